import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { iconPackPreviewCount } from '../../../shared/constants.js';
import type { IconPack, PackIcon, PackIconPage } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

/** Query keys: the list, the allowed hosts and every pack's preview start with 'iconpack'. */
export const iconPackKeys = {
  all: ['iconpack'] as const,
  list: ['iconpack', 'list'] as const,
  hosts: ['iconpack', 'hosts'] as const,
  preview: (packId: string) => ['iconpack', 'preview', packId] as const,
};

/**
 * GET /iconpack/list: the built-in Simple Icons first, then global packs, then the user's own.
 * null until the first answer (and while a failed one is asked again); [] after a failure. With
 * `report`, a failure shows the server's message (spec-features §8); the picker stays quiet.
 */
export function useIconPackList(report: boolean): IconPack[] | null {
  const query = useQuery({
    queryKey: iconPackKeys.list,
    queryFn: ({ signal }) => get<IconPack[]>('/iconpack/list', { signal }),
  });
  const { isError, error, errorUpdatedAt, isFetching } = query;
  useEffect(() => {
    if (isError && report) toastError(error, messages.errorLoadingData, true);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
  if (isError) return isFetching ? null : [];
  return query.data ?? null;
}

export interface PackPreview {
  /** The first 12 icons. */
  icons: PackIcon[];
  /** How many icons the pack has; null when unknown. */
  total: number | null;
}

const noPreview: PackPreview = { icons: [], total: null };
const toPreview = (page: PackIconPage): PackPreview => ({ icons: page.icons.slice(0, iconPackPreviewCount), total: page.total });

/** A pack card's preview from the first page of its icons; null while loading. A failure is silent. */
export function usePackPreview(packId: string): PackPreview | null {
  const query = useQuery({
    queryKey: iconPackKeys.preview(packId),
    queryFn: ({ signal }) => get<PackIconPage>(`/iconpack/${encodeURIComponent(packId)}/icons?page=1`, { signal }),
    select: toPreview,
  });
  if (query.isError) return query.isFetching ? null : noPreview;
  return query.data ?? null;
}
