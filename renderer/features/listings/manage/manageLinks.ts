import type { Listing, ListingKind } from '../../../../shared/contracts/listings.js';
import { editKind } from '../listingHref.js';

/** The management view of a folder, or of the root for null. */
export function manageHref(folderId: string | null): string {
  return folderId ? `/manage/listing/${folderId}` : '/manage/listing';
}

/** The "add" editor for a new item at the root or inside a folder (spec-core §2). */
export function addHref(kind: ListingKind, parentId: string | null): string {
  return parentId ? `/manage/listing/${parentId}/save/${kind}` : `/manage/listing/save/${kind}`;
}

/** The edit form of an existing item: /manage/listing/save/{folder|link|todo|…}/{id}. */
export function editHref(listing: Pick<Listing, '_id' | 'listingType'>): string {
  return `/manage/listing/save/${editKind(listing.listingType)}/${listing._id}`;
}
