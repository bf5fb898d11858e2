import { builtinIcon, type BuiltinIcon, type Icon } from '../../../shared/contracts/icons.js';
import type { Listing, ListingType } from '../../../shared/contracts/listings.js';

const defaults: Record<ListingType, BuiltinIcon> = {
  category: 'folder',
  link: 'link',
  todo: 'todo',
  snippet: 'snippet',
  stream: 'camera',
};

/** A listing's own icon, or the built-in default of its type (spec-core §3 "Icon"). */
export function listingIcon(listing: Pick<Listing, 'listingIcon' | 'listingType'>): Icon {
  return listing.listingIcon ?? builtinIcon(defaults[listing.listingType]);
}

const typeLabels: Record<ListingType, string> = {
  category: 'Folder',
  link: 'Link',
  todo: 'Todo list',
  snippet: 'Snippets',
  stream: 'Stream',
};

/** "Folder", "Link", "Todo list"… as shown on cards. */
export function typeLabel(type: ListingType): string {
  return typeLabels[type];
}
