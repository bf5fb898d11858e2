import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { maintenanceWindows, type MaintenanceRow } from '../../../db/schema/index.js';

/** Queries on maintenance windows; every one filters on the owner. */

export function userWindows(db: Db, userId: string): MaintenanceRow[] {
  return db.select().from(maintenanceWindows).where(eq(maintenanceWindows.userId, userId)).orderBy(asc(maintenanceWindows.createdAt)).all();
}

export function ownWindow(db: Db, userId: string, id: string): MaintenanceRow | undefined {
  return db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.id, id), eq(maintenanceWindows.userId, userId)))
    .get();
}

export function insertWindow(db: Db, row: typeof maintenanceWindows.$inferInsert): MaintenanceRow {
  return db.insert(maintenanceWindows).values(row).returning().get();
}

export function updateWindow(db: Db, userId: string, id: string, values: Partial<typeof maintenanceWindows.$inferInsert>): MaintenanceRow | undefined {
  return db
    .update(maintenanceWindows)
    .set(values)
    .where(and(eq(maintenanceWindows.id, id), eq(maintenanceWindows.userId, userId)))
    .returning()
    .get();
}

export function deleteWindow(db: Db, userId: string, id: string): boolean {
  return db
    .delete(maintenanceWindows)
    .where(and(eq(maintenanceWindows.id, id), eq(maintenanceWindows.userId, userId)))
    .run().changes > 0;
}
