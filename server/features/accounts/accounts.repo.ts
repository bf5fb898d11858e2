import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { icons, sessions, users, type UserRow } from '../../db/schema/index.js';

export function listUsers(db: Db): UserRow[] {
  return db.select().from(users).orderBy(asc(users.username)).all();
}

export function countSuperAdmins(db: Db): number {
  return db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.isSuperAdmin, true)).get()?.n ?? 0;
}

/** The file names of a user's uploaded icons (under <dataDir>/uploads). */
export function userIconPaths(db: Db, userId: string): string[] {
  return db.select({ iconPath: icons.iconPath }).from(icons).where(eq(icons.userId, userId)).all().map((r) => r.iconPath);
}

/**
 * One statement: every user-owned table references users(id) ON DELETE CASCADE, so listings, todos,
 * pages, icons, packs, devices, authenticator entries, snippets and sessions go with the user.
 */
export function deleteUserRow(db: Db, id: string): number {
  return db.delete(users).where(eq(users.id, id)).run().changes;
}

/** Signs the user out everywhere except the session with this token hash (if any). */
export function deleteSessionsExcept(db: Db, userId: string, keepTokenHash: string | null): void {
  const mine = eq(sessions.userId, userId);
  db.delete(sessions)
    .where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine)
    .run();
}
