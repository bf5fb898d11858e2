import type { Listing, ListingType } from '../../../shared/contracts/listings.js';

export interface ListingTarget {
  href: string;
  /** True for addresses outside Hearth: they open in a new tab. */
  external: boolean;
}

function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

function privateIpv4(hostname: string): boolean {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (!match) return false;
  const [a = 0, b = 0, ...rest] = match.slice(1).map(Number);
  if ([a, b, ...rest].some((part) => part > 255)) return false;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * True when the browser itself reached Hearth over the LAN, so a link's local URL works
 * (spec-core §6, widened from "localhost or 192.168.x.x" to every private IPv4 range, loopback
 * and mDNS names).
 */
export function isLocalBrowserHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  if (host.endsWith('.local')) return true;
  return privateIpv4(host);
}

/** A link's address for this browser: the local URL on the LAN (or when it is the only one). */
export function linkHref(listing: Pick<Listing, 'listingUrl' | 'localUrl'>, hostname: string = currentHostname()): string {
  const remote = listing.listingUrl || null;
  const local = listing.localUrl || null;
  if (local && (!remote || isLocalBrowserHost(hostname))) return local;
  return remote ?? local ?? '/';
}

/** Where a listing leads when clicked in the sidebar or on a card. */
export function listingTarget(listing: Listing, hostname: string = currentHostname()): ListingTarget {
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
      const href = linkHref(listing, hostname);
      return { href, external: !href.startsWith('/') };
    }
  }
}

/** The host a link card shows under its name ("nas.local:5000"), or '' for Hearth's own pages. */
export function linkHost(href: string): string {
  if (href.startsWith('/')) return '';
  try {
    return new URL(href).host;
  } catch {
    return '';
  }
}

/** Editor route kind of a listing type (spec-core §2: save/{folder, todo, link, stream}). */
export function editKind(type: ListingType): string {
  return type === 'category' ? 'folder' : type;
}
