import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { networkDevices, type NetworkDeviceRow, type NewNetworkDeviceRow } from '../../db/schema/index.js';

export function listDevices(db: Db, userId: string): NetworkDeviceRow[] {
  return db.select().from(networkDevices).where(eq(networkDevices.userId, userId)).orderBy(asc(networkDevices.sortOrder), asc(networkDevices.createdAt)).all();
}

/** The user's device, or undefined for a missing id and for another user's alike. */
export function findDevice(db: Db, userId: string, id: string): NetworkDeviceRow | undefined {
  return db.select().from(networkDevices).where(and(eq(networkDevices.id, id), eq(networkDevices.userId, userId))).get();
}

export function insertDevice(db: Db, row: NewNetworkDeviceRow): NetworkDeviceRow {
  return db.insert(networkDevices).values(row).returning().get();
}

export function updateDevice(db: Db, userId: string, id: string, values: Partial<NewNetworkDeviceRow>): boolean {
  return db.update(networkDevices).set(values).where(and(eq(networkDevices.id, id), eq(networkDevices.userId, userId))).run().changes > 0;
}

export function deleteDevice(db: Db, userId: string, id: string): boolean {
  return db.delete(networkDevices).where(and(eq(networkDevices.id, id), eq(networkDevices.userId, userId))).run().changes > 0;
}

/** Sort order = position in `ids`; ids that are not the user's are skipped. */
export function reorderDevices(db: Db, userId: string, ids: string[]): void {
  db.transaction((tx) => {
    const owned = new Set(
      tx.select({ id: networkDevices.id }).from(networkDevices).where(and(eq(networkDevices.userId, userId), inArray(networkDevices.id, ids))).all().map((r) => r.id),
    );
    ids.forEach((id, index) => {
      if (owned.has(id)) tx.update(networkDevices).set({ sortOrder: index }).where(eq(networkDevices.id, id)).run();
    });
  });
}

/** Writes a check's result back; lastSeenAt moves only when the device answered. */
export function saveLiveness(db: Db, id: string, alive: boolean, at: string): void {
  const values = alive ? { isAlive: true, lastSeenAt: at, lastCheckedAt: at } : { isAlive: false, lastCheckedAt: at };
  db.update(networkDevices).set(values).where(eq(networkDevices.id, id)).run();
}
