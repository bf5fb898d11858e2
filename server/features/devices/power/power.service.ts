import type { AppContext } from '../../../context.js';
import type { DevicePowerRow, UserRow } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { checkReach, reachPolicy } from '../../../net/reach.js';
import { defaultPowerCommand, powerActions, type DevicePowerActions, type PowerAction, type PowerResult, type PowerSaveBody, type PowerSettings } from '../../../../shared/contracts/device-power.js';
import { messages, powerMessages as m } from '../../../../shared/messages.js';
import { findDevice } from '../devices.repo.js';
import { callOverHttp } from './http-run.js';
import * as repo from './power.repo.js';
import { generateKeyPair, readPrivateKey, runOverSsh } from './ssh-run.js';

const purpose = 'device-power';
/** A shutdown answers at once or not at all: a device that takes longer is not there. */
export const powerTimeoutMs = 15_000;

type Ctx = Pick<AppContext, 'db' | 'secrets' | 'config' | 'clock' | 'log'>;

const hostOf = (ctx: Ctx, sealed: string | null): string | null => {
  if (!sealed) return null;
  try {
    return URL.parse(ctx.secrets.open(sealed, purpose))?.host ?? null;
  } catch {
    return null;
  }
};

export function offeredActions(row: DevicePowerRow): PowerAction[] {
  if (row.method === 'ssh') return row.privateKeySealed ? [...powerActions] : [];
  return powerActions.filter((action) => (action === 'shutdown' ? row.shutdownUrlSealed : row.sleepUrlSealed));
}

export function actionsOfUser(ctx: Ctx, userId: string): DevicePowerActions[] {
  return repo.powerOfUser(ctx.db, userId).map((row) => ({ deviceId: row.deviceId, actions: offeredActions(row) }));
}

export function powerView(ctx: Ctx, row: DevicePowerRow): PowerSettings {
  return {
    method: row.method,
    system: row.system,
    sshHost: row.sshHost ?? '',
    sshPort: row.sshPort,
    sshUser: row.sshUser ?? '',
    publicKey: row.publicKey,
    hostKey: row.hostKey,
    shutdownCommand: row.shutdownCommand,
    sleepCommand: row.sleepCommand,
    httpMethod: row.httpMethod,
    shutdownHost: hostOf(ctx, row.shutdownUrlSealed),
    sleepHost: hostOf(ctx, row.sleepUrlSealed),
    headerName: row.headerName ?? '',
    hasHeaderValue: Boolean(row.headerValueSealed),
    actions: offeredActions(row),
  };
}

function ownDevice(ctx: Ctx, userId: string, deviceId: string) {
  const device = findDevice(ctx.db, userId, deviceId);
  if (!device) throw notFound(messages.deviceNotFound);
  return device;
}

export function readPower(ctx: Ctx, userId: string, deviceId: string): PowerSettings | null {
  ownDevice(ctx, userId, deviceId);
  const row = repo.powerOf(ctx.db, userId, deviceId);
  return row ? powerView(ctx, row) : null;
}

async function keyColumns(ctx: Ctx, body: PowerSaveBody, saved: DevicePowerRow | undefined, comment: string) {
  if (body.keyMode === 'generate') {
    const pair = await generateKeyPair(comment);
    return { privateKeySealed: ctx.secrets.seal(pair.privateKey, purpose), publicKey: pair.publicKey };
  }
  if (body.keyMode === 'paste') {
    const read = await readPrivateKey(body.privateKey);
    if ('error' in read) throw badRequest({ unreadable: m.keyUnreadable, encrypted: m.keyEncrypted, public: m.keyIsPublic }[read.error]);
    return { privateKeySealed: ctx.secrets.seal(body.privateKey.trim() + '\n', purpose), publicKey: read.publicKey };
  }
  if (!saved?.privateKeySealed) throw badRequest(m.keyRequired);
  return { privateKeySealed: saved.privateKeySealed, publicKey: saved.publicKey };
}

