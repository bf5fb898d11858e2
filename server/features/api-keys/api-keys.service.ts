import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { ApiKeyRow, UserRow } from '../../db/schema/index.js';
import { apiKeyPrefix, type ApiKey, type ApiKeyArea, type ApiKeyCreateBody, type ApiKeyScope, type CreatedApiKey } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { HttpError, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { countUserKeys, deleteUserKey, findKeyWithUser, insertApiKey, listUserKeys, touchKey } from './api-keys.repo.js';

const dayMs = 24 * 60 * 60 * 1000;
/** Record a key's use at most once a minute, so a busy script does not write on every call. */
const touchIntervalMs = 60 * 1000;
const maxKeysPerUser = 50;
/** `hearth_` + a 16-character id + `_` + 32 random bytes in base64url (43 characters). */
const keyPattern = new RegExp(`^${apiKeyPrefix}([A-Za-z0-9_-]{16})_([A-Za-z0-9_-]{43})$`);

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function toApiKey(row: ApiKeyRow): ApiKey {
  return { id: row.id, name: row.name, scope: row.scope, areas: row.areas, createdAt: row.createdAt, expiresAt: row.expiresAt, lastUsedAt: row.lastUsedAt };
}

/** Whether a bearer token is meant as an API key (sessions never start with the prefix). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(apiKeyPrefix);
}

export function createApiKey(db: Db, userId: string, body: ApiKeyCreateBody, now: Date): CreatedApiKey {
  if (countUserKeys(db, userId) >= maxKeysPerUser) throw new HttpError(409, messages.apiKeyTooMany);
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const row: ApiKeyRow = {
    id,
    userId,
    name: body.name,
    scope: body.scope,
    areas: body.scope === 'write' ? (body.areas ?? []) : [],
    secretHash: sha256(secret).toString('hex'),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + body.expiresInDays * dayMs).toISOString(),
    lastUsedAt: null,
  };
  insertApiKey(db, row);
  return { ...toApiKey(row), key: `${apiKeyPrefix}${id}_${secret}` };
}

export function userKeys(db: Db, userId: string): ApiKey[] {
  return listUserKeys(db, userId).map(toApiKey);
}

/** Revokes one of the user's keys; someone else's id answers like a missing one. */
export function revokeApiKey(db: Db, userId: string, id: string): void {
  if (!deleteUserKey(db, userId, id)) throw notFound(messages.apiKeyNotFound);
}

export interface KeyHolder {
  user: UserRow;
  keyId: string;
  scope: ApiKeyScope;
  areas: ApiKeyArea[];
}

/** The user and scope of a live key, or null for a malformed, unknown, wrong, revoked or expired one. */
export function verifyApiKey(db: Db, token: string, now: Date): KeyHolder | null {
  const match = keyPattern.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const found = findKeyWithUser(db, match[1]);
  if (!found) return null;
  const stored = Buffer.from(found.key.secretHash, 'hex');
  const given = sha256(match[2]);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  if (Date.parse(found.key.expiresAt) <= now.getTime()) return null;
  const lastUsed = found.key.lastUsedAt ? Date.parse(found.key.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= touchIntervalMs) touchKey(db, found.key.id, now.toISOString());
  return { user: found.user, keyId: found.key.id, scope: found.key.scope, areas: found.key.areas };
}
