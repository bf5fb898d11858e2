import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authenticators, listings, networkDevices, pages, todoItems, users } from '../../db/schema/index.js';

/** A document of search_index with its score (lower is better): 0 matched by name, 1 by its text. */
export interface IndexMatch {
  seq: number;
  score: number;
}

/** The kinds search_refs knows (the 0013_search_index migration's triggers write them). */
export type RefKind = 'listing' | 'todo' | 'page' | 'device' | 'totp' | 'user';

/** The owner token the index's `scope` column holds, as the triggers write it ('u' + hex). */
export function ownerToken(userId: string): string {
  return `"u${Buffer.from(userId, 'utf8').toString('hex')}"`;
}

/**
 * Documents of the palette index for an already safe MATCH text, newest first. Unranked on
 * purpose: bm25 reads every match (44,000 for a common word among 100,000 items, ~30 ms);
 * the service ranks the few it keeps by how their names meet the query instead.
 */
export function matchIndex(db: Db, match: string, limit: number, options: { cameras: boolean }): number[] {
  // Cameras carry no kind in the index's scope (unlike devices and 2FA entries), so with Stream
  // Hub off each candidate is looked up by key instead: two primary-key reads per document read,
  // and a pile of matching cameras still cannot fill the candidates.
  const cameras = options.cameras
    ? sql``
    : sql` AND NOT EXISTS (SELECT 1 FROM search_refs r JOIN listings l ON l.id = r.ref WHERE r.seq = search_index.rowid AND r.kind = 'listing' AND l.listing_type = 'stream')`;
  return db.all<{ seq: number }>(sql`SELECT rowid AS seq FROM search_index WHERE search_index MATCH ${match}${cameras} ORDER BY rowid DESC LIMIT ${limit}`).map((row) => row.seq);
}

/** Snippets of the user (through the snippets' own index), newest change first, unranked (see matchIndex). */
export function matchSnippets(db: Db, match: string, limit: number): { seq: number; id: string; title: string; listingId: string }[] {
  return db.all(
    sql`SELECT s.seq AS seq, s.id AS id, s.snippet_title AS title, s.listing_id AS listingId
        FROM (SELECT rowid FROM snippet_search WHERE snippet_search MATCH ${match} ORDER BY rowid DESC LIMIT ${limit}) m
        JOIN snippets s ON s.seq = m.rowid`,
  );
}

/** Words of the index starting with `first` (the typo fallback keeps a term's first letter). */
export function vocabularyFrom(db: Db, first: string, limit: number): string[] {
  const rows = db.all<{ term: string }>(sql`SELECT term FROM search_vocab WHERE term >= ${first} AND term < ${`${first}\u{10FFFF}`} LIMIT ${limit}`);
  return rows.map((row) => row.term);
}

export function refsOf(db: Db, seqs: number[]): { seq: number; kind: RefKind; ref: string }[] {
  if (seqs.length === 0) return [];
  return db.all(sql`SELECT seq, kind, ref FROM search_refs WHERE seq IN (${sql.join(seqs.map((s) => sql`${s}`), sql`, `)})`);
}

/**
 * The rows behind matched documents, each read with its owner check once more. The rows are
 * found by id and the owner compared here: in SQL, `user_id = ? AND id IN (…)` lets SQLite walk
 * the user's index (every row the user has) instead of looking up the few ids.
 */
function owned<T extends { userId: string }>(rows: T[], userId: string): Omit<T, 'userId'>[] {
  return rows.filter((row) => row.userId === userId).map(({ userId: _owner, ...rest }) => rest);
}

export function listingsByIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({ userId: listings.userId, id: listings.id, type: listings.listingType, name: listings.listingName, url: listings.listingUrl, localUrl: listings.localUrl, description: listings.description, parentId: listings.parentId })
    .from(listings)
    .where(inArray(listings.id, ids))
    .all();
  return owned(rows, userId);
}

export function listingNames(db: Db, userId: string, ids: string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ userId: listings.userId, id: listings.id, name: listings.listingName }).from(listings).where(inArray(listings.id, ids)).all();
  return new Map(owned(rows, userId).map((row) => [row.id, row.name]));
}

export function todosByIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({ userId: todoItems.userId, id: todoItems.id, name: todoItems.todoItem, completed: todoItems.completed, listingId: todoItems.listingId })
    .from(todoItems)
    .where(inArray(todoItems.id, ids))
    .all();
  return owned(rows, userId);
}

export function pagesByIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return owned(db.select({ userId: pages.userId, id: pages.id, name: pages.pageTitle }).from(pages).where(inArray(pages.id, ids)).all(), userId);
}

export function devicesByIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({ userId: networkDevices.userId, id: networkDevices.id, name: networkDevices.deviceName, ip: networkDevices.deviceIp, canWake: networkDevices.supportsWol })
    .from(networkDevices)
    .where(inArray(networkDevices.id, ids))
    .all();
  return owned(rows, userId);
}

/** 2FA entries by name only: the sealed secret is never selected. */
export function totpByIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({ userId: authenticators.userId, id: authenticators.id, name: authenticators.serviceName, account: authenticators.accountName })
    .from(authenticators)
    .where(inArray(authenticators.id, ids))
    .all();
  return owned(rows, userId);
}

export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.username, fullName: users.fullName }).from(users).where(inArray(users.id, ids)).all();
}
