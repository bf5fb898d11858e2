import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarSources, listings, type CalendarSourceRow, type ListingRow, type NewCalendarSourceRow } from '../../db/schema/index.js';

/** Queries for the calendar widget; the rules are in calendar.service.ts. */

export function listSources(db: Db, userId: string): CalendarSourceRow[] {
  return db.select().from(calendarSources).where(eq(calendarSources.userId, userId)).orderBy(asc(calendarSources.createdAt), asc(calendarSources.id)).all();
}

export function countSources(db: Db, userId: string): number {
  return db.select({ n: count() }).from(calendarSources).where(eq(calendarSources.userId, userId)).get()?.n ?? 0;
}

export function insertSource(db: Db, row: NewCalendarSourceRow): CalendarSourceRow {
  return db.insert(calendarSources).values(row).returning().get();
}

export function deleteSource(db: Db, userId: string, id: string): boolean {
  return db.delete(calendarSources).where(and(eq(calendarSources.userId, userId), eq(calendarSources.id, id))).run().changes > 0;
}

/** The user's links whose integration is one of `appIds`. */
export function linksWithApps(db: Db, userId: string, appIds: readonly string[]): ListingRow[] {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(sql`${listings.integration} ->> '$.appId'`, [...appIds])))
    .orderBy(asc(listings.listingName))
    .all();
}
