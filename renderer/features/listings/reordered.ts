import type { FolderList } from '../../../shared/contracts/listings.js';

/** The same folder answer with its items in the order of `ids` (ids not in the answer are ignored). */
export function reordered(list: FolderList, ids: string[]): FolderList {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const items = [...list.items].sort((a, b) => (rank.get(a._id) ?? Infinity) - (rank.get(b._id) ?? Infinity));
  return { ...list, items };
}
