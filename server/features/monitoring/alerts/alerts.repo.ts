import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { alertChannels, alertSettings, monitorAlertChannels, type AlertChannelRow, type AlertSettingsRow } from '../../../db/schema/index.js';

/** Queries on alert channels and quiet hours. */

export function userChannels(db: Db, userId: string): AlertChannelRow[] {
  return db.select().from(alertChannels).where(eq(alertChannels.userId, userId)).orderBy(asc(alertChannels.createdAt)).all();
}

export function ownChannel(db: Db, userId: string, id: string): AlertChannelRow | undefined {
  return db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
    .get();
}

export function insertChannel(db: Db, row: typeof alertChannels.$inferInsert): AlertChannelRow {
  return db.insert(alertChannels).values(row).returning().get();
}

export function updateChannel(db: Db, userId: string, id: string, values: Partial<typeof alertChannels.$inferInsert>): AlertChannelRow | undefined {
  return db
    .update(alertChannels)
    .set(values)
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
    .returning()
    .get();
}

export function deleteChannel(db: Db, userId: string, id: string): boolean {
  return db
    .delete(alertChannels)
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
    .run().changes > 0;
}

export function settingsOf(db: Db, userId: string): AlertSettingsRow | undefined {
  return db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).get();
}

export function saveSettings(db: Db, row: AlertSettingsRow): void {
  db.insert(alertSettings).values(row).onConflictDoUpdate({ target: alertSettings.userId, set: row }).run();
}

export function markSent(db: Db, id: string, at: string): void {
  db.update(alertChannels).set({ lastSentAt: at }).where(eq(alertChannels.id, id)).run();
}

export function markFailed(db: Db, id: string, error: string, at: string): void {
  db.update(alertChannels).set({ lastError: error.slice(0, 500), lastErrorAt: at }).where(eq(alertChannels.id, id)).run();
}

/** The channels a monitor alerts when it has its own choice (an Uptime Kuma import); empty: every channel. */
export function channelsOfMonitor(db: Db, monitorId: string): Set<string> {
  const rows = db.select({ id: monitorAlertChannels.channelId }).from(monitorAlertChannels).where(eq(monitorAlertChannels.monitorId, monitorId)).all();
  return new Set(rows.map((row) => row.id));
}

export function linkMonitorChannels(db: Db, monitorId: string, channelIds: string[]): void {
  if (channelIds.length === 0) return;
  db.insert(monitorAlertChannels)
    .values(channelIds.map((channelId) => ({ monitorId, channelId })))
    .onConflictDoNothing()
    .run();
}

export function replaceMonitorChannels(db: Db, monitorId: string, channelIds: string[]): void {
  db.transaction(() => {
    db.delete(monitorAlertChannels).where(eq(monitorAlertChannels.monitorId, monitorId)).run();
    linkMonitorChannels(db, monitorId, channelIds);
  });
}
