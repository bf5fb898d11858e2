import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, type ListingRow } from '../../db/schema/index.js';

const childOf = (parentId: string | null): SQL => (parentId === null ? isNull(listings.parentId) : eq(listings.parentId, parentId));

/** The user's first folder of this name directly inside parentId (null: the root). */
export function folderNamed(db: Db, userId: string, parentId: string | null, name: string): ListingRow | undefined {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), childOf(parentId), eq(listings.listingType, 'category'), eq(listings.listingName, name)))
    .orderBy(asc(listings.sortOrder), asc(listings.createdAt))
    .get();
}

/** The addresses of the user's links directly inside parentId. */
export function linkUrlsIn(db: Db, userId: string, parentId: string | null): Set<string> {
  const rows = db
    .select({ url: listings.listingUrl })
    .from(listings)
    .where(and(eq(listings.userId, userId), childOf(parentId), eq(listings.listingType, 'link')))
    .all();
  return new Set(rows.flatMap((r) => (r.url ? [r.url] : [])));
}
