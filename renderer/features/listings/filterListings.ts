import type { Listing } from '../../../shared/contracts/listings.js';

/** The listings whose name contains the search text, ignoring case and outer spaces. */
export function filterListings(items: readonly Listing[], query: string): Listing[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.listingName.toLocaleLowerCase().includes(needle));
}
