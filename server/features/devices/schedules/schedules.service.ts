import type { AppContext } from '../../../context.js';
import type { DeviceScheduleRow, DeviceScheduleRunRow } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import type { DeviceSchedule, ScheduleSaveBody } from '../../../../shared/contracts/device-schedules.js';
import { nextWallMatch, parseCron } from '../../../../shared/cron.js';
import { wallClock, zonedInstant } from '../../../../shared/maintenance-time.js';
import { scheduleMessages as m } from '../../../../shared/messages.js';
import { findDevice, listDevices } from '../devices.repo.js';
import * as repo from './schedules.repo.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The next run on the zone's wall clock, as an instant (ISO); null when disabled or never. */
export function nextRunAt(row: Pick<DeviceScheduleRow, 'cron' | 'timeZone' | 'enabled'>, now: number): string | null {
  const spec = parseCron(row.cron);
  if (!row.enabled || typeof spec === 'string') return null;
  const wall = nextWallMatch(spec, wallClock(now, row.timeZone));
  return wall === null ? null : new Date(zonedInstant(wall, row.timeZone)).toISOString();
}

function view(row: DeviceScheduleRow, runs: DeviceScheduleRunRow[], names: Map<string, string>, now: number): DeviceSchedule {
  return {
    _id: row.id,
    name: row.name,
    action: row.action,
    cron: row.cron,
    timeZone: row.timeZone,
    deviceIds: row.deviceIds,
    enabled: row.enabled,
    nextRunAt: nextRunAt(row, now),
    runs: runs.filter((run) => run.scheduleId === row.id).map((run) => ({ deviceId: run.deviceId, deviceName: names.get(run.deviceId) ?? 'A deleted device', at: new Date(run.at).toISOString(), outcome: run.outcome, text: run.text })),
  };
}

export function listSchedules(ctx: Ctx, userId: string): DeviceSchedule[] {
  const rows = repo.userSchedules(ctx.db, userId);
  const runs = repo.runsOf(ctx.db, rows.map((row) => row.id));
  const names = new Map(listDevices(ctx.db, userId).map((d) => [d.id, d.deviceName]));
  const now = ctx.clock();
  return rows.map((row) => view(row, runs, names, now));
}

function columnsOf(ctx: Ctx, userId: string, body: ScheduleSaveBody) {
  const deviceIds = [...new Set(body.deviceIds)];
  if (deviceIds.some((id) => !findDevice(ctx.db, userId, id))) throw badRequest(m.deviceUnknown);
  return { name: body.name, action: body.action, cron: body.cron.split(/\s+/).join(' '), timeZone: body.timeZone, deviceIds, enabled: body.enabled, updatedAt: new Date(ctx.clock()).toISOString() };
}

const one = (ctx: Ctx, userId: string, id: string) => {
  const found = listSchedules(ctx, userId).find((s) => s._id === id);
  if (!found) throw notFound(m.notFound);
  return found;
};

export function createSchedule(ctx: Ctx, userId: string, body: ScheduleSaveBody): DeviceSchedule {
  const columns = columnsOf(ctx, userId, body);
  const row = repo.insertSchedule(ctx.db, { id: newId(), userId, ...columns, createdAt: columns.updatedAt });
  return one(ctx, userId, row.id);
}

export function editSchedule(ctx: Ctx, userId: string, id: string, body: ScheduleSaveBody): DeviceSchedule {
  if (!repo.ownSchedule(ctx.db, userId, id)) throw notFound(m.notFound);
  repo.updateSchedule(ctx.db, userId, id, columnsOf(ctx, userId, body));
  return one(ctx, userId, id);
}

export function removeSchedule(ctx: Ctx, userId: string, id: string): void {
  if (!repo.deleteSchedule(ctx.db, userId, id)) throw notFound(m.notFound);
}
