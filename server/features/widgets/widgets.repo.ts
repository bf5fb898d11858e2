import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { widgets, type NewWidgetRow, type WidgetRow } from '../../db/schema/index.js';

/** The home is the area without a page. */
function inArea(userId: string, pageId: string | null) {
  return and(eq(widgets.userId, userId), pageId === null ? isNull(widgets.pageId) : eq(widgets.pageId, pageId));
}

export function listWidgets(db: Db, userId: string, pageId: string | null): WidgetRow[] {
  return db.select().from(widgets).where(inArea(userId, pageId)).orderBy(asc(widgets.position), asc(widgets.createdAt)).all();
}

export function countAndLastPosition(db: Db, userId: string, pageId: string | null): { count: number; last: number } {
  const rows = db.select({ id: widgets.id, position: widgets.position }).from(widgets).where(inArea(userId, pageId)).all();
  const last = db.select({ last: max(widgets.position) }).from(widgets).where(inArea(userId, pageId)).get()?.last;
  return { count: rows.length, last: last ?? -1 };
}

/** Only the owner's row: another user's id reads as missing. */
export function findOwnWidget(db: Db, userId: string, id: string): WidgetRow | undefined {
  return db.select().from(widgets).where(and(eq(widgets.id, id), eq(widgets.userId, userId))).get();
}

export function insertWidget(db: Db, row: NewWidgetRow): WidgetRow {
  return db.insert(widgets).values(row).returning().get();
}

export function updateWidgetConfig(db: Db, userId: string, id: string, config: Record<string, unknown>, updatedAt: string): WidgetRow | undefined {
  return db.update(widgets).set({ config, updatedAt }).where(and(eq(widgets.id, id), eq(widgets.userId, userId))).returning().get();
}

export function deleteWidget(db: Db, userId: string, id: string): boolean {
  return db.delete(widgets).where(and(eq(widgets.id, id), eq(widgets.userId, userId))).run().changes > 0;
}

/** Positions follow the given order, in one transaction. */
export function setPositions(db: Db, userId: string, ids: string[]): void {
  db.transaction((tx) => {
    ids.forEach((id, position) => {
      tx.update(widgets).set({ position }).where(and(eq(widgets.id, id), eq(widgets.userId, userId))).run();
    });
  });
}
