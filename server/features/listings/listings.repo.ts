import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, type ListingRow, type NewListingRow } from '../../db/schema/index.js';

const byOrder = [asc(listings.sortOrder), asc(listings.createdAt)];

function parentIs(parentId: string | null): SQL {
  return parentId === null ? isNull(listings.parentId) : eq(listings.parentId, parentId);
}

export function findOwnListing(db: Db, userId: string, id: string): ListingRow | undefined {
  return db.select().from(listings).where(and(eq(listings.id, id), eq(listings.userId, userId))).get();
}

/** Featured items at the root, streams excluded: the home page. */
export function featuredRootItems(db: Db, userId: string): ListingRow[] {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), isNull(listings.parentId), eq(listings.onFeatured, true), ne(listings.listingType, 'stream')))
    .orderBy(...byOrder)
    .all();
}

/** Children of a folder (or the root), either streams only or everything but streams. */
export function childItems(db: Db, userId: string, parentId: string | null, streams: boolean): ListingRow[] {
  const type = streams ? eq(listings.listingType, 'stream') : ne(listings.listingType, 'stream');
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), parentIs(parentId), type))
    .orderBy(...byOrder)
    .all();
}

export function sidebarItems(db: Db, userId: string): ListingRow[] {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.inSidebar, true)))
    .orderBy(asc(listings.listingName))
    .all();
}

/** Ancestors of a listing, nearest first, the listing itself excluded. */
export function ancestors(db: Db, id: string): { id: string; listingName: string; parentId: string | null }[] {
  return db.all(sql`
    WITH RECURSIVE chain(id, listing_name, parent_id, depth) AS (
      SELECT p.id, p.listing_name, p.parent_id, 1 FROM listings c JOIN listings p ON p.id = c.parent_id WHERE c.id = ${id}
      UNION ALL
      SELECT p.id, p.listing_name, p.parent_id, chain.depth + 1 FROM listings p JOIN chain ON p.id = chain.parent_id
      WHERE chain.depth < 1000
    )
    SELECT id, listing_name AS listingName, parent_id AS parentId FROM chain ORDER BY depth`);
}

export function nextSortOrder(db: Db, userId: string, parentId: string | null): number {
  const row = db
    .select({ max: sql<number | null>`max(${listings.sortOrder})` })
    .from(listings)
    .where(and(eq(listings.userId, userId), parentIs(parentId), ne(listings.sortOrder, 9999)))
    .get();
  return (row?.max ?? -1) + 1;
}

export function insertListing(db: Db, row: NewListingRow): ListingRow {
  return db.insert(listings).values(row).returning().get();
}

export function updateListing(db: Db, userId: string, id: string, values: Partial<NewListingRow>): ListingRow | undefined {
  return db
    .update(listings)
    .set(values)
    .where(and(eq(listings.id, id), eq(listings.userId, userId)))
    .returning()
    .get();
}

/** Deletes a listing; the schema's cascades remove its subtree and everything hanging off it. */
export function deleteListing(db: Db, userId: string, id: string): boolean {
  return db.delete(listings).where(and(eq(listings.id, id), eq(listings.userId, userId))).run().changes > 0;
}

/** Ids among `ids` that are the user's children of parentId. */
export function ownChildIds(db: Db, userId: string, parentId: string | null, ids: string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, userId), parentIs(parentId), inArray(listings.id, ids)))
    .all();
  return new Set(rows.map((r) => r.id));
}

export function setSortOrder(db: Db, userId: string, id: string, sortOrder: number): void {
  db.update(listings)
    .set({ sortOrder })
    .where(and(eq(listings.id, id), eq(listings.userId, userId)))
    .run();
}
