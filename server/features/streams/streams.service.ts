import type { Db } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { listings, type ListingRow } from '../../db/schema/index.js';
import { maxPins, unmaskStreamUrl, type StreamSave } from '../../../shared/contracts/streams.js';
import type { FolderList, Listing } from '../../../shared/contracts/listings.js';
import { toListing } from '../listings/listing-view.js';
import { messages } from '../../../shared/messages.js';
import { notFound } from '../../http/errors.js';
import { saveListing, type Saved } from '../listings/listings.save.js';
import { manageList } from '../listings/listings.service.js';
import * as listingsRepo from '../listings/listings.repo.js';
import * as pins from './pins.repo.js';

/** The caller's own stream listing, or 404 exactly like a missing id. */
export function ownStream(db: Db, userId: string, id: string): ListingRow & { listingUrl: string } {
  const row = listingsRepo.findOwnListing(db, userId, id);
  if (!row || row.listingType !== 'stream' || !row.listingUrl) throw notFound(messages.streamNotFound);
  return { ...row, listingUrl: row.listingUrl };
}

/** The real URL to store: a masked password shown in the editor means "keep the saved one". */
export function saveStream(db: Db, userId: string, body: StreamSave): Saved & { url: string; previousUrl: string | null } {
  const saved = body.listingId ? ownStream(db, userId, body.listingId).listingUrl : null;
  const url = unmaskStreamUrl(body.linkURL, saved);
  const result = saveListing(db, userId, 'stream', {
    listingId: body.listingId,
    parentId: body.parentId,
    name: body.linkName,
    icon: { iconUrl: 'camera', iconUrlLight: null, iconProvider: 'self' },
    inSidebar: false,
    onFeatured: false,
    listingUrl: url,
  });
  return { ...result, url, previousUrl: saved };
}

/** The cameras of a folder (or the root) and the user's pins. */
export function streamList(db: Db, userId: string, folderId: string | null): FolderList & { pinned: string[] } {
  return { ...manageList(db, userId, folderId, true), pinned: pins.pinnedIds(db, userId) };
}

/** Every camera of the user, in whatever folder, by name (URLs masked): the tray's quick preview. */
export function allCameras(db: Db, userId: string): { items: Listing[] } {
  return { items: listingsRepo.ownOfType(db, userId, 'stream').map(({ row }) => toListing(row)) };
}

/** The id and URL of every camera of the user (the status list). */
export function ownCameraUrls(db: Db, userId: string): { id: string; url: string }[] {
  return listingsRepo
    .ownOfType(db, userId, 'stream')
    .flatMap(({ row }) => (row.listingUrl ? [{ id: row.id, url: row.listingUrl }] : []));
}

/** Pins a camera; a fifth pin drops the oldest. Pinning a pinned camera changes nothing. */
export function pin(db: Db, userId: string, listingId: string): string[] {
  ownStream(db, userId, listingId);
  return db.transaction(() => {
    const current = pins.pinnedIds(db, userId);
    if (current.includes(listingId)) return current;
    const next = [...current, listingId];
    pins.deletePins(db, userId, next.slice(0, Math.max(0, next.length - maxPins)));
    pins.insertPin(db, userId, listingId, new Date().toISOString());
    return pins.pinnedIds(db, userId);
  });
}

/** The pinned ids, oldest first, and those cameras as listings (URLs masked). */
export function pinnedCameras(db: Db, userId: string): { pinned: string[]; cameras: Listing[] } {
  const pinned = pins.pinnedIds(db, userId);
  const cameras = pinned
    .map((id) => listingsRepo.findOwnListing(db, userId, id))
    .filter((row): row is ListingRow => row !== undefined && row.listingType === 'stream')
    .map(toListing);
  return { pinned, cameras };
}

export function unpin(db: Db, userId: string, listingId: string): string[] {
  ownStream(db, userId, listingId);
  pins.deletePins(db, userId, [listingId]);
  return pins.pinnedIds(db, userId);
}

export function listingExists(db: Db, id: string): boolean {
  return db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).get() !== undefined;
}
