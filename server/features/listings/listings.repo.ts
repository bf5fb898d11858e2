import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.js';
import { listings, type ListingRow, type NewListingRow } from '../../db/schema/index.js';
import type { ListingType } from '../../../shared/contracts/listings.js';

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

/** Every non-stream child of the user's root folders, in each folder's order (the home's sections). */
export function rootChildItems(db: Db, userId: string): ListingRow[] {
  const roots = db.select({ id: listings.id }).from(listings).where(and(eq(listings.userId, userId), isNull(listings.parentId)));
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.parentId, roots), ne(listings.listingType, 'stream')))
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

/**
 * The user's sidebar listings at any depth, in the order they see them in their folders: a
 * depth-first walk from the root, each level by sortOrder (then creation), parents before their
 * children. The walk starts at root items, so it ends even if an older version left a cycle.
 */
export function sidebarItems(db: Db, userId: string): ListingRow[] {
  const ordered = db.all<{ id: string }>(sql`
    WITH RECURSIVE tree(id, in_sidebar, path) AS (
      SELECT id, in_sidebar, printf('%010d.%s.%s', sort_order, created_at, id) FROM listings WHERE user_id = ${userId} AND parent_id IS NULL
      UNION ALL
      SELECT c.id, c.in_sidebar, tree.path || '/' || printf('%010d.%s.%s', c.sort_order, c.created_at, c.id)
      FROM listings c JOIN tree ON c.parent_id = tree.id
    )
    SELECT id FROM tree WHERE in_sidebar = 1 ORDER BY path`);
  if (ordered.length === 0) return [];
  const ids = ordered.map((r) => r.id);
  const rows = new Map(
    db
      .select()
      .from(listings)
      .where(inArray(listings.id, ids))
      .all()
      .map((row) => [row.id, row]),
  );
  return ordered.flatMap((r) => rows.get(r.id) ?? []);
}

/**
 * Ancestors of a listing, nearest first, the listing itself excluded: the breadcrumb. Bounded so
 * that a cycle left by an older version still ends; nesting is capped far below the bound.
 */
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

/**
 * How many folders deep a listing sits, counting itself: 1 at the root. The walk up keeps each
 * row once (UNION), so it is exact at any depth and ends even on a cycle.
 */
export function depthOf(db: Db, id: string): number {
  const row = db.get<{ n: number }>(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM listings WHERE id = ${id}
      UNION
      SELECT p.id, p.parent_id FROM listings p JOIN up ON p.id = up.parent_id
    )
    SELECT COUNT(*) AS n FROM up`);
  return row.n;
}

/** Whether `candidate` is `id` itself or one of its ancestors, at any depth. */
export function isSelfOrAncestor(db: Db, candidate: string, id: string): boolean {
  const row = db.get<{ found: number } | undefined>(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM listings WHERE id = ${id}
      UNION
      SELECT p.id, p.parent_id FROM listings p JOIN up ON p.id = up.parent_id
    )
    SELECT 1 AS found FROM up WHERE id = ${candidate} LIMIT 1`);
  return row !== undefined;
}

/**
 * Levels of folders in a folder's subtree, the folder itself counting 1 (0 for anything else).
 * Counting stops past `limit`: callers only compare the height with a cap.
 */
export function folderHeight(db: Db, id: string, limit: number): number {
  const row = db.get<{ height: number | null }>(sql`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 1 FROM listings WHERE id = ${id} AND listing_type = 'category'
      UNION ALL
      SELECT c.id, down.depth + 1 FROM listings c JOIN down ON c.parent_id = down.id
      WHERE c.listing_type = 'category' AND down.depth <= ${limit}
    )
    SELECT MAX(depth) AS height FROM down`);
  return row.height ?? 0;
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

/**
 * Deletes a listing with its whole subtree in one transaction. Left to the parent_id cascade, a
 * deep chain would nest one cascade per level and hit SQLite's trigger depth limit; so the
 * subtree is found first (each row once, so this ends on any shape), cut loose from its parents,
 * and deleted row by row. What hangs off each listing still goes by its own one-level cascade.
 */
export function deleteListing(db: Db, userId: string, id: string): boolean {
  return db.transaction(() => {
    const rows = db.all<{ id: string }>(sql`
      WITH RECURSIVE sub(id) AS (
        SELECT id FROM listings WHERE id = ${id} AND user_id = ${userId}
        UNION
        SELECT c.id FROM listings c JOIN sub ON c.parent_id = sub.id
      )
      SELECT id FROM sub`);
    if (rows.length === 0) return false;
    const ids = JSON.stringify(rows.map((r) => r.id));
    db.run(sql`UPDATE listings SET parent_id = NULL WHERE parent_id IS NOT NULL AND id IN (SELECT value FROM json_each(${ids}))`);
    db.run(sql`DELETE FROM listings WHERE id IN (SELECT value FROM json_each(${ids}))`);
    return true;
  });
}

/** How many listings lie under one of the user's listings (its whole subtree, itself not counted); null if it is not theirs. */
export function subtreeSize(db: Db, userId: string, id: string): number | null {
  const row = db.get<{ own: number; size: number }>(sql`
    WITH RECURSIVE sub(id) AS (
      SELECT id FROM listings WHERE id = ${id} AND user_id = ${userId}
      UNION
      SELECT c.id FROM listings c JOIN sub ON c.parent_id = sub.id
    )
    SELECT (SELECT count(*) FROM listings WHERE id = ${id} AND user_id = ${userId}) AS own, count(*) AS size FROM sub`);
  return row && row.own > 0 ? row.size - 1 : null;
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

const folders = alias(listings, 'folders');

/** Every listing of one type the user has, in any folder, by name, with its folder's name. */
export function ownOfType(db: Db, userId: string, type: ListingType): { row: ListingRow; folderName: string | null }[] {
  return db
    .select({ row: listings, folderName: folders.listingName })
    .from(listings)
    .leftJoin(folders, eq(folders.id, listings.parentId))
    .where(and(eq(listings.userId, userId), eq(listings.listingType, type)))
    .orderBy(sql`${listings.listingName} COLLATE NOCASE`, asc(listings.id))
    .all();
}
