import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ServiceLink } from '../../../shared/contracts/service-widget.js';
import type { Widget } from '../../../shared/contracts/widgets.js';
import { get } from '../../api/client.js';
import { listingKeys } from '../listings/listingQueries.js';

/** Under 'listing': a link saved, renamed or deleted anywhere refreshes the list (invalidateListings). */
export const serviceLinksKey = [...listingKeys.all, 'service-links'] as const;

/**
 * The user's links that have an integration (GET /widgets/services), one query for every service
 * widget, its title and its settings. `enabled` false asks nothing (an area without one).
 */
export function useServiceLinks(enabled = true) {
  return useQuery({
    queryKey: serviceLinksKey,
    queryFn: ({ signal }) => get<ServiceLink[]>('/widgets/services', { signal, quiet: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** Link names by id, for the names of service widgets; undefined until they came (or when none is shown). */
export function useServiceLinkNames(widgets: readonly Pick<Widget, 'kind'>[] | undefined): ReadonlyMap<string, string> | undefined {
  const { data } = useServiceLinks(widgets?.some((w) => w.kind === 'service') ?? false);
  // One map per answer, so the drag announcements that depend on it are not rebuilt each render.
  return useMemo(() => (data ? new Map(data.map((link) => [link.listing._id, link.listing.listingName])) : undefined), [data]);
}
