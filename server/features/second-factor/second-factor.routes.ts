import { Router, type Request } from 'express';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { currentUser, requireSuperAdmin } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { newId } from '../../ids.js';
import { messages } from '../../../shared/messages.js';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { passkeyLoginSchema, passkeyRegisterSchema, pendingOnlySchema, proofSchema, secondFactorSchema, totpConfirmSchema, type SecondFactorNeeded } from '../../../shared/contracts/second-factor.js';
import { loginResult } from '../auth/auth.service.js';
import { createSession } from '../auth/sessions.service.js';
import { findUserById } from '../auth/users.repo.js';
import * as factors from './factors.service.js';
import { authenticationOptions, passkeyOf, registerPasskey, registrationOptions, verifyPasskey } from './passkeys.service.js';
import { Challenges, PendingLogins } from './pending.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

function rpOf(req: Request): RelyingParty {
  const rp = relyingParty({ protocol: req.protocol, hostname: req.hostname, host: req.get('host') ?? '' });
  if ('error' in rp) throw badRequest(rp.error);
  return rp;
}

const clientOf = (req: Request) => ({ address: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null });
// The schemas check the envelope; @simplewebauthn checks every field inside and refuses what is off.
const asAssertion = (value: unknown) => value as AuthenticationResponseJSON;
const asAttestation = (value: unknown) => value as RegistrationResponseJSON;

/**
 * Issue 45 item 4: TOTP, recovery codes and passkeys on Hearth's own sign-in. `gate` is what
 * POST /login asks after a right password; `publicRoutes` take the second step (and passwordless
 * passkeys) before any session exists; `accountRoutes` sit behind requireAuth.
 */
