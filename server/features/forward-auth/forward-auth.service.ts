import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { AppContext } from '../../context.js';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { forwardUsernameInvalid, forwardUsernamePattern, type ForwardAuthSettings } from '../../../shared/contracts/forward-auth.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { createAccount, loginResult } from '../auth/auth.service.js';
import { createSession } from '../auth/sessions.service.js';
import { findUserByUsername, updateUser } from '../auth/users.repo.js';
import { readForwardAuth } from './forward-auth.settings.js';

export const forwardAuthMessages = {
  notHere: 'No trusted proxy signed this request in. Sign in with your username and password.',
  noAccount: (username: string) =>
    `The proxy signed in "${username}", who has no Hearth account. Ask an administrator to create it, or to let forward-auth create accounts.`,
};

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Whether the peer of this connection is a proxy HEARTH_TRUST_PROXY names. It asks Express's own
 * compiled rule (the one X-Forwarded-For is read by) about the socket's address, never about
 * req.ip: that one comes from X-Forwarded-For, which a client may write itself.
 */
export function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as TrustFn | undefined;
  const peer = req.socket.remoteAddress;
  return Boolean(trust && peer && trust(peer, 0));
}

/** One header's value. Node joins a header sent twice with ", ", which no user name matches (400). */
function header(req: Request, name: string): string | undefined {
  if (!name) return undefined;
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Authelia separates groups with commas, Authentik with "|". */
function groupsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,|]/)
    .map((g) => g.trim())
    .filter(Boolean);
}

function enabled(ctx: AppContext, settings: ForwardAuthSettings): boolean {
  return ctx.config.forwardAuth ?? settings.enabled;
}

/**
 * Signs in the user a trusted proxy names (POST /auth/forward). Off, from anyone but a listed
 * proxy, or without the header: 401, exactly as if the headers were not there.
 */
export async function forwardSignIn(ctx: AppContext, req: Request): Promise<LoginResult> {
  const settings = readForwardAuth(ctx.db);
  const named = header(req, settings.userHeader);
  if (!enabled(ctx, settings) || !fromTrustedProxy(req) || named === undefined) throw new HttpError(401, forwardAuthMessages.notHere);
  const username = named.toLowerCase();
  if (!forwardUsernamePattern.test(username)) throw badRequest(forwardUsernameInvalid);
  const isAdmin = settings.adminGroup !== '' && groupsOf(header(req, settings.groupsHeader)).includes(settings.adminGroup);
  let user = findUserByUsername(ctx.db, username);
  if (!user) {
    if (!settings.autoCreate) throw new HttpError(403, forwardAuthMessages.noAccount(username));
    const fullName = (header(req, settings.nameHeader) ?? '').slice(0, 100) || username;
    // A password nobody knows: this account signs in through the proxy until an admin sets one.
    user = await createAccount(ctx.db, { fullName, username, passwordDigest: randomBytes(16).toString('hex'), isSuperAdmin: isAdmin });
    ctx.log(`Forward-auth created the account "${username}"${isAdmin ? ' (super admin)' : ''}.`);
  } else if (isAdmin && !user.isSuperAdmin) {
    // Promoted by the proxy's group, never demoted by its absence: local admins stay admins.
    updateUser(ctx.db, user.id, { isSuperAdmin: true, updatedAt: new Date().toISOString() });
    user = { ...user, isSuperAdmin: true };
  }
  return loginResult(user, createSession(ctx.db, user.id));
}
