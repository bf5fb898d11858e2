import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { deviceScheduleRuns, deviceSchedules, type DeviceScheduleRow, type DeviceScheduleRunRow, type NewDeviceScheduleRow } from '../../../db/schema/index.js';

/** Runs kept per schedule: enough to see the last weeks of a daily one. */
export const runsKept = 50;

export function userSchedules(db: Db, userId: string): DeviceScheduleRow[] {
  return db.select().from(deviceSchedules).where(eq(deviceSchedules.userId, userId)).orderBy(asc(deviceSchedules.createdAt)).all();
}

export function enabledSchedules(db: Db): DeviceScheduleRow[] {
  return db.select().from(deviceSchedules).where(eq(deviceSchedules.enabled, true)).all();
}

export function ownSchedule(db: Db, userId: string, id: string): DeviceScheduleRow | undefined {
  return db.select().from(deviceSchedules).where(and(eq(deviceSchedules.id, id), eq(deviceSchedules.userId, userId))).get();
}

export function insertSchedule(db: Db, row: NewDeviceScheduleRow): DeviceScheduleRow {
  return db.insert(deviceSchedules).values(row).returning().get();
}

export function updateSchedule(db: Db, userId: string, id: string, values: Partial<NewDeviceScheduleRow>): DeviceScheduleRow | undefined {
  return db.update(deviceSchedules).set(values).where(and(eq(deviceSchedules.id, id), eq(deviceSchedules.userId, userId))).returning().get();
}

export function deleteSchedule(db: Db, userId: string, id: string): boolean {
  return db.delete(deviceSchedules).where(and(eq(deviceSchedules.id, id), eq(deviceSchedules.userId, userId))).run().changes > 0;
}

/** Marks the minute as taken; false when another tick already took it (a minute never runs twice). */
export function claimMinute(db: Db, id: string, minute: number): boolean {
  const earlier = or(isNull(deviceSchedules.lastRunAt), lt(deviceSchedules.lastRunAt, minute));
  return db.update(deviceSchedules).set({ lastRunAt: minute }).where(and(eq(deviceSchedules.id, id), earlier)).run().changes > 0;
}

export function addRun(db: Db, run: Omit<DeviceScheduleRunRow, 'id'>): void {
  db.transaction((tx) => {
    tx.insert(deviceScheduleRuns).values(run).run();
    const keep = tx.select({ id: deviceScheduleRuns.id }).from(deviceScheduleRuns).where(eq(deviceScheduleRuns.scheduleId, run.scheduleId)).orderBy(desc(deviceScheduleRuns.id)).limit(1).offset(runsKept - 1).get();
    if (keep) tx.delete(deviceScheduleRuns).where(and(eq(deviceScheduleRuns.scheduleId, run.scheduleId), lt(deviceScheduleRuns.id, keep.id))).run();
  });
}

export function runsOf(db: Db, scheduleIds: string[]): DeviceScheduleRunRow[] {
  if (scheduleIds.length === 0) return [];
  return db.select().from(deviceScheduleRuns).where(inArray(deviceScheduleRuns.scheduleId, scheduleIds)).orderBy(desc(deviceScheduleRuns.id)).all();
}
