import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LoginBody, LoginResult } from '../../../shared/contracts/auth.js';
import type { SecondFactorNeeded } from '../../../shared/contracts/second-factor.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { newId } from '../../ids.js';
import type { LoginLimiter } from './login-limiter.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { createSession, revokeToken } from './sessions.service.js';
import { countUsers, findUserByUsername, insertUser } from './users.repo.js';

export function loginResult(user: UserRow, token: string): LoginResult {
  return {
    token,
    role: user.isSuperAdmin ? 'admin' : 'user',
    colorTheme: user.colorTheme,
    fullName: user.fullName,
    language: user.language ?? null,
  };
}

/** After a right password: the second step an account with a second factor must take, or null. */
export type SecondFactorGate = (user: UserRow) => SecondFactorNeeded | null;

/**
 * Checks the credentials; wrong ones answer 400 (spec-core §8), too many attempts 429. The
 * attempt is counted before the password is checked and given back when it was right. An
 * account with a second factor gets a pending token instead of a session (issue 45 item 4).
 */
export async function login(
  db: Db,
  limiter: LoginLimiter,
  body: LoginBody,
  client: { address: string; userAgent: string | null },
  gate: SecondFactorGate = () => null,
): Promise<LoginResult | SecondFactorNeeded> {
  const attempt = await limiter.take(body.username, client.address);
  const user = findUserByUsername(db, body.username);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await attempt.failed();
    throw badRequest(messages.invalidCredentials);
  }
  await attempt.succeeded();
  return gate(user) ?? loginResult(user, createSession(db, user.id, client));
}

export function logout(db: Db, token: string): void {
  revokeToken(db, token);
}

export interface NewAccount {
  fullName: string;
  username: string;
  /** md5 hex of the plaintext password, as the client sends it. */
  passwordDigest: string;
  isSuperAdmin: boolean;
}

export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  const taken = () => new HttpError(409, messages.usernameTaken);
  if (findUserByUsername(db, account.username)) throw taken();
  const passwordHash = await hashPassword(account.passwordDigest);
  const now = new Date().toISOString();
  try {
    return insertUser(db, { id: newId(), username: account.username, fullName: account.fullName, passwordHash, isSuperAdmin: account.isSuperAdmin, createdAt: now, updatedAt: now });
  } catch (error) {
    // Another request took the name while the password was being hashed.
    if (findUserByUsername(db, account.username)) throw taken();
    throw error;
  }
}

export function hasUsers(db: Db): boolean {
  return countUsers(db) > 0;
}
