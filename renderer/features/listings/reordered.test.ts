import { describe, expect, it } from 'vitest';
import type { FolderList, Listing } from '../../../shared/contracts/listings.js';
import { reordered } from './reordered.js';

const item = (id: string) => ({ _id: id, listingName: id }) as Listing;
const list = (ids: string[]): FolderList => ({ items: ids.map(item), parentFolder: null, breadcrumb: [] });

describe('the optimistic reorder of a folder answer', () => {
  it('puts the items in the order of the ids, leaving the answer it was given untouched', () => {
    const before = list(['a', 'b', 'c']);
    const after = reordered(before, ['c', 'a', 'b']);
    expect(after.items.map((i) => i._id)).toEqual(['c', 'a', 'b']);
    expect(before.items.map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps items the ids do not name after the named ones, in their old order', () => {
    expect(reordered(list(['a', 'b', 'c', 'd']), ['d', 'b']).items.map((i) => i._id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
