import type { AppContext } from '../../context.js';
import type { MonitorRow, UserRow } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { findOwnListing, ownOfType } from '../listings/listings.repo.js';
import { findDevice, listDevices } from '../devices/devices.repo.js';
import { monitorLimits, type CheckOutcome, type MonitorKind, type MonitorSave, type MonitorSettings, type MonitorTarget, type TargetKind } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { checkTargetText, isCheckKind } from '../../../shared/contracts/monitor-checks.js';
import * as repo from './monitors.repo.js';
import type { MonitorContext } from './monitors.repo.js';
import { checkLink } from './link-check.js';
import { cameraHost, containerText, isBound, linkAddress } from './targets.js';
import type { MonitorRunner } from './monitor-runner.js';

export function settingsOf(row: MonitorRow): MonitorSettings {
  return {
    _id: row.id,
    kind: row.kind,
    targetId: row.listingId ?? row.deviceId ?? row.id,
    enabled: row.enabled,
    intervalSeconds: row.intervalSeconds,
    timeoutSeconds: row.timeoutSeconds,
    method: row.method,
    statusMin: row.statusMin,
    statusMax: row.statusMax,
    keyword: row.keyword ?? '',
    failureThreshold: row.failureThreshold,
    selfSigned: Boolean(row.tlsFingerprint),
  };
}

export function ownMonitor(ctx: AppContext, userId: string, id: string): MonitorRow {
  const row = repo.ownMonitor(ctx.db, userId, id);
  if (!row) throw notFound(m.monitorNotFound);
  return row;
}

/** The caller's own target of `kind`, with the address its check calls; 404 for another's or none. */
export function ownTarget(ctx: AppContext, userId: string, kind: TargetKind, targetId: string): Omit<MonitorContext, 'monitor' | 'owner'> & { address: string } {
  if (kind === 'device') {
    const device = findDevice(ctx.db, userId, targetId);
    if (!device) throw notFound(m.targetNotFound);
    if (!device.deviceIp) throw badRequest(m.deviceNoAddress);
    return { listing: null, device, address: device.deviceIp };
  }
  const listing = findOwnListing(ctx.db, userId, targetId);
  const type = kind === 'camera' ? 'stream' : 'link';
  if (!listing || listing.listingType !== type) throw notFound(m.targetNotFound);
  if (kind === 'container') {
    if (!isBound(listing)) throw badRequest(m.containerNotBound);
    return { listing, device: null, address: containerText(listing) };
  }
  const address = kind === 'camera' ? listing.listingUrl : linkAddress(listing);
  if (!address) throw badRequest(m.linkNotMonitorable);
  return { listing, device: null, address };
}

/** Every link, device and camera of the caller, and which of them are monitored. */
export function monitorTargets(ctx: AppContext, user: UserRow): MonitorTarget[] {
  const monitors = repo.userMonitors(ctx.db, user.id);
  const byTarget = new Map(monitors.map((row) => [`${row.kind}:${row.listingId ?? row.deviceId ?? ''}`, row.id]));
  const links = ownOfType(ctx.db, user.id, 'link').map(({ row }): MonitorTarget => {
    const address = linkAddress(row);
    return { kind: 'link', targetId: row.id, name: row.listingName, target: address ?? '', monitorId: byTarget.get(`link:${row.id}`) ?? null, unavailable: address ? null : m.linkNotMonitorable };
  });
  const containers = ownOfType(ctx.db, user.id, 'link')
    .filter(({ row }) => isBound(row))
    .map(({ row }): MonitorTarget => ({ kind: 'container', targetId: row.id, name: row.listingName, target: containerText(row), monitorId: byTarget.get(`container:${row.id}`) ?? null, unavailable: null }));
  const cameras = ownOfType(ctx.db, user.id, 'stream').map(({ row }): MonitorTarget => ({ kind: 'camera', targetId: row.id, name: row.listingName, target: cameraHost(row.listingUrl), monitorId: byTarget.get(`camera:${row.id}`) ?? null, unavailable: null }));
  const devices = listDevices(ctx.db, user.id).map((row): MonitorTarget => ({ kind: 'device', targetId: row.id, name: row.deviceName, target: row.deviceIp ?? '', monitorId: byTarget.get(`device:${row.id}`) ?? null, unavailable: row.deviceIp ? null : m.deviceNoAddress }));
  const checks = monitors.filter((row) => isCheckKind(row.kind)).map((row): MonitorTarget => ({ kind: row.kind, targetId: row.id, name: row.name ?? '', target: checkTargetText(row.checkTarget), monitorId: row.id, unavailable: null }));
  return [...links, ...devices, ...cameras, ...containers, ...checks];
}

/**
 * Starts or changes watching a target (one monitor per target). A self-signed certificate is
 * trusted only as the one a test showed (its fingerprint comes with the save), or the one
 * trusted before; ticked without either, the save says to test first.
 */
