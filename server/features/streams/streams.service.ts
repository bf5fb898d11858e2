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
import type { SecretBox } from '../../secrets/secret-box.js';
import { cameraUrl, splitCameraUrl, storeCameraPassword } from './camera-secrets.js';

/** The caller's own stream listing, or 404 exactly like a missing id. */
export function ownStream(db: Db, userId: string, id: string): ListingRow & { listingUrl: string } {
  const row = listingsRepo.findOwnListing(db, userId, id);
  if (!row || row.listingType !== 'stream' || !row.listingUrl) throw notFound(messages.streamNotFound);
  return { ...row, listingUrl: row.listingUrl };
}

/** The caller's own camera and the URL ffmpeg connects to (its sealed password opened), or 404. */
export function ownCamera(db: Db, secrets: SecretBox, userId: string, id: string): { row: ListingRow; url: string } {
  const row = ownStream(db, userId, id);
  return { row, url: cameraUrl(db, secrets, row) };
}

/**
 * Saves a camera: a masked password shown in the editor means "keep the saved one". The URL is
 * stored with the mask in the password's place and the password sealed beside it. Answers the
 * real URL now and before, for the relays.
 */
export function saveStream(db: Db, secrets: SecretBox, userId: string, body: StreamSave): Saved & { url: string; previousUrl: string | null } {
  const saved = body.listingId ? ownCamera(db, secrets, userId, body.listingId).url : null;
  const url = unmaskStreamUrl(body.linkURL, saved);
  const { stored, password } = splitCameraUrl(url);
  const result = db.transaction(() => {
    const listing = saveListing(db, userId, 'stream', {
      listingId: body.listingId,
      parentId: body.parentId,
      name: body.linkName,
      icon: { iconUrl: 'camera', iconUrlLight: null, iconProvider: 'self' },
      inSidebar: false,
      onFeatured: false,
      listingUrl: stored,
    });
    storeCameraPassword(db, secrets, listing.listing._id, password);
    return listing;
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

/** The id and URL (password opened) of every camera of the user (the status list). */
export function ownCameraUrls(db: Db, secrets: SecretBox, userId: string): { id: string; url: string }[] {
  return listingsRepo
    .ownOfType(db, userId, 'stream')
    .flatMap(({ row }) => (row.listingUrl ? [{ id: row.id, url: cameraUrl(db, secrets, { id: row.id, listingUrl: row.listingUrl }) }] : []));
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
