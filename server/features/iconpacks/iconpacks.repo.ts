import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { iconPacks, type IconPackRow } from '../../db/schema/index.js';

export type NewIconPackRow = typeof iconPacks.$inferInsert;

const visibleTo = (userId: string) => or(isNull(iconPacks.userId), eq(iconPacks.userId, userId));

/** Global packs first, then the user's own, each oldest first. */
export function findVisiblePacks(db: Db, userId: string): IconPackRow[] {
  return visiblePacksQuery(db).all({ userId });
}

/** Part of every dashboard answer, so prepared once. */
const visiblePacksQuery = preparedPerDb((db) =>
  db
    .select()
    .from(iconPacks)
    .where(or(isNull(iconPacks.userId), eq(iconPacks.userId, sql.placeholder('userId'))))
    .orderBy(sql`${iconPacks.userId} is not null`, asc(iconPacks.createdAt), sql`rowid`)
    .prepare(),
);

export function findVisiblePack(db: Db, id: string, userId: string): IconPackRow | undefined {
  return db
    .select()
    .from(iconPacks)
    .where(and(eq(iconPacks.id, id), visibleTo(userId)))
    .get();
}

export function findOwnPack(db: Db, id: string, userId: string): IconPackRow | undefined {
  return db
    .select()
    .from(iconPacks)
    .where(and(eq(iconPacks.id, id), eq(iconPacks.userId, userId)))
    .get();
}

export function insertIconPack(db: Db, row: NewIconPackRow): IconPackRow {
  return db.insert(iconPacks).values(row).returning().get();
}

export function deleteIconPackRow(db: Db, id: string): void {
  db.delete(iconPacks).where(eq(iconPacks.id, id)).run();
}
