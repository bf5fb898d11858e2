import type { AppContext } from '../../context.js';
import type { DockerHostRow, UserRow } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { formatDockerUrl, parseDockerUrl, type DockerHost, type DockerHostCreate, type DockerHostPatch } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import type { EngineTls } from './engine-client.js';
import { sealPurpose } from './engines.js';
import * as repo from './docker.repo.js';

export function hostView(ctx: Pick<AppContext, 'secrets'>, row: DockerHostRow): DockerHost {
  const tls = row.tlsSealed ? (JSON.parse(ctx.secrets.open(row.tlsSealed, sealPurpose)) as EngineTls) : null;
  return {
    _id: row.id,
    name: row.name,
    url: ctx.secrets.open(row.urlSealed, sealPurpose),
    kind: row.kind,
    tls: { ca: Boolean(tls?.ca), cert: Boolean(tls?.cert), key: Boolean(tls?.key) },
    discovery: row.discovery,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function ownHost(ctx: Pick<AppContext, 'db'>, id: string): DockerHostRow {
  const row = repo.findHost(ctx.db, id);
  if (!row) throw notFound(m.hostNotFound);
  return row;
}

/**
 * The address checked and normalised. A tcp host follows the reach rule like every other target
 * the server connects to; a socket or pipe is a path on this computer, which only a super admin
 * may name (the hosts API is theirs alone, this guards the rule where it applies).
 */
async function checkedUrl(ctx: AppContext, user: UserRow, url: string): Promise<{ url: string; kind: DockerHost['kind'] }> {
  const address = parseDockerUrl(url);
  if (!address) throw badRequest(m.urlInvalid);
  if (address.kind === 'npipe' && ctx.config.machine.platform !== 'win32') throw badRequest(m.npipeNotHere);
  if (address.kind === 'tcp') await checkReach(`http://${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`, reachPolicy(user, ctx.config), 'hearth');
  else if (!user.isSuperAdmin) throw new HttpError(403, m.adminOnly);
  return { url: formatDockerUrl(address), kind: address.kind };
}

function sealTls(ctx: AppContext, tls: EngineTls): string | null {
  return tls.ca || tls.cert || tls.key ? ctx.secrets.seal(JSON.stringify(tls), sealPurpose) : null;
}

function nameFree(ctx: AppContext, name: string, except: string | null): void {
  const taken = repo.hostNamed(ctx.db, name);
  if (taken && taken.id !== except) throw new HttpError(409, m.nameTaken);
}

export async function createHost(ctx: AppContext, user: UserRow, body: DockerHostCreate): Promise<DockerHostRow> {
  const { url, kind } = await checkedUrl(ctx, user, body.url);
  nameFree(ctx, body.name, null);
  const now = new Date(ctx.clock()).toISOString();
  const tls = { ca: body.tlsCa || null, cert: body.tlsCert || null, key: body.tlsKey || null };
  return repo.insertHost(ctx.db, { id: newId(), name: body.name, kind, urlSealed: ctx.secrets.seal(url, sealPurpose), tlsSealed: sealTls(ctx, tls), discovery: body.discovery, createdAt: now, updatedAt: now });
}

/** Changes what was sent; TLS fields left out keep their saved values, and the rules are checked on the result. */
export async function patchHost(ctx: AppContext, user: UserRow, id: string, body: DockerHostPatch): Promise<DockerHostRow> {
  const row = ownHost(ctx, id);
  const current = hostView(ctx, row);
  const saved = row.tlsSealed ? (JSON.parse(ctx.secrets.open(row.tlsSealed, sealPurpose)) as EngineTls) : { ca: null, cert: null, key: null };
  const tls: EngineTls = {
    ca: body.tlsCa === undefined ? saved.ca : body.tlsCa || null,
    cert: body.tlsCert === undefined ? saved.cert : body.tlsCert || null,
    key: body.tlsKey === undefined ? saved.key : body.tlsKey || null,
  };
  const { url, kind } = body.url === undefined ? { url: current.url, kind: row.kind } : await checkedUrl(ctx, user, body.url);
  if ((tls.ca || tls.cert || tls.key) && kind !== 'tcp') throw badRequest(m.tlsOnlyTcp);
  if (Boolean(tls.cert) !== Boolean(tls.key)) throw badRequest(m.certNeedsKey);
  if (body.name !== undefined) nameFree(ctx, body.name, id);
  const updatedAt = new Date(Math.max(ctx.clock(), Date.parse(row.updatedAt) + 1)).toISOString();
  const values = { name: body.name ?? row.name, kind, urlSealed: ctx.secrets.seal(url, sealPurpose), tlsSealed: sealTls(ctx, tls), discovery: body.discovery ?? row.discovery, updatedAt };
  const updated = repo.updateHost(ctx.db, id, values);
  if (!updated) throw notFound(m.hostNotFound);
  return updated;
}

export function removeHost(ctx: AppContext, id: string): void {
  if (!repo.deleteHost(ctx.db, id)) throw notFound(m.hostNotFound);
}
