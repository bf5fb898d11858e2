import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { messages } from '../../../shared/messages.js';
import { recoveryCodeCount, type FactorsView, type ProofBody, type RecoveryCodes, type SecondFactorNeeded, type TotpEnrolment } from '../../../shared/contracts/second-factor.js';
import { matchingStep, newSeed, otpauthUri, type CodeSpec } from '../totp/totp-codes.js';
import { verifyPassword } from '../auth/password.js';
import * as repo from './factors.repo.js';
import { pendingLifetimeMs, type PendingLogins } from './pending.js';

const seedPurpose = 'login-totp';
const recoveryPurpose = 'recovery-code';
/** No 0/o, 1/l/i: the codes are read off paper. 10 characters of 31 is about 50 bits. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const spec = (secret: string): CodeSpec => ({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
const isoNow = (ctx: AppContext) => new Date(ctx.clock()).toISOString();

export function hasSecondFactor(ctx: AppContext, userId: string): boolean {
  return repo.hasConfirmedTotp(ctx.db, userId) || repo.listPasskeys(ctx.db, userId).length > 0;
}

/** What a right password answers for an account with a second factor; null when it has none. */
export function secondFactorGate(ctx: AppContext, pending: PendingLogins, user: UserRow): SecondFactorNeeded | null {
  const totp = repo.hasConfirmedTotp(ctx.db, user.id);
  const passkey = repo.listPasskeys(ctx.db, user.id).length > 0;
  if (!totp && !passkey) return null;
  const methods: SecondFactorNeeded['secondFactor']['methods'] = [];
  if (totp) methods.push('totp');
  if (passkey) methods.push('passkey');
  methods.push('recovery');
  return { secondFactor: { pendingToken: pending.create(user.id, user.username), methods, expiresInSeconds: pendingLifetimeMs / 1000 } };
}

export function factorsView(ctx: AppContext, userId: string): FactorsView {
  return {
    totp: repo.hasConfirmedTotp(ctx.db, userId),
    passkeys: repo.listPasskeys(ctx.db, userId).map((p) => ({ id: p.id, name: p.name, rpId: p.rpId, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
    recoveryCodesLeft: repo.unusedRecoveryCodes(ctx.db, userId).length,
  };
}

/** A new unconfirmed seed (replacing an unfinished one): the only answer that ever holds it. */
export async function startTotp(ctx: AppContext, user: UserRow): Promise<TotpEnrolment> {
  if (repo.hasConfirmedTotp(ctx.db, user.id)) throw new HttpError(409, messages.totpAlreadyOn);
  const secret = await newSeed();
  repo.putPendingTotp(ctx.db, { userId: user.id, secretSealed: ctx.secrets.seal(secret, seedPurpose), confirmedAt: null, lastStep: 0, createdAt: isoNow(ctx) });
  return { secret, uri: await otpauthUri(spec(secret), 'Hearth', user.username) };
}

/** Turns the app on once it shows a right code; the first factor brings the recovery codes. */
export async function confirmTotp(ctx: AppContext, user: UserRow, code: string): Promise<RecoveryCodes> {
  const row = repo.findTotp(ctx.db, user.id);
  if (!row) throw badRequest(messages.totpEnrolNotStarted);
  if (row.confirmedAt) throw new HttpError(409, messages.totpAlreadyOn);
  const step = await matchingStep(spec(ctx.secrets.open(row.secretSealed, seedPurpose)), code, ctx.clock());
  if (step === null) throw badRequest(messages.secondFactorCodeWrong);
  const first = !hasSecondFactor(ctx, user.id);
  repo.confirmTotp(ctx.db, user.id, isoNow(ctx), step);
  return { recoveryCodes: first ? issueRecoveryCodes(ctx, user.id) : [] };
}

/** A code of the user's app, accepted once: a code whose time step was used before is refused. */
async function checkTotp(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const row = repo.findTotp(ctx.db, userId);
  if (!row?.confirmedAt) return false;
  const step = await matchingStep(spec(ctx.secrets.open(row.secretSealed, seedPurpose)), code, ctx.clock());
  return step !== null && repo.takeStep(ctx.db, userId, step);
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function checkRecoveryCode(ctx: AppContext, userId: string, code: string): boolean {
  const given = Buffer.from(ctx.secrets.digest(normalise(code), recoveryPurpose));
  const match = repo.unusedRecoveryCodes(ctx.db, userId).find((row) => {
    const stored = Buffer.from(row.codeDigest);
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  return match !== undefined && repo.spendRecoveryCode(ctx.db, match.id, isoNow(ctx));
}

/** A 6-digit code is the app's; anything else is tried as a recovery code. */
export async function checkCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) ? checkTotp(ctx, userId, trimmed) : checkRecoveryCode(ctx, userId, trimmed);
}

/** Replaces every recovery code with new ones, answered this once (only digests are kept). */
function issueRecoveryCodes(ctx: AppContext, userId: string): string[] {
  const now = isoNow(ctx);
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  repo.replaceRecoveryCodes(
    ctx.db,
    userId,
    codes.map((code) => ({ id: newId(), userId, codeDigest: ctx.secrets.digest(normalise(code), recoveryPurpose), usedAt: null, createdAt: now })),
  );
  return codes;
}

export function renewRecoveryCodes(ctx: AppContext, userId: string): RecoveryCodes {
  if (!hasSecondFactor(ctx, userId)) throw badRequest(messages.recoveryCodesNeedFactor);
  return { recoveryCodes: issueRecoveryCodes(ctx, userId) };
}

/** The first passkey of an account without another factor brings the recovery codes. */
export function codesForNewFactor(ctx: AppContext, userId: string, hadFactor: boolean): string[] {
  return hadFactor ? [] : issueRecoveryCodes(ctx, userId);
}

/**
 * Before a factor goes or the codes change: the password, or a current code. Counted by the
 * sign-in limiter like a sign-in, so a stolen session cannot guess the password here.
 */
export async function proveItsYou(ctx: AppContext, user: UserRow, proof: ProofBody, address: string): Promise<void> {
  const attempt = await ctx.loginLimiter.take(user.username, address);
  const ok = proof.password !== undefined ? await verifyPassword(proof.password, user.passwordHash) : await checkCode(ctx, user.id, proof.code ?? '');
  if (!ok) {
    await attempt.failed();
    throw badRequest(messages.secondFactorProofWrong);
  }
  await attempt.succeeded();
}

/** After a factor went: with none left, the recovery codes go too (they only stood in for one). */
function dropCodesWhenNoFactor(ctx: AppContext, userId: string): void {
  if (!hasSecondFactor(ctx, userId)) repo.replaceRecoveryCodes(ctx.db, userId, []);
}

export function removeTotp(ctx: AppContext, userId: string): void {
  if (!repo.hasConfirmedTotp(ctx.db, userId)) throw notFound(messages.totpOff);
  ctx.db.transaction(() => {
    repo.deleteTotp(ctx.db, userId);
    dropCodesWhenNoFactor(ctx, userId);
  });
}

export function removePasskey(ctx: AppContext, userId: string, id: string): void {
  ctx.db.transaction(() => {
    if (!repo.deletePasskey(ctx.db, userId, id)) throw notFound(messages.passkeyNotFound);
    dropCodesWhenNoFactor(ctx, userId);
  });
}

export function resetFactors(ctx: AppContext, userId: string): void {
  ctx.db.transaction(() => repo.deleteAllFactors(ctx.db, userId));
}
