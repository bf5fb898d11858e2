import { and, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, streamSecrets } from '../../db/schema/index.js';
import type { SecretBox } from '../../secrets/secret-box.js';
import { passwordMask } from '../../../shared/contracts/streams.js';

/**
 * Camera passwords at rest: a camera's URL is stored with the mask in its password's place, and
 * the password sealed with the installation's key in stream_secrets, bound to its listing (a
 * sealed password moved to another camera does not open). Only the server puts the two together,
 * for ffmpeg; the API, the search index and the database itself never see the password.
 */
const purposeOf = (listingId: string) => `camera-password:${listingId}`;

/** The URL as stored and the password taken out of it (percent-encoded, as in the URL), if any. */
export function splitCameraUrl(url: string): { stored: string; password: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { stored: url, password: null };
  }
  if (!parsed.password) return { stored: url, password: null };
  const password = parsed.password;
  parsed.password = passwordMask;
  return { stored: parsed.toString(), password };
}

/** The stored URL with the password put back. */
export function joinCameraUrl(stored: string, password: string): string {
  const url = new URL(stored);
  url.password = password;
  return url.toString();
}

/** Keeps the camera's sealed password (or none). Call inside the transaction that saves its URL. */
export function storeCameraPassword(db: Db, secrets: SecretBox, listingId: string, password: string | null): void {
  if (password === null) {
    db.delete(streamSecrets).where(eq(streamSecrets.listingId, listingId)).run();
    return;
  }
  const passwordSealed = secrets.seal(password, purposeOf(listingId));
  db.insert(streamSecrets).values({ listingId, passwordSealed }).onConflictDoUpdate({ target: streamSecrets.listingId, set: { passwordSealed } }).run();
}

/**
 * The URL ffmpeg connects to: the stored one with the sealed password opened into it. A row
 * from before passwords were sealed (none stored) is its own URL until the start seals it.
 */
export function cameraUrl(db: Db, secrets: SecretBox, row: { id: string; listingUrl: string }): string {
  const sealed = db.select({ passwordSealed: streamSecrets.passwordSealed }).from(streamSecrets).where(eq(streamSecrets.listingId, row.id)).get();
  if (!sealed) return row.listingUrl;
  return joinCameraUrl(row.listingUrl, secrets.open(sealed.passwordSealed, purposeOf(row.id)));
}

/**
 * Seals the passwords still in clear in camera URLs (saved before they were sealed, or brought
 * in by a restore of an older backup). SQLite's secure_delete overwrites the old text in the file
 * and the write-ahead log is emptied, so the clear passwords do not linger in either. Returns
 * how many were sealed.
 */
export function sealCameraPasswords(db: Db, secrets: SecretBox): number {
  const rows = db
    .select({ id: listings.id, url: listings.listingUrl })
    .from(listings)
    .leftJoin(streamSecrets, eq(streamSecrets.listingId, listings.id))
    .where(and(eq(listings.listingType, 'stream'), like(listings.listingUrl, '%@%'), isNull(streamSecrets.listingId)))
    .all()
    .flatMap(({ id, url }) => {
      const split = url ? splitCameraUrl(url) : null;
      return split?.password ? [{ id, ...split, password: split.password }] : [];
    });
  if (rows.length === 0) return 0;
  const sqlite = db.$client;
  const secureDelete = sqlite.pragma('secure_delete', { simple: true }) as number;
  sqlite.pragma('secure_delete = ON');
  try {
    db.transaction(() => {
      for (const row of rows) {
        storeCameraPassword(db, secrets, row.id, row.password);
        db.update(listings).set({ listingUrl: row.stored }).where(eq(listings.id, row.id)).run();
      }
    });
  } finally {
    sqlite.pragma(`secure_delete = ${secureDelete}`);
  }
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  return rows.length;
}