/** Saves the settings; empty URL and header fields keep what was saved (the screen never gets them back). */
export async function savePower(ctx: Ctx, user: UserRow, deviceId: string, body: PowerSaveBody): Promise<PowerSettings> {
  const device = ownDevice(ctx, user.id, deviceId);
  const saved = repo.powerOf(ctx.db, user.id, deviceId);
  const reach = reachPolicy(user, ctx.config);
  const now = new Date(ctx.clock()).toISOString();
  const base = { deviceId, userId: user.id, method: body.method, system: body.system, createdAt: now, updatedAt: now };
  if (body.method === 'ssh') {
    await checkReach(body.sshHost, reach, 'hearth');
    const sameHost = saved?.sshHost === body.sshHost && saved.sshPort === body.sshPort;
    const key = await keyColumns(ctx, body, saved, `hearth@${device.deviceName.replace(/[^\w.-]+/g, '-').slice(0, 40)}`);
    const row = repo.upsertPower(ctx.db, {
      ...base,
      ...key,
      sshHost: body.sshHost,
      sshPort: body.sshPort,
      sshUser: body.sshUser,
      // Another address is another machine: its key is learnt anew.
      hostKey: sameHost ? saved.hostKey : null,
      shutdownCommand: body.shutdownCommand,
      sleepCommand: body.sleepCommand,
      shutdownUrlSealed: null,
      sleepUrlSealed: null,
      headerName: null,
      headerValueSealed: null,
    });
    return powerView(ctx, row);
  }
  const before = saved?.method === 'http' ? saved : undefined;
  const url = (typed: string, kept: string | null | undefined) => (typed ? ctx.secrets.seal(typed, purpose) : (kept ?? null));
  const shutdownUrlSealed = url(body.shutdownUrl, before?.shutdownUrlSealed);
  const sleepUrlSealed = url(body.sleepUrl, before?.sleepUrlSealed);
  if (!shutdownUrlSealed && !sleepUrlSealed) throw badRequest(m.urlRequired);
  for (const typed of [body.shutdownUrl, body.sleepUrl]) if (typed) await checkReach(typed, reach, 'hearth');
  const keepValue = before?.headerName === body.headerName ? before.headerValueSealed : null;
  const row = repo.upsertPower(ctx.db, {
    ...base,
    sshHost: null,
    sshUser: null,
    privateKeySealed: null,
    publicKey: null,
    hostKey: null,
    httpMethod: body.httpMethod,
    shutdownUrlSealed,
    sleepUrlSealed,
    headerName: body.headerName || null,
    headerValueSealed: !body.headerName ? null : body.headerValue ? ctx.secrets.seal(body.headerValue, purpose) : keepValue,
  });
  return powerView(ctx, row);
}

export function removePower(ctx: Ctx, userId: string, deviceId: string): void {
  ownDevice(ctx, userId, deviceId);
  if (!repo.deletePower(ctx.db, userId, deviceId)) throw notFound(m.notConfigured);
}

export function forgetHostKey(ctx: Ctx, userId: string, deviceId: string): PowerSettings {
  ownDevice(ctx, userId, deviceId);
  const row = repo.powerOf(ctx.db, userId, deviceId);
  if (!row) throw notFound(m.notConfigured);
  repo.pinHostKey(ctx.db, deviceId, null);
  return powerView(ctx, { ...row, hostKey: null });
}

/** Shuts the device down or puts it to sleep; the answer is the toast's words, never a secret. */
export async function runPower(ctx: Ctx, user: UserRow, deviceId: string, action: PowerAction, timeoutMs = powerTimeoutMs): Promise<PowerResult> {
  const device = ownDevice(ctx, user.id, deviceId);
  const row = repo.powerOf(ctx.db, user.id, deviceId);
  if (!row) throw badRequest(m.notConfigured);
  if (!offeredActions(row).includes(action)) throw badRequest(m.actionNotConfigured(action === 'shutdown' ? 'shut-down' : 'sleep'));
  const done = action === 'shutdown' ? m.shutdownSent(device.deviceName) : m.sleepSent(device.deviceName);
  const reach = reachPolicy(user, ctx.config);
  if (row.method === 'http') {
    const sealedUrl = action === 'shutdown' ? row.shutdownUrlSealed : row.sleepUrlSealed;
    const header = row.headerName && row.headerValueSealed ? { name: row.headerName, value: ctx.secrets.open(row.headerValueSealed, purpose) } : null;
    const result = await callOverHttp({ url: ctx.secrets.open(sealedUrl ?? '', purpose), method: row.httpMethod, header, timeoutMs, reach });
    return result.ok ? { ok: true, text: done } : { ok: false, text: result.text };
  }
  const typed = action === 'shutdown' ? row.shutdownCommand : row.sleepCommand;
  const outcome = await runOverSsh({
    host: row.sshHost ?? '',
    port: row.sshPort,
    username: row.sshUser ?? '',
    privateKey: ctx.secrets.open(row.privateKeySealed ?? '', purpose),
    pinnedHostKey: row.hostKey,
    command: typed || defaultPowerCommand(row.system, action),
    timeoutMs,
    reach,
  });
  if (!outcome.ok) {
    ctx.log(`Device power ${action} failed for ${deviceId}: ${outcome.text}`);
    return { ok: false, text: outcome.text };
  }
  if (!outcome.firstUse) return { ok: true, text: done };
  repo.pinHostKey(ctx.db, deviceId, outcome.hostKey);
  return { ok: true, text: `${done} ${m.firstUse(outcome.hostKey)}`, trusted: outcome.hostKey };
}