export function secondFactorFeature(ctx: AppContext) {
  const pending = new PendingLogins(ctx.clock);
  const loginChallenges = new Challenges<string>(ctx.clock);
  const registrations = new Challenges<{ challenge: string; rpId: string }>(ctx.clock);
  const signIn = (req: Request, user: UserRow): LoginResult => loginResult(user, createSession(ctx.db, user.id, clientOf(req)));

  const publicRoutes = Router();
  publicRoutes.post('/login/second-factor/passkey-options', async (req, res) => {
    const body = parse(pendingOnlySchema, req.body);
    const entry = pending.get(body.pendingToken);
    if (!entry) throw badRequest(messages.secondFactorPendingInvalid);
    const options = await authenticationOptions(ctx, rpOf(req), entry.userId);
    entry.challenge = options.challenge;
    res.json({ error: false, message: options });
  });

  // Counted by the sign-in limiter under the account, like the password before it.
  publicRoutes.post('/login/second-factor', async (req, res) => {
    const body = parse(secondFactorSchema, req.body);
    const entry = pending.get(body.pendingToken);
    if (!entry) throw badRequest(messages.secondFactorPendingInvalid);
    // An address where passkeys cannot work is told so before an attempt is counted.
    const rp = 'passkey' in body ? rpOf(req) : null;
    const attempt = await ctx.loginLimiter.take(entry.username, clientOf(req).address);
    let ok: boolean;
    if ('code' in body || !rp) {
      ok = 'code' in body && (await factors.checkCode(ctx, entry.userId, body.code));
    } else {
      const passkey = passkeyOf(ctx, asAssertion(body.passkey));
      const challenge = entry.challenge;
      entry.challenge = null;
      ok = passkey?.userId === entry.userId && challenge !== null && (await verifyPasskey(ctx, rp, passkey, challenge, asAssertion(body.passkey), false));
    }
    // Taken once: a second request with the same token, even a parallel one, finds it gone.
    if (!ok || !pending.finish(body.pendingToken)) {
      await attempt.failed();
      pending.wrong(body.pendingToken);
      throw badRequest('code' in body ? messages.secondFactorCodeWrong : messages.passkeyRejected);
    }
    await attempt.succeeded();
    const user = findUserById(ctx.db, entry.userId);
    if (!user) throw badRequest(messages.secondFactorPendingInvalid);
    res.json({ error: false, message: signIn(req, user) });
  });

  publicRoutes.post('/login/passkey/options', async (req, res) => {
    const options = await authenticationOptions(ctx, rpOf(req), null);
    const challengeId = newId();
    loginChallenges.put(challengeId, options.challenge);
    res.json({ error: false, message: { challengeId, options } });
  });

  publicRoutes.post('/login/passkey', async (req, res) => {
    const body = parse(passkeyLoginSchema, req.body);
    const rp = rpOf(req);
    const challenge = loginChallenges.take(body.challengeId);
    if (!challenge) throw badRequest(messages.passkeyChallengeExpired);
    const passkey = passkeyOf(ctx, asAssertion(body.passkey));
    const user = passkey ? findUserById(ctx.db, passkey.userId) : undefined;
    // Unknown passkeys are counted under one name per address, so they cannot be tried endlessly.
    const attempt = await ctx.loginLimiter.take(user?.username ?? '\u0000passkey', clientOf(req).address);
    if (!passkey || !user) {
      await attempt.failed();
      throw badRequest(messages.passkeyUnknown);
    }
    if (!(await verifyPasskey(ctx, rp, passkey, challenge, asAssertion(body.passkey), true))) {
      await attempt.failed();
      throw badRequest(messages.passkeyRejected);
    }
    await attempt.succeeded();
    res.json({ error: false, message: signIn(req, user) });
  });

  const accountRoutes = Router();
  accountRoutes.get('/account/factors', (req, res) => {
    res.json({ error: false, message: factors.factorsView(ctx, currentUser(req).id) });
  });
  accountRoutes.post('/account/factors/totp/start', async (req, res) => {
    res.json({ error: false, message: await factors.startTotp(ctx, currentUser(req)) });
  });
  accountRoutes.post('/account/factors/totp/confirm', async (req, res) => {
    const body = parse(totpConfirmSchema, req.body);
    res.json({ error: false, message: await factors.confirmTotp(ctx, currentUser(req), body.code) });
  });
  accountRoutes.post('/account/factors/totp/remove', async (req, res) => {
    const user = currentUser(req);
    const proof = parse(proofSchema, req.body);
    if (!factors.factorsView(ctx, user.id).totp) throw notFound(messages.totpOff);
    await factors.proveItsYou(ctx, user, proof, clientOf(req).address);
    factors.removeTotp(ctx, user.id);
    res.json({ error: false, message: messages.totpRemoved });
  });
  accountRoutes.post('/account/factors/recovery-codes', async (req, res) => {
    const user = currentUser(req);
    const proof = parse(proofSchema, req.body);
    if (!factors.hasSecondFactor(ctx, user.id)) throw badRequest(messages.recoveryCodesNeedFactor);
    await factors.proveItsYou(ctx, user, proof, clientOf(req).address);
    res.json({ error: false, message: factors.renewRecoveryCodes(ctx, user.id) });
  });

  accountRoutes.post('/account/passkeys/options', async (req, res) => {
    const user = currentUser(req);
    const rp = rpOf(req);
    const options = await registrationOptions(ctx, user, rp);
    registrations.put(user.id, { challenge: options.challenge, rpId: rp.rpId });
    res.json({ error: false, message: options });
  });
  accountRoutes.post('/account/passkeys', async (req, res) => {
    const user = currentUser(req);
    const body = parse(passkeyRegisterSchema, req.body);
    const rp = rpOf(req);
    const started = registrations.take(user.id);
    if (started?.rpId !== rp.rpId) throw badRequest(messages.passkeyChallengeExpired);
    const hadFactor = factors.hasSecondFactor(ctx, user.id);
    const row = await registerPasskey(ctx, user, rp, started.challenge, body.name, asAttestation(body.passkey));
    const recoveryCodes = factors.codesForNewFactor(ctx, user.id, hadFactor);
    res.json({ error: false, message: { passkey: { id: row.id, name: row.name, rpId: row.rpId, createdAt: row.createdAt, lastUsedAt: null }, recoveryCodes } });
  });
  accountRoutes.post('/account/passkeys/:id/remove', async (req, res) => {
    const user = currentUser(req);
    const proof = parse(proofSchema, req.body);
    if (!factors.factorsView(ctx, user.id).passkeys.some((p) => p.id === req.params.id)) throw notFound(messages.passkeyNotFound);
    await factors.proveItsYou(ctx, user, proof, clientOf(req).address);
    factors.removePasskey(ctx, user.id, req.params.id);
    res.json({ error: false, message: messages.passkeyRemoved });
  });

  // Super admins only. Their own factors go under My Profile, where the password is asked.
  accountRoutes.post('/accounts/factors/reset/:userId', (req, res) => {
    const admin = requireSuperAdmin(req, 'hearth');
    if (req.params.userId === admin.id) throw badRequest(messages.factorsResetSelf);
    const user = findUserById(ctx.db, req.params.userId);
    if (!user) throw notFound(messages.userNotFound);
    factors.resetFactors(ctx, user.id);
    res.json({ error: false, message: messages.factorsReset(user.fullName) });
  });

  return {
    gate: (user: UserRow): SecondFactorNeeded | null => factors.secondFactorGate(ctx, pending, user),
    publicRoutes,
    accountRoutes,
  };
}
