import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, users, type ApiKeyRow, type UserRow } from '../../db/schema/index.js';

export function insertApiKey(db: Db, row: ApiKeyRow): void {
  db.insert(apiKeys).values(row).run();
}

export function listUserKeys(db: Db, userId: string): ApiKeyRow[] {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt)).all();
}

export function countUserKeys(db: Db, userId: string): number {
  return db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId)).get()?.n ?? 0;
}

/** Deletes one of the user's keys; answers whether there was one. */
export function deleteUserKey(db: Db, userId: string, id: string): boolean {
  return db.delete(apiKeys).where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id))).run().changes > 0;
}

/** The key with that id and its owner, or undefined. */
export function findKeyWithUser(db: Db, id: string): { key: ApiKeyRow; user: UserRow } | undefined {
  return db.select({ key: apiKeys, user: users }).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).where(eq(apiKeys.id, id)).get();
}

export function touchKey(db: Db, id: string, lastUsedAt: string): void {
  db.update(apiKeys).set({ lastUsedAt }).where(eq(apiKeys.id, id)).run();
}
