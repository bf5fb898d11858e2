import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { icons, type IconRow } from '../../db/schema/index.js';

export function insertIcon(db: Db, row: IconRow): IconRow {
  return db.insert(icons).values(row).returning().get();
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
