import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, monitors, networkDevices, users, type ListingRow, type MonitorRow, type NetworkDeviceRow, type NewMonitorRow, type UserRow } from '../../db/schema/index.js';
import type { StateUpdate } from './history-store.js';

/** Queries on monitors and their targets; the rules are in monitoring.service.ts. */

export function ownMonitor(db: Db, userId: string, id: string): MonitorRow | undefined {
  return db.select().from(monitors).where(and(eq(monitors.id, id), eq(monitors.userId, userId))).get();
}

export function monitorById(db: Db, id: string): MonitorRow | undefined {
  return db.select().from(monitors).where(eq(monitors.id, id)).get();
}

export function userMonitors(db: Db, userId: string): MonitorRow[] {
  return db.select().from(monitors).where(eq(monitors.userId, userId)).all();
}

/** What the scheduler needs to place every monitor at start. */
export function scheduleRows(db: Db): Pick<MonitorRow, 'id' | 'intervalSeconds'>[] {
  return db.select({ id: monitors.id, intervalSeconds: monitors.intervalSeconds }).from(monitors).all();
}

export function monitorOfListing(db: Db, listingId: string): MonitorRow | undefined {
  return db.select().from(monitors).where(eq(monitors.listingId, listingId)).get();
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

export function updateMonitorState(db: Db, id: string, update: StateUpdate): void {
  db.update(monitors).set(update).where(eq(monitors.id, id)).run();
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

export function monitorContext(db: Db, id: string): MonitorContext | undefined {
  const row = db
    .select({ monitor: monitors, owner: users, listing: listings, device: networkDevices })
    .from(monitors)
    .innerJoin(users, eq(users.id, monitors.userId))
    .leftJoin(listings, eq(listings.id, monitors.listingId))
    .leftJoin(networkDevices, eq(networkDevices.id, monitors.deviceId))
    .where(eq(monitors.id, id))
    .get();
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
