import type { AppContext } from '../../../context.js';
import type { MonitorRow, UserRow } from '../../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import { checkReach, reachPolicy, type ReachPolicy } from '../../../net/reach.js';
import { parseResolver, pushPathPrefix, type CheckSave, type CheckSettings, type CheckTarget } from '../../../../shared/contracts/monitor-checks.js';
import type { CheckOutcome } from '../../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import * as repo from '../monitors.repo.js';
import { draftMonitor, monitorCap } from '../monitoring.service.js';
import { newPushToken, pushHashOf } from './push.js';
import { runCheck } from './run-check.js';

export function checkSettings(row: MonitorRow): CheckSettings {
  const common = { _id: row.id, name: row.name ?? '', enabled: row.enabled, intervalSeconds: row.intervalSeconds, timeoutSeconds: row.timeoutSeconds, failureThreshold: row.failureThreshold };
  const target = row.checkTarget;
  if (!target) throw notFound(m.checkNotFound);
  if (target.kind === 'push') return { ...common, kind: 'push', pushPath: `${pushPathPrefix}${target.token}` };
  return { ...common, ...target };
}

export function ownCheck(ctx: AppContext, userId: string, id: string): MonitorRow {
  const row = repo.ownMonitor(ctx.db, userId, id);
  if (!row?.checkTarget) throw notFound(m.checkNotFound);
  return row;
}

/** The early answer of the reach rule for what the check connects to (the runtime checks again as it connects). */
async function checkTargetReach(body: CheckSave, reach: ReachPolicy): Promise<void> {
  if (body.kind === 'tcp' || body.kind === 'tls' || body.kind === 'mqtt') await checkReach(body.host, reach, 'hearth');
  if (body.kind === 'json') await checkReach(body.url, reach, 'hearth');
  const resolver = body.kind === 'dns' && body.resolver ? parseResolver(body.resolver) : null;
  if (resolver) await checkReach(resolver.host, reach, 'hearth');
}

/** What is stored for the body; a push check keeps its token across edits. */
function targetOf(body: CheckSave, existing: MonitorRow | undefined): CheckTarget {
  switch (body.kind) {
    case 'tcp':
      return { kind: 'tcp', host: body.host, port: body.port };
    case 'mqtt':
      return { kind: 'mqtt', host: body.host, port: body.port };
    case 'tls':
      return { kind: 'tls', host: body.host, port: body.port, warnDays: body.warnDays };
    case 'json':
      return { kind: 'json', url: body.url, path: body.path, expected: body.expected, comparison: body.comparison };
    case 'dns':
      return { kind: 'dns', hostname: body.hostname, recordType: body.recordType, expected: body.expected, resolver: body.resolver };
    case 'push':
      return { kind: 'push', token: existing?.checkTarget?.kind === 'push' ? existing.checkTarget.token : newPushToken() };
  }
}

/** Adds or changes a check of its own; its kind stays what it was made as. */
export async function saveCheck(ctx: AppContext, user: UserRow, body: CheckSave): Promise<MonitorRow> {
  const existing = body.monitorId ? ownCheck(ctx, user.id, body.monitorId) : undefined;
  if (existing && existing.kind !== body.kind) throw badRequest(m.checkKindInvalid);
  await checkTargetReach(body, reachPolicy(user, ctx.config));
  const checkTarget = targetOf(body, existing);
  const values = {
    name: body.name,
    enabled: body.enabled,
    intervalSeconds: body.intervalSeconds,
    timeoutSeconds: body.timeoutSeconds,
    failureThreshold: body.failureThreshold,
    checkTarget,
    pushHash: checkTarget.kind === 'push' ? pushHashOf(checkTarget.token) : null,
    updatedAt: new Date(ctx.clock()).toISOString(),
  };
  if (existing) {
    const updated = repo.updateMonitor(ctx.db, user.id, existing.id, values);
    if (!updated) throw notFound(m.checkNotFound);
    return updated;
  }
  const cap = monitorCap(user);
  if (repo.countUserMonitors(ctx.db, user.id) >= cap) throw new HttpError(409, m.tooManyMonitors(cap));
  return repo.insertMonitor(ctx.db, { id: newId(), userId: user.id, kind: body.kind, listingId: null, deviceId: null, createdAt: values.updatedAt, ...values });
}

/** One check now with the form's values, saved or not; a push check says whether its push came in time. */
export async function testCheck(ctx: AppContext, user: UserRow, body: CheckSave): Promise<CheckOutcome> {
  const existing = body.monitorId ? ownCheck(ctx, user.id, body.monitorId) : undefined;
  const reach = reachPolicy(user, ctx.config);
  await checkTargetReach(body, reach);
  if (body.kind === 'push' && !existing) return { ok: false, message: m.pushTestUnsaved, latencyMs: null, status: null, certificate: null };
  const draft = { ...draftMonitor(user, body), checkTarget: targetOf(body, existing), lastPushAt: existing?.lastPushAt ?? null, updatedAt: existing?.updatedAt ?? new Date(ctx.clock()).toISOString() };
  const result = (await runCheck(draft, reach, ctx.clock())) ?? { ok: true, latencyMs: null, status: 0, message: m.pushInTime, certificate: null };
  return { ok: result.ok, message: result.message, latencyMs: result.latencyMs, status: result.status || null, certificate: null };
}
