import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { listings, monitors, networkDevices, users, type ListingRow, type MonitorRow, type NetworkDeviceRow, type NewMonitorRow, type UserRow } from '../../db/schema/index.js';
import type { StateUpdate } from './history-store.js';

/** Queries on monitors and their targets; the rules are in monitoring.service.ts. */

export function ownMonitor(db: Db, userId: string, id: string): MonitorRow | undefined {
  return db.select().from(monitors).where(and(eq(monitors.id, id), eq(monitors.userId, userId))).get();
}

export function monitorById(db: Db, id: string): MonitorRow | undefined {
  return db.select().from(monitors).where(eq(monitors.id, id)).get();
}

const existsQuery = preparedPerDb((db) =>
  db
    .select({ id: monitors.id })
    .from(monitors)
    .where(eq(monitors.id, sql.placeholder('id')))
    .prepare(),
);

/** Whether the monitor still exists (asked after every check: prepared once). */
export function monitorExists(db: Db, id: string): boolean {
  return existsQuery(db).get({ id }) !== undefined;
}

export function userMonitors(db: Db, userId: string): MonitorRow[] {
  return db.select().from(monitors).where(eq(monitors.userId, userId)).all();
}

/** What the scheduler needs to place every monitor at start. */
export function scheduleRows(db: Db): Pick<MonitorRow, 'id' | 'intervalSeconds' | 'userId'>[] {
  return db.select({ id: monitors.id, intervalSeconds: monitors.intervalSeconds, userId: monitors.userId }).from(monitors).all();
}

export function countUserMonitors(db: Db, userId: string): number {
  return db.select({ n: sql<number>`count(*)` }).from(monitors).where(eq(monitors.userId, userId)).get()?.n ?? 0;
}

/** A link has at most one monitor per kind (its HTTP check, its container). */
export function monitorOfListing(db: Db, listingId: string, kind: MonitorRow['kind']): MonitorRow | undefined {
  return db.select().from(monitors).where(and(eq(monitors.listingId, listingId), eq(monitors.kind, kind))).get();
}

export function monitorOfDevice(db: Db, deviceId: string): MonitorRow | undefined {
  return db.select().from(monitors).where(eq(monitors.deviceId, deviceId)).get();
}

export function insertMonitor(db: Db, row: NewMonitorRow): MonitorRow {
  return db.insert(monitors).values(row).returning().get();
}

export function updateMonitor(db: Db, userId: string, id: string, values: Partial<NewMonitorRow>): MonitorRow | undefined {
  return db
    .update(monitors)
    .set(values)
    .where(and(eq(monitors.id, id), eq(monitors.userId, userId)))
    .returning()
    .get();
}

const stateQuery = preparedPerDb((db) =>
  db
    .update(monitors)
    .set({
      state: sql`${sql.placeholder('state')}`,
      failures: sql`${sql.placeholder('failures')}`,
      successes: sql`${sql.placeholder('successes')}`,
      lastCheckedAt: sql`${sql.placeholder('lastCheckedAt')}`,
      lastLatencyMs: sql`${sql.placeholder('lastLatencyMs')}`,
      lastOk: sql`${sql.placeholder('lastOk')}`,
      lastMessage: sql`${sql.placeholder('lastMessage')}`,
      changedAt: sql`coalesce(${sql.placeholder('changedAt')}, ${monitors.changedAt})`,
      certExpiresAt: sql`coalesce(${sql.placeholder('certExpiresAt')}, ${monitors.certExpiresAt})`,
      certWarnedFor: sql`coalesce(${sql.placeholder('certWarnedFor')}, ${monitors.certWarnedFor})`,
    })
    .where(eq(monitors.id, sql.placeholder('id')))
    .prepare(),
);

/** Writes a check's state (prepared once: the recorder writes it for every monitor every few seconds). Absent optional fields keep their value. */
export function updateMonitorState(db: Db, id: string, update: StateUpdate): void {
  stateQuery(db).run({
    id,
    state: update.state,
    failures: update.failures,
    successes: update.successes,
    lastCheckedAt: update.lastCheckedAt ?? null,
    lastLatencyMs: update.lastLatencyMs ?? null,
    lastOk: update.lastOk === undefined || update.lastOk === null ? null : update.lastOk ? 1 : 0,
    lastMessage: update.lastMessage ?? null,
    changedAt: update.changedAt ?? null,
    certExpiresAt: update.certExpiresAt ?? null,
    certWarnedFor: update.certWarnedFor ?? null,
  });
}

export function setLastPush(db: Db, id: string, at: number): void {
  db.update(monitors).set({ lastPushAt: at }).where(eq(monitors.id, id)).run();
}

export function deleteMonitor(db: Db, userId: string, id: string): boolean {
  return db
    .delete(monitors)
    .where(and(eq(monitors.id, id), eq(monitors.userId, userId)))
    .run().changes > 0;
}

/** A monitor with everything a check needs: its owner (feature flags, role) and its target row. */
export interface MonitorContext {
  monitor: MonitorRow;
  owner: UserRow;
  listing: ListingRow | null;
  device: NetworkDeviceRow | null;
}

const contextQuery = preparedPerDb((db) =>
  db
    .select({ monitor: monitors, owner: users, listing: listings, device: networkDevices })
    .from(monitors)
    .innerJoin(users, eq(users.id, monitors.userId))
    .leftJoin(listings, eq(listings.id, monitors.listingId))
    .leftJoin(networkDevices, eq(networkDevices.id, monitors.deviceId))
    .where(eq(monitors.id, sql.placeholder('id')))
    .prepare(),
);

/** A monitor with its owner and target (every check reads it first: prepared once). */
export function monitorContext(db: Db, id: string): MonitorContext | undefined {
  const row = contextQuery(db).get({ id });
  return row ? { monitor: row.monitor, owner: row.owner, listing: row.listing, device: row.device } : undefined;
}

/** Every monitor of one user with its target, for the summary. */
export function userMonitorContexts(db: Db, userId: string): Omit<MonitorContext, 'owner'>[] {
  return db
    .select({ monitor: monitors, listing: listings, device: networkDevices })
    .from(monitors)
    .leftJoin(listings, eq(listings.id, monitors.listingId))
    .leftJoin(networkDevices, eq(networkDevices.id, monitors.deviceId))
    .where(eq(monitors.userId, userId))
    .all();
}
