import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type * as WebAuthn from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import type { PasskeyRow, UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { messages } from '../../../shared/messages.js';
import * as repo from './factors.repo.js';
import type { RelyingParty } from './relying-party.js';

const maxPasskeys = 20;

// The library is loaded on the first passkey call, not at server start (start-up budget).
let loaded: Promise<typeof WebAuthn> | null = null;
const webauthn = () => (loaded ??= import('@simplewebauthn/server'));

const userHandle = (user: UserRow) => new TextEncoder().encode(user.id);
const transportsOf = (row: PasskeyRow) => JSON.parse(row.transports) as AuthenticatorTransportFuture[];
type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON['response']['transports']>[number];

/** Options for making a passkey: discoverable (so it can sign in without a username). */
export async function registrationOptions(ctx: AppContext, user: UserRow, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: 'Hearth',
    rpID: rp.rpId,
    userName: user.username,
    userDisplayName: user.fullName,
    userID: userHandle(user),
    attestationType: 'none',
    excludeCredentials: repo.listPasskeys(ctx.db, user.id).map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer to `registrationOptions` and keeps the passkey. */
export async function registerPasskey(ctx: AppContext, user: UserRow, rp: RelyingParty, challenge: string, name: string, response: RegistrationResponseJSON): Promise<PasskeyRow> {
  if (repo.listPasskeys(ctx.db, user.id).length >= maxPasskeys) throw new HttpError(409, messages.passkeyTooMany);
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpId, requireUserVerification: false }).catch(() => null);
  if (!result?.verified) throw badRequest(messages.passkeyRejected);
  const { credential } = result.registrationInfo;
  if (repo.findPasskeyByCredential(ctx.db, credential.id)) throw new HttpError(409, messages.passkeyDuplicate);
  const row: PasskeyRow = {
    id: newId(),
    userId: user.id,
    name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    rpId: rp.rpId,
    createdAt: new Date(ctx.clock()).toISOString(),
    lastUsedAt: null,
  };
  repo.insertPasskey(ctx.db, row);
  return row;
}

/**
 * Options for signing in with a passkey: the user's passkeys of this host for a second step, or
 * none listed (the browser offers its discoverable ones) for a passwordless sign-in.
 */
export async function authenticationOptions(ctx: AppContext, rp: RelyingParty, userId: string | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  const allow = userId ? repo.listPasskeys(ctx.db, userId).filter((p) => p.rpId === rp.rpId) : [];
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    userVerification: userId ? 'preferred' : 'required',
  });
}

/** The passkey an answer names, or null when Hearth does not know it. */
export function passkeyOf(ctx: AppContext, response: AuthenticationResponseJSON): PasskeyRow | null {
  return repo.findPasskeyByCredential(ctx.db, response.id) ?? null;
}

/**
 * Whether the answer is a valid signature of `challenge` by `passkey` made on this host. A
 * passwordless sign-in also needs user verification (the passkey is both factors then) and the
 * user handle the passkey was made for.
 */
export async function verifyPasskey(ctx: AppContext, rp: RelyingParty, passkey: PasskeyRow, challenge: string, response: AuthenticationResponseJSON, passwordless: boolean): Promise<boolean> {
  if (passkey.rpId !== rp.rpId) return false;
  if (passwordless && response.response.userHandle !== Buffer.from(passkey.userId).toString('base64url')) return false;
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: transportsOf(passkey) },
    requireUserVerification: passwordless,
  }).catch(() => null);
  if (!result?.verified) return false;
  repo.touchPasskey(ctx.db, passkey.id, result.authenticationInfo.newCounter, new Date(ctx.clock()).toISOString());
  return true;
}