export async function saveMonitor(ctx: AppContext, user: UserRow, body: MonitorSave): Promise<MonitorRow> {
  const target = ownTarget(ctx, user.id, body.kind, body.targetId);
  // A container's engine is a Docker host the super admin added: no address of the user's to check.
  if (body.kind !== 'container') await checkReach(target.address, reachPolicy(user, ctx.config), 'hearth');
  const existing = body.kind === 'device' ? repo.monitorOfDevice(ctx.db, body.targetId) : repo.monitorOfListing(ctx.db, body.targetId, body.kind);
  let fingerprint: string | null = null;
  if (body.kind === 'link' && body.selfSigned && target.address.startsWith('https:')) {
    fingerprint = body.fingerprint ?? existing?.tlsFingerprint ?? null;
    if (!fingerprint) throw badRequest(m.testToTrust);
  }
  const values = {
    enabled: body.enabled,
    intervalSeconds: body.intervalSeconds,
    timeoutSeconds: body.timeoutSeconds,
    method: body.method,
    statusMin: body.statusMin,
    statusMax: body.statusMax,
    keyword: body.keyword.trim() || null,
    failureThreshold: body.failureThreshold,
    tlsFingerprint: fingerprint,
    // The server's clock (a test's, in tests): a monitor not checked within its interval of this reads "late".
    updatedAt: new Date(ctx.clock()).toISOString(),
  };
  if (existing) {
    const updated = repo.updateMonitor(ctx.db, user.id, existing.id, values);
    if (!updated) throw notFound(m.targetNotFound);
    return updated;
  }
  const cap = monitorCap(user);
  if (repo.countUserMonitors(ctx.db, user.id) >= cap) throw new HttpError(409, m.tooManyMonitors(cap));
  return repo.insertMonitor(ctx.db, {
    id: newId(),
    userId: user.id,
    kind: body.kind,
    listingId: body.kind === 'device' ? null : body.targetId,
    deviceId: body.kind === 'device' ? body.targetId : null,
    createdAt: values.updatedAt,
    ...values,
  });
}

/** How many monitors `user` may have (see monitorLimits). */
export function monitorCap(user: Pick<UserRow, 'isSuperAdmin'>): number {
  return user.isSuperAdmin ? monitorLimits.perSuperAdmin : monitorLimits.perUser;
}

/** One check now with the form's settings, saved or not; a self-signed certificate is shown, not trusted. */
export async function testCheck(ctx: AppContext, user: UserRow, body: MonitorSave, runner: MonitorRunner): Promise<CheckOutcome> {
  const target = ownTarget(ctx, user.id, body.kind, body.targetId);
  const reach = reachPolicy(user, ctx.config);
  if (body.kind !== 'container') await checkReach(target.address, reach, 'hearth');
  if (body.kind === 'link') {
    const result = await checkLink({
      url: target.address,
      method: body.method,
      statusMin: body.statusMin,
      statusMax: body.statusMax,
      keyword: body.keyword,
      timeoutMs: body.timeoutSeconds * 1000,
      certificate: body.selfSigned ? { mode: 'learn' } : { mode: 'verify' },
      reach,
    });
    const certificate = result.certificate ? { fingerprint256: result.certificate.fingerprint256, subject: result.certificate.subject, issuer: result.certificate.issuer, validTo: result.certificate.validTo, authorized: result.certificate.authorized } : null;
    return { ok: result.ok, message: result.message, latencyMs: result.latencyMs, status: result.status || null, certificate };
  }
  const draft = { ...draftMonitor(user, body), listingId: target.listing?.id ?? null, deviceId: target.device?.id ?? null };
  const result = await runner.check({ monitor: draft, owner: user, listing: target.listing, device: target.device });
  if (!result) return { ok: false, message: m.cameraBusy, latencyMs: null, status: null, certificate: null };
  return { ok: result.ok, message: result.message, latencyMs: result.latencyMs, status: null, certificate: null };
}

/** A monitor row not saved (yet), for a test check with the form's values. */
export function draftMonitor(user: UserRow, body: Pick<MonitorSave, 'intervalSeconds' | 'timeoutSeconds' | 'failureThreshold'> & Partial<Omit<MonitorSave, 'kind'>> & { kind: MonitorKind }): MonitorRow {
  return {
    id: '',
    userId: user.id,
    kind: body.kind,
    listingId: null,
    deviceId: null,
    enabled: true,
    intervalSeconds: body.intervalSeconds,
    timeoutSeconds: body.timeoutSeconds,
    method: body.method ?? 'GET',
    statusMin: body.statusMin ?? 200,
    statusMax: body.statusMax ?? 399,
    keyword: body.keyword ?? '',
    failureThreshold: body.failureThreshold,
    tlsFingerprint: null,
    state: 'pending',
    failures: 0,
    successes: 0,
    lastCheckedAt: null,
    lastLatencyMs: null,
    lastOk: null,
    lastMessage: null,
    changedAt: null,
    certExpiresAt: null,
    certWarnedFor: null,
    name: null,
    checkTarget: null,
    pushHash: null,
    lastPushAt: null,
    badgeToken: null,
    badgeHash: null,
    createdAt: '',
    updatedAt: '',
  };
}

export function removeMonitor(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deleteMonitor(ctx.db, userId, id)) throw notFound(m.monitorNotFound);
}
