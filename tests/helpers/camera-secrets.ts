import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../server/db/schema/index.js';
import type { Db } from '../../server/db/client.js';
import { SecretBox } from '../../server/secrets/secret-box.js';
import { cameraUrl } from '../../server/features/streams/camera-secrets.js';

/**
 * The URL a camera listing gives ffmpeg, read from a data folder as the server reads it: the
 * stored URL with its sealed password opened with the folder's key (a plain key file).
 */
export function storedCameraUrl(dataDir: string, id: string): string {
  const sqlite = new Database(join(dataDir, 'hearth.db'), { readonly: true });
  try {
    const db: Db = Object.assign(drizzle(sqlite, { schema }), { $client: sqlite });
    const row = sqlite.prepare('SELECT listing_url FROM listings WHERE id = ?').get(id) as { listing_url: string };
    return cameraUrl(db, new SecretBox(dataDir, db), { id, listingUrl: row.listing_url });
  } finally {
    sqlite.close();
  }
}
