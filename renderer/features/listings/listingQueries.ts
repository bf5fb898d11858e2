import type { QueryClient } from '@tanstack/react-query';
import type { FolderList } from '../../../shared/contracts/listings.js';
import { dashboardKey } from '../dashboard/dashboardContext.js';
import { snippetKeys } from '../snippets/snippetQueries.js';
import { todoKeys } from '../todos/todoQueries.js';

/** Query keys: every folder list (home, a folder, their management views) starts with 'listing'. */
export const listingKeys = {
  all: ['listing'] as const,
  folder: (path: string) => ['listing', 'folder', path] as const,
};

/**
 * What a listing write can change: every folder list, the dashboard (sidebar, featured, counts),
 * the list selects of todos and snippets, and their items when a list goes.
 */
const touchedByListingWrites = [listingKeys.all, dashboardKey, todoKeys.all, todoKeys.lists, snippetKeys.pages, snippetKeys.lists];

export async function invalidateListings(client: QueryClient): Promise<void> {
  await Promise.all(touchedByListingWrites.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The same folder answer with its items in the order of `ids` (ids not in the answer are ignored). */
export function reordered(list: FolderList, ids: string[]): FolderList {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const items = [...list.items].sort((a, b) => (rank.get(a._id) ?? Infinity) - (rank.get(b._id) ?? Infinity));
  return { ...list, items };
}
