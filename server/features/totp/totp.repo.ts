import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authenticators, type AuthenticatorRow } from '../../db/schema/index.js';

export type NewAuthenticator = typeof authenticators.$inferInsert;

export function listRows(db: Db, userId: string): AuthenticatorRow[] {
  return db.select().from(authenticators).where(eq(authenticators.userId, userId)).orderBy(asc(authenticators.sortOrder), asc(authenticators.createdAt)).all();
}

export function findRow(db: Db, userId: string, id: string): AuthenticatorRow | undefined {
  return db.select().from(authenticators).where(and(eq(authenticators.id, id), eq(authenticators.userId, userId))).get();
}

export function hasDigest(db: Db, userId: string, digest: string): boolean {
  return db.select({ id: authenticators.id }).from(authenticators).where(and(eq(authenticators.userId, userId), eq(authenticators.secretDigest, digest))).get() !== undefined;
}

/** The sort order after the user's last entry, so a new one goes to the end. */
export function nextSortOrder(db: Db, userId: string): number {
  const row = db.select({ last: sql<number | null>`max(${authenticators.sortOrder})` }).from(authenticators).where(eq(authenticators.userId, userId)).get();
  return (row?.last ?? -1) + 1;
}

export function insertRow(db: Db, row: NewAuthenticator): void {
  db.insert(authenticators).values(row).run();
}

export function updateRow(db: Db, userId: string, id: string, values: Partial<NewAuthenticator>): boolean {
  return db.update(authenticators).set(values).where(and(eq(authenticators.id, id), eq(authenticators.userId, userId))).run().changes > 0;
}

export function deleteRow(db: Db, userId: string, id: string): boolean {
  return db.delete(authenticators).where(and(eq(authenticators.id, id), eq(authenticators.userId, userId))).run().changes > 0;
}
