import type { AppContext } from '../../../context.js';
import type { MaintenanceRow } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import type { MaintenanceSave, MaintenanceWindow } from '../../../../shared/contracts/maintenance.js';
import { insideWindow, type WindowTimes } from '../../../../shared/maintenance-time.js';
import { maintenanceMessages as m } from '../../../../shared/messages.js';
import { ownMonitor } from '../monitors.repo.js';
import * as repo from './maintenance.repo.js';

const timesOf = (row: MaintenanceRow): WindowTimes => ({ kind: row.kind, startsAt: row.startsAt, endsAt: row.endsAt, days: row.days, startTime: row.startTime, durationMinutes: row.durationMinutes, timeZone: row.timeZone });

export function windowView(row: MaintenanceRow, now: number): MaintenanceWindow {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return { _id: row.id, name: row.name, kind: row.kind, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), days: row.days, startTime: row.startTime, durationMinutes: row.durationMinutes, timeZone: row.timeZone, monitorIds: row.monitorIds, active: insideWindow(timesOf(row), now) };
}

/** Whether `monitorId` of `userId` is inside one of the user's windows at `at`. */
export function inMaintenance(ctx: Pick<AppContext, 'db'>, userId: string, monitorId: string, at: number): boolean {
  return repo.userWindows(ctx.db, userId).some((row) => (row.monitorIds === null || row.monitorIds.includes(monitorId)) && insideWindow(timesOf(row), at));
}

export function listWindows(ctx: AppContext, userId: string): MaintenanceWindow[] {
  const now = ctx.clock();
  return repo.userWindows(ctx.db, userId).map((row) => windowView(row, now));
}

/** The columns of a save; a monitor that is not the caller's reads as one that does not exist. */
function columnsOf(ctx: AppContext, userId: string, input: MaintenanceSave) {
  const monitorIds = input.monitorIds === null ? null : [...new Set(input.monitorIds)];
  if (monitorIds?.some((id) => !ownMonitor(ctx.db, userId, id))) throw badRequest(m.monitorUnknown);
  const once = input.kind === 'once';
  return {
    name: input.name,
    kind: input.kind,
    startsAt: once && input.startsAt ? Date.parse(input.startsAt) : null,
    endsAt: once && input.endsAt ? Date.parse(input.endsAt) : null,
    days: once ? [] : [...new Set(input.days ?? [])].sort(),
    startTime: once ? null : (input.startTime ?? null),
    durationMinutes: once ? null : (input.durationMinutes ?? null),
    timeZone: input.timeZone,
    monitorIds,
    updatedAt: new Date(ctx.clock()).toISOString(),
  };
}

export function createWindow(ctx: AppContext, userId: string, input: MaintenanceSave): MaintenanceWindow {
  const columns = columnsOf(ctx, userId, input);
  const row = repo.insertWindow(ctx.db, { id: newId(), userId, ...columns, createdAt: columns.updatedAt });
  return windowView(row, ctx.clock());
}

export function editWindow(ctx: AppContext, userId: string, id: string, input: MaintenanceSave): MaintenanceWindow {
  if (!repo.ownWindow(ctx.db, userId, id)) throw notFound(m.notFound);
  const row = repo.updateWindow(ctx.db, userId, id, columnsOf(ctx, userId, input));
  if (!row) throw notFound(m.notFound);
  return windowView(row, ctx.clock());
}

export function removeWindow(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deleteWindow(ctx.db, userId, id)) throw notFound(m.notFound);
}
