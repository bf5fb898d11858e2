import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { streamPins } from '../../db/schema/index.js';

export function pinnedIds(db: Db, userId: string): string[] {
  return db
    .select({ listingId: streamPins.listingId })
    .from(streamPins)
    .where(eq(streamPins.userId, userId))
    .orderBy(asc(streamPins.pinnedAt), sql`rowid`)
    .all()
    .map((row) => row.listingId);
}

export function insertPin(db: Db, userId: string, listingId: string, pinnedAt: string): void {
  db.insert(streamPins).values({ userId, listingId, pinnedAt }).onConflictDoNothing().run();
}

export function deletePins(db: Db, userId: string, listingIds: string[]): void {
  if (!listingIds.length) return;
  db.delete(streamPins).where(and(eq(streamPins.userId, userId), inArray(streamPins.listingId, listingIds))).run();
}
