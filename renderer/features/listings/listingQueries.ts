import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingKind } from '../../../shared/contracts/listings.js';
import { get, isApiError, type RequestOptions } from '../../api/client.js';
import { dashboardKey } from '../dashboard/dashboardContext.js';
import { snippetKeys } from '../snippets/snippetQueries.js';
import { todoKeys } from '../todos/todoQueries.js';

/** The kinds GET /listing/{kind}/{id} answers for: the editors' kinds and streams. */
export type DetailKind = ListingKind | 'stream';

/** Query keys: every folder list (home, a folder, their management views) and item starts with 'listing'. */
export const listingKeys = {
  all: ['listing'] as const,
  folder: (path: string) => ['listing', 'folder', path] as const,
  detail: (kind: DetailKind, listingId: string) => ['listing', 'detail', kind, listingId] as const,
  /**
   * How many items a folder's subtree holds (GET /listing/contents/{id}), asked afresh each time a
   * delete question opens. Apart from 'listing': deleting that folder must not ask for it again.
   */
  contents: (folderId: string) => ['listingContents', folderId] as const,
};

/**
 * GET /listing/{kind}/{id}: the item with its integrations and page choices, or null when the
 * user has no such item of this kind (404, 400 for an id of another kind, or an empty answer).
 */
export async function fetchListingDetail(kind: DetailKind, listingId: string, options: RequestOptions): Promise<ListingDetail | null> {
  try {
    const detail = await get<ListingDetail>(`/listing/${kind}/${encodeURIComponent(listingId)}`, options);
    return detail.listing ? detail : null;
  } catch (error) {
    if (isApiError(error) && !error.handled && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The item an editor starts from; `listingId` '' (an add screen) asks nothing. */
export function listingDetailQuery(kind: DetailKind, listingId: string) {
  return queryOptions({
    queryKey: listingKeys.detail(kind, listingId),
    queryFn: ({ signal }) => fetchListingDetail(kind, listingId, { signal }),
    enabled: listingId !== '',
    // An editor seeds its form once from the answer, so each visit asks the server again instead
    // of starting from a copy kept since the last one (and forgets it when the editor closes).
    gcTime: 0,
  });
}

/**
 * What a listing write can change: every folder list, the dashboard (sidebar, featured, counts),
 * the list selects of todos and snippets, and their items when a list goes.
 */
const touchedByListingWrites = [listingKeys.all, dashboardKey, todoKeys.all, todoKeys.lists, snippetKeys.pages, snippetKeys.lists];

export async function invalidateListings(client: QueryClient): Promise<void> {
  await Promise.all(touchedByListingWrites.map((queryKey) => client.invalidateQueries({ queryKey })));
}
