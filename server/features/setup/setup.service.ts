import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { LoginResult, SetupBody } from '../../../shared/contracts/auth.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { createAccount, hasUsers, loginResult } from '../auth/auth.service.js';
import { createSession, type SessionClient } from '../auth/sessions.service.js';
import { md5Hex } from '../auth/password.js';

/** The one-time setup code; null once an administrator exists. */
export interface SetupState {
  code: string | null;
}

export function newSetupCode(): string {
  return randomBytes(16).toString('hex');
}

export function codeMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates the first super admin with the one-time code, then the code is gone. */
export async function completeSetup(db: Db, state: SetupState, body: SetupBody, client: SessionClient = {}): Promise<LoginResult> {
  if (hasUsers(db)) throw new HttpError(409, messages.setupClosed);
  if (!state.code || !codeMatches(state.code, body.code)) throw badRequest(messages.setupCodeInvalid);
  state.code = null;
  const user = await createAccount(db, {
    fullName: body.fullName,
    username: body.username,
    passwordDigest: body.password,
    isSuperAdmin: true,
  });
  return loginResult(user, createSession(db, user.id, client));
}

export interface AdminFromEnv {
  username: string;
  password: string;
}

/** HEARTH_ADMIN_USERNAME/PASSWORD: create the first super admin without a browser. */
export async function createAdminFromEnv(db: Db, admin: AdminFromEnv): Promise<boolean> {
  if (hasUsers(db)) return false;
  await createAccount(db, {
    fullName: 'Administrator',
    username: admin.username.trim().toLowerCase(),
    passwordDigest: md5Hex(admin.password),
    isSuperAdmin: true,
  });
  return true;
}
