import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/contracts/listings.js';
import { filterListings } from './filterListings.js';

const named = (listingName: string) => ({ _id: listingName, listingName }) as Listing;
const items = [named('Plex Media'), named('Home Assistant'), named('pfSense')];

describe('filterListings', () => {
  it('keeps every card for an empty or blank search', () => {
    expect(filterListings(items, '')).toHaveLength(3);
    expect(filterListings(items, '   ')).toHaveLength(3);
  });

  it('matches part of the name, ignoring case', () => {
    expect(filterListings(items, 'PLEX').map((i) => i.listingName)).toEqual(['Plex Media']);
    expect(filterListings(items, ' sense ').map((i) => i.listingName)).toEqual(['pfSense']);
  });

  it('finds nothing when no name matches', () => {
    expect(filterListings(items, 'jellyfin')).toEqual([]);
  });
});
