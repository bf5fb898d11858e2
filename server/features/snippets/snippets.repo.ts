import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  listings,
  snippetItems,
  snippets,
  type ListingRow,
  type NewSnippetItemRow,
  type NewSnippetRow,
  type SnippetItemRow,
  type SnippetRow,
} from '../../db/schema/index.js';

/** Which snippets a page shows: the user's, of one list or all, optionally matching a search. */
export interface SnippetFilter {
  userId: string;
  listingId: string | null;
  /** An FTS5 expression from ftsQuery(); never raw user text. */
  match: string | null;
}

/** The `scope` token of an owner ('u') or a list ('l'), as the snippets_fts triggers write it. */
function scopeToken(kind: 'u' | 'l', id: string): string {
  return `"${kind}${Buffer.from(id, 'utf8').toString('hex')}"`;
}

/** The search limited to the user's documents (and one list's) inside the index itself. */
function scopedMatch(filter: SnippetFilter & { match: string }): string {
  const list = filter.listingId === null ? '' : ` AND scope : ${scopeToken('l', filter.listingId)}`;
  return `scope : ${scopeToken('u', filter.userId)}${list} AND {title filenames code} : (${filter.match})`;
}

function ownedBy(filter: SnippetFilter): SQL | undefined {
  return and(eq(snippets.userId, filter.userId), filter.listingId === null ? undefined : eq(snippets.listingId, filter.listingId));
}

/**
 * One page, newest change (highest seq) first. A search pages inside the index, which yields
 * its matches in rowid (= seq) order and stops after the page; a plain list walks the user's or
 * the list's index backwards.
 */
export function snippetPage(db: Db, filter: SnippetFilter, limit: number, offset: number): SnippetRow[] {
  const search =
    filter.match === null
      ? undefined
      : sql`${snippets.seq} IN (SELECT rowid FROM snippet_search WHERE snippet_search MATCH ${scopedMatch({ ...filter, match: filter.match })} ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset})`;
  const query = db.select().from(snippets).where(and(ownedBy(filter), search)).orderBy(desc(snippets.seq));
  return filter.match === null ? query.limit(limit).offset(offset).all() : query.all();
}

/** How many snippets the filter finds; a search is counted in the index alone. */
export function countSnippets(db: Db, filter: SnippetFilter): number {
  if (filter.match !== null) {
    const row = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM snippet_search WHERE snippet_search MATCH ${scopedMatch({ ...filter, match: filter.match })}`);
    return row.n;
  }
  return db.select({ n: sql<number>`count(*)` }).from(snippets).where(ownedBy(filter)).get()?.n ?? 0;
}

export function listingsById(db: Db, userId: string, ids: string[]): ListingRow[] {
  if (ids.length === 0) return [];
  return db.select().from(listings).where(and(eq(listings.userId, userId), inArray(listings.id, ids))).all();
}

export function snippetLists(db: Db, userId: string): { id: string; listingName: string }[] {
  return db
    .select({ id: listings.id, listingName: listings.listingName })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.listingType, 'snippet')))
    .orderBy(asc(listings.listingName))
    .all();
}

export function findOwnSnippet(db: Db, userId: string, id: string): SnippetRow | undefined {
  return db.select().from(snippets).where(and(eq(snippets.id, id), eq(snippets.userId, userId))).get();
}

export function insertSnippet(db: Db, row: NewSnippetRow): SnippetRow {
  return db.insert(snippets).values(row).returning().get();
}

/** Records a change: new values, if any, and the next seq, which puts the snippet first. */
export function touchSnippet(db: Db, id: string, values: Partial<Pick<SnippetRow, 'snippetTitle' | 'snippetLanguage'>> & { updatedAt: string }): SnippetRow | undefined {
  return db
    .update(snippets)
    .set({ ...values, seq: sql`(SELECT max(seq) FROM ${snippets}) + 1` })
    .where(eq(snippets.id, id))
    .returning()
    .get();
}

/** Deletes a snippet; its code items and search document go with it (cascade and trigger). */
export function deleteSnippet(db: Db, userId: string, id: string): boolean {
  return db.delete(snippets).where(and(eq(snippets.id, id), eq(snippets.userId, userId))).run().changes > 0;
}

/** A snippet's code items in the order they were added. */
export function itemsOf(db: Db, snippetId: string): SnippetItemRow[] {
  return db.select().from(snippetItems).where(eq(snippetItems.snippetId, snippetId)).orderBy(asc(snippetItems.createdAt), sql`rowid`).all();
}

export function findItem(db: Db, snippetId: string, id: string): SnippetItemRow | undefined {
  return db.select().from(snippetItems).where(and(eq(snippetItems.id, id), eq(snippetItems.snippetId, snippetId))).get();
}

export function insertItem(db: Db, row: NewSnippetItemRow): SnippetItemRow {
  return db.insert(snippetItems).values(row).returning().get();
}

export function updateItem(
  db: Db,
  id: string,
  values: Pick<SnippetItemRow, 'snippetCode' | 'snippetFilename' | 'snippetLanguage' | 'updatedAt'>,
): SnippetItemRow | undefined {
  return db.update(snippetItems).set(values).where(eq(snippetItems.id, id)).returning().get();
}

export function deleteItem(db: Db, snippetId: string, id: string): boolean {
  return db.delete(snippetItems).where(and(eq(snippetItems.id, id), eq(snippetItems.snippetId, snippetId))).run().changes > 0;
}
