import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { icons, type IconRow } from '../../db/schema/index.js';

export function insertIcon(db: Db, row: IconRow): IconRow {
  return db.insert(icons).values(row).returning().get();
}

/** All of a user's icons, oldest first. */
export function allUserIcons(db: Db, userId: string): IconRow[] {
  return db.select().from(icons).where(eq(icons.userId, userId)).orderBy(asc(icons.createdAt), asc(sql`rowid`)).all();
}

/** One page of a user's icons, newest first (rowid breaks ties within the same millisecond). */
export function findUserIcons(db: Db, userId: string, offset: number, limit: number): IconRow[] {
  return db
    .select()
    .from(icons)
    .where(eq(icons.userId, userId))
    .orderBy(desc(icons.createdAt), desc(sql`rowid`))
    .limit(limit)
    .offset(offset)
    .all();
}

export function findOwnIcon(db: Db, userId: string, id: string): IconRow | undefined {
  return db
    .select()
    .from(icons)
    .where(and(eq(icons.id, id), eq(icons.userId, userId)))
    .get();
}

export function deleteIconRow(db: Db, id: string): void {
  db.delete(icons).where(eq(icons.id, id)).run();
}
