import type { Listing } from '../../shared/contracts/listings.js';

/** A listing as the API returns it, for renderer unit tests; override what the test is about. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: 'l1',
    listingType: 'link',
    listingName: 'Router',
    listingUrl: null,
    localUrl: null,
    description: null,
    listingIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' },
    inSidebar: false,
    onFeatured: true,
    homeDisplay: 'tile',
    parentId: null,
    sortOrder: 0,
    integration: null,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}
