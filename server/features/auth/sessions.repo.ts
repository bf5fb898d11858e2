import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';

export function insertSession(db: Db, row: SessionRow): void {
  db.insert(sessions).values(row).run();
}

/** Every request checks its token, so this one is prepared once. */
const liveSessionQuery = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare(),
);

/** The live session for a token hash with its user, or undefined when missing or expired. */
export function findLiveSession(db: Db, tokenHash: string, now: string): { session: SessionRow; user: UserRow } | undefined {
  return liveSessionQuery(db).get({ tokenHash, now });
}

export function touchSession(db: Db, tokenHash: string, values: { lastUsedAt: string; expiresAt: string; address?: string }): void {
  db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash)).run();
}

/** The user's live sessions, most recently seen first. */
export function listUserSessions(db: Db, userId: string, now: string): SessionRow[] {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt))
    .all();
}

export function deleteSession(db: Db, tokenHash: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
}

export function deleteUserSessions(db: Db, userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** Deletes sessions that expired before `now`; answers how many. */
export function deleteExpiredSessions(db: Db, now: string): number {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}
