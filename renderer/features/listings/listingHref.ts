import type { Listing } from '../../../shared/contracts/listings.js';

export interface ListingTarget {
  href: string;
  /** True for addresses outside Hearth: they open in a new tab. */
  external: boolean;
}

/** Local URLs are preferred when the browser itself is on the LAN (spec-core §6). */
export function isLocalBrowserHost(hostname: string = window.location.hostname): boolean {
  return hostname === 'localhost' || /^192\.168\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Where a listing leads when clicked in the sidebar or on a card. */
export function listingTarget(listing: Listing): ListingTarget {
  switch (listing.listingType) {
    case 'category':
      return { href: `/c/${listing._id}`, external: false };
    case 'todo':
      return { href: `/t/${listing._id}`, external: false };
    case 'snippet':
      return { href: `/s/${listing._id}`, external: false };
    case 'stream':
      return { href: '/streaming', external: false };
    case 'link': {
      const useLocal = Boolean(listing.localUrl) && (isLocalBrowserHost() || !listing.listingUrl);
      const href = (useLocal ? listing.localUrl : listing.listingUrl) ?? '/';
      return { href, external: !href.startsWith('/') };
    }
  }
}
