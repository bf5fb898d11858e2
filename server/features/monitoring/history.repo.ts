import { and, asc, between, desc, eq, gte, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { appMeta, monitorDays, monitorIncidents, monitorResults, type IncidentRow } from '../../db/schema/index.js';

/** Queries on the packed history tables only; the rules are in history-store.ts. */

// The recorder reads and writes an hour row for every monitor every few seconds: prepared once.
const hourQuery = preparedPerDb((db) =>
  db
    .select({ data: monitorResults.data })
    .from(monitorResults)
    .where(and(eq(monitorResults.monitorId, sql.placeholder('monitorId')), eq(monitorResults.hour, sql.placeholder('hour'))))
    .prepare(),
);
const saveHourQuery = preparedPerDb((db) =>
  db
    .insert(monitorResults)
    .values({ monitorId: sql.placeholder('monitorId'), hour: sql.placeholder('hour'), data: sql.placeholder('data') })
    .onConflictDoUpdate({ target: [monitorResults.monitorId, monitorResults.hour], set: { data: sql`excluded.data` } })
    .prepare(),
);

export function hourRow(db: Db, monitorId: string, hour: number): Buffer | undefined {
  return hourQuery(db).get({ monitorId, hour })?.data;
}

export function saveHourRow(db: Db, monitorId: string, hour: number, data: Buffer): void {
  saveHourQuery(db).run({ monitorId, hour, data });
}

/** One monitor's results from `fromHour` to `toHour`: one range read of the (monitor, hour) key. */
export function hourRows(db: Db, monitorId: string, fromHour: number, toHour: number): { hour: number; data: Buffer }[] {
  return db
    .select({ hour: monitorResults.hour, data: monitorResults.data })
    .from(monitorResults)
    .where(and(eq(monitorResults.monitorId, monitorId), between(monitorResults.hour, fromHour, toHour)))
    .orderBy(asc(monitorResults.hour))
    .all();
}

/** Every monitor's results of these hours (the rollup). */
export function allHourRows(db: Db, fromHour: number, toHour: number): { monitorId: string; hour: number; data: Buffer }[] {
  return db.select().from(monitorResults).where(between(monitorResults.hour, fromHour, toHour)).all();
}

export function dayRow(db: Db, monitorId: string, day: number): Buffer | undefined {
  return db.select({ data: monitorDays.data }).from(monitorDays).where(and(eq(monitorDays.monitorId, monitorId), eq(monitorDays.day, day))).get()?.data;
}

export function saveDayRow(db: Db, monitorId: string, day: number, data: Buffer): void {
  db.insert(monitorDays).values({ monitorId, day, data }).onConflictDoUpdate({ target: [monitorDays.monitorId, monitorDays.day], set: { data } }).run();
}

const dayRowsQuery = preparedPerDb((db) =>
  db
    .select({ day: monitorDays.day, data: monitorDays.data })
    .from(monitorDays)
    .where(and(eq(monitorDays.monitorId, sql.placeholder('monitorId')), between(monitorDays.day, sql.placeholder('fromDay'), sql.placeholder('toDay'))))
    .orderBy(asc(monitorDays.day))
    .prepare(),
);

/** One monitor's buckets from `fromDay` to `toDay`: one range read of the (monitor, day) key. */
export function dayRows(db: Db, monitorId: string, fromDay: number, toDay: number): { day: number; data: Buffer }[] {
  return dayRowsQuery(db).all({ monitorId, fromDay, toDay });
}

export function allDayRows(db: Db, fromDay: number, toDay: number): { monitorId: string; day: number; data: Buffer }[] {
  return db.select().from(monitorDays).where(between(monitorDays.day, fromDay, toDay)).all();
}

export function pruneHours(db: Db, beforeHour: number): number {
  return db.delete(monitorResults).where(lt(monitorResults.hour, beforeHour)).run().changes;
}

export function pruneDays(db: Db, beforeDay: number): number {
  return db.delete(monitorDays).where(lt(monitorDays.day, beforeDay)).run().changes;
}

export function pruneIncidents(db: Db, before: number): number {
  return db
    .delete(monitorIncidents)
    .where(and(isNotNull(monitorIncidents.endedAt), lt(monitorIncidents.endedAt, before)))
    .run().changes;
}

export function openIncident(db: Db, monitorId: string, startedAt: number, reason: string): void {
  db.insert(monitorIncidents).values({ monitorId, startedAt, reason: reason.slice(0, 500) }).run();
}

export function closeIncident(db: Db, monitorId: string, endedAt: number): void {
  db.update(monitorIncidents)
    .set({ endedAt })
    .where(and(eq(monitorIncidents.monitorId, monitorId), isNull(monitorIncidents.endedAt)))
    .run();
}

/** A monitor's incidents that were open at some point after `since`, newest first. */
export function incidents(db: Db, monitorId: string, since: number, limit = 100): IncidentRow[] {
  return db
    .select()
    .from(monitorIncidents)
    .where(and(eq(monitorIncidents.monitorId, monitorId), or(isNull(monitorIncidents.endedAt), gte(monitorIncidents.endedAt, since))))
    .orderBy(desc(monitorIncidents.startedAt))
    .limit(limit)
    .all();
}

export function openIncidentOf(db: Db, monitorId: string): IncidentRow | undefined {
  return db
    .select()
    .from(monitorIncidents)
    .where(and(eq(monitorIncidents.monitorId, monitorId), isNull(monitorIncidents.endedAt)))
    .get();
}

export function readMarker(db: Db, key: string): number | null {
  const value = db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).get()?.value;
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function writeMarker(db: Db, key: string, value: number): void {
  db.insert(appMeta).values({ key, value: String(value) }).onConflictDoUpdate({ target: appMeta.key, set: { value: String(value) } }).run();
}
