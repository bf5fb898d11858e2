import type { AppContext } from '../../context.js';
import type { AuthenticatorRow, UserRow } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import { HttpError, badRequest, notFound, refused } from '../../http/errors.js';
import { SecretsUnavailable } from '../../secrets/secret-box.js';
import { messages } from '../../../shared/messages.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import { parseTotpSource, type TotpAlgorithm, type TotpSource } from '../../../shared/totp.js';
import { maskedSecret, type TotpDetails, type TotpEntry, type TotpImportResult, type TotpSave } from '../../../shared/contracts/totp.js';
import type { z } from 'zod';
import type { totpImportSchema } from '../../../shared/contracts/totp.js';
import { codesAt } from './totp-codes.js';
import * as repo from './totp.repo.js';

const purpose = 'totp';

/**
 * Every authenticator call is refused while the user's "Enable TOTP Authenticator" is off: 400,
 * as on the original's routes (/totp/import, Hearth's own, follows its siblings).
 */
export function requireFeature(user: UserRow): void {
  if (!user.authenticator) throw refused('original', messages.totpFeatureOff);
}

async function entryOf(ctx: AppContext, row: AuthenticatorRow, now: number): Promise<TotpEntry> {
  const secret = ctx.secrets.open(row.secretSealed, purpose);
  const algorithm = row.algorithm as TotpAlgorithm;
  const codes = await codesAt({ secret, algorithm, digits: row.digits, period: row.period }, now);
  return {
    _id: row.id,
    serviceName: row.serviceName,
    accountName: row.accountName,
    serviceIcon: row.serviceIcon,
    sortOrder: row.sortOrder,
    algorithm,
    digits: row.digits,
    period: row.period,
    ...codes,
  };
}

/** The user's entries with their codes; the clock is read once, so every code is of one moment. */
export async function listEntries(ctx: AppContext, userId: string): Promise<TotpEntry[]> {
  const now = ctx.clock();
  return Promise.all(repo.listRows(ctx.db, userId).map((row) => entryOf(ctx, row, now)));
}

/** The dashboard's `authenticators`: empty while the feature is off or the key can't be read. */
export async function dashboardEntries(ctx: AppContext, user: UserRow): Promise<TotpEntry[]> {
  if (!user.authenticator) return [];
  try {
    return await listEntries(ctx, user.id);
  } catch (error) {
    if (error instanceof SecretsUnavailable) return [];
    throw error;
  }
}

export function details(ctx: AppContext, userId: string, id: string): TotpDetails {
  const row = repo.findRow(ctx.db, userId, id);
  if (!row) throw notFound(messages.totpNotFound);
  return {
    _id: row.id,
    serviceName: row.serviceName,
    accountName: row.accountName,
    serviceIcon: row.serviceIcon,
    secretKey: maskedSecret,
    algorithm: row.algorithm as TotpAlgorithm,
    digits: row.digits,
    period: row.period,
  };
}

function sourceOf(secret: string): TotpSource {
  const parsed = parseTotpSource(secret);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.value;
}

function newRow(ctx: AppContext, userId: string, source: TotpSource, digest: string, fields: { serviceName: string; accountName: string; serviceIcon: Icon }, sortOrder: number) {
  const now = new Date(ctx.clock()).toISOString();
  return {
    id: newId(),
    userId,
    ...fields,
    secretSealed: ctx.secrets.seal(source.secret, purpose),
    secretDigest: digest,
    algorithm: source.algorithm,
    digits: source.digits,
    period: source.period,
    sortOrder,
    createdAt: now,
    updatedAt: now,
  };
}

/** Adds an entry, or changes an entry's icon, name and account (its secret never changes). */
export async function save(ctx: AppContext, userId: string, body: TotpSave): Promise<{ message: string; data: TotpEntry }> {
  const fields = { serviceName: body.serviceName, accountName: body.accountName, serviceIcon: body.serviceIcon };
  if (body.authId) {
    const changed = repo.updateRow(ctx.db, userId, body.authId, { ...fields, updatedAt: new Date(ctx.clock()).toISOString() });
    if (!changed) throw notFound(messages.totpNotFound);
    const row = repo.findRow(ctx.db, userId, body.authId);
    if (!row) throw notFound(messages.totpNotFound);
    return { message: messages.totpUpdated, data: await entryOf(ctx, row, ctx.clock()) };
  }
  const source = sourceOf(body.secret);
  const digest = ctx.secrets.digest(source.secret, purpose);
  const row = ctx.db.transaction(() => {
    if (repo.hasDigest(ctx.db, userId, digest)) throw new HttpError(409, messages.totpDuplicate);
    const created = newRow(ctx, userId, source, digest, fields, repo.nextSortOrder(ctx.db, userId));
    repo.insertRow(ctx.db, created);
    return created;
  });
  return { message: messages.totpAdded, data: await entryOf(ctx, row, ctx.clock()) };
}

export function remove(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deleteRow(ctx.db, userId, id)) throw notFound(messages.totpNotFound);
}

/** Applies the order of `items`; ids that are not the user's are passed over. */
export function reorder(ctx: AppContext, userId: string, items: string[]): void {
  ctx.db.transaction(() => {
    items.forEach((id, index) => repo.updateRow(ctx.db, userId, id, { sortOrder: index }));
  });
}

type ImportEntries = z.output<typeof totpImportSchema>['entries'];

/**
 * Saves what an import read, all in one transaction: entries that are unusable or already
 * present (before or earlier in the same import) are skipped with the reason.
 */
export function importEntries(ctx: AppContext, userId: string, entries: ImportEntries): TotpImportResult {
  const skipped: TotpImportResult['skipped'] = [];
  let added = 0;
  ctx.db.transaction(() => {
    let order = repo.nextSortOrder(ctx.db, userId);
    for (const entry of entries) {
      const parsed = parseTotpSource(entry.secret);
      const serviceName = entry.serviceName || (parsed.ok ? parsed.value.issuer : '') || 'Imported';
      const accountName = entry.accountName || (parsed.ok ? parsed.value.account : '') || '—';
      if (!parsed.ok) {
        skipped.push({ serviceName, accountName, reason: parsed.message });
        continue;
      }
      const digest = ctx.secrets.digest(parsed.value.secret, purpose);
      if (repo.hasDigest(ctx.db, userId, digest)) {
        skipped.push({ serviceName, accountName, reason: messages.totpDuplicate });
        continue;
      }
      repo.insertRow(ctx.db, newRow(ctx, userId, parsed.value, digest, { serviceName, accountName, serviceIcon: entry.serviceIcon }, order));
      order += 1;
      added += 1;
    }
  });
  return { added, skipped };
}
