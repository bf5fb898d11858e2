import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { devicePower, type DevicePowerRow, type NewDevicePowerRow } from '../../../db/schema/index.js';

export function powerOf(db: Db, userId: string, deviceId: string): DevicePowerRow | undefined {
  return db.select().from(devicePower).where(and(eq(devicePower.deviceId, deviceId), eq(devicePower.userId, userId))).get();
}

export function powerOfUser(db: Db, userId: string): DevicePowerRow[] {
  return db.select().from(devicePower).where(eq(devicePower.userId, userId)).all();
}

export function upsertPower(db: Db, row: NewDevicePowerRow): DevicePowerRow {
  const { deviceId: _id, createdAt: _created, ...changes } = row;
  return db.insert(devicePower).values(row).onConflictDoUpdate({ target: devicePower.deviceId, set: changes }).returning().get();
}

export function pinHostKey(db: Db, deviceId: string, hostKey: string | null): void {
  db.update(devicePower).set({ hostKey }).where(eq(devicePower.deviceId, deviceId)).run();
}

export function deletePower(db: Db, userId: string, deviceId: string): boolean {
  return db.delete(devicePower).where(and(eq(devicePower.deviceId, deviceId), eq(devicePower.userId, userId))).run().changes > 0;
}
