import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { OidcProviderRow, UserRow } from '../../db/schema/index.js';
import { forwardUsernamePattern } from '../../../shared/contracts/forward-auth.js';
import type { OidcErrorCode } from '../../../shared/contracts/oidc.js';
import { createAccount } from '../auth/auth.service.js';
import { findUserById, findUserByUsername, updateUser } from '../auth/users.repo.js';
import { findLinkedUserId, insertLink } from './oidc.repo.js';

/** A sign-in the provider vouched for but Hearth refuses; the code names the login page's text. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: OidcErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

export type Claims = Record<string, unknown> & { sub: string };

/** A group claim as providers send it: an array of names (Authentik, Keycloak), or one string. */
export function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  if (typeof value === 'string') return value.split(',').map((g) => g.trim()).filter(Boolean);
  return [];
}

/** The role the groups give: admin, user, or none (refused). An empty user group lets everyone in. */
export function roleOf(provider: Pick<OidcProviderRow, 'adminGroup' | 'userGroup'>, groups: string[]): 'admin' | 'user' | null {
  if (provider.adminGroup !== '' && groups.includes(provider.adminGroup)) return 'admin';
  if (provider.userGroup === '' || groups.includes(provider.userGroup)) return 'user';
  return null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A verified email only: an unverified one names nobody. */
function verifiedEmail(claims: Claims): string | undefined {
  return claims.email_verified === true ? text(claims.email)?.toLowerCase() : undefined;
}

/**
 * Names a new account may take, best first; the last always fits and is practically never taken.
 * A name that looks like an email must be the verified one: the email-link rule matches accounts by
 * such names, and a person must not reserve someone else's address through a chosen user name.
 */
function usernameCandidates(provider: OidcProviderRow, claims: Claims): string[] {
  const email = verifiedEmail(claims);
  const preferred = text(claims.preferred_username)?.toLowerCase();
  const stable = `sso-${createHash('sha256').update(`${provider.id}\n${claims.sub}`).digest('hex').slice(0, 12)}`;
  return [preferred?.includes('@') && preferred !== email ? undefined : preferred, email, stable].filter((n): n is string => n !== undefined && forwardUsernamePattern.test(n));
}

/**
 * The Hearth account of a provider's person: by (provider, sub); else, only where the admin
 * switched it on, the account whose username is the person's verified email; else a new one
 * when the provider may create accounts. An existing account is never taken by its name alone.
 */
export async function accountFor(ctx: AppContext, provider: OidcProviderRow, claims: Claims): Promise<UserRow> {
  const role = roleOf(provider, groupsOf(claims[provider.groupClaim]));
  if (!role) throw new SsoRefusal('noGroup', `"${claims.sub}" is in neither the admin nor the user group`);
  const now = new Date(ctx.clock()).toISOString();
  const linkedId = findLinkedUserId(ctx.db, provider.id, claims.sub);
  let user = linkedId ? findUserById(ctx.db, linkedId) : undefined;
  const email = verifiedEmail(claims);
  if (!user && provider.linkByEmail && email) {
    user = findUserByUsername(ctx.db, email);
    if (user) {
      insertLink(ctx.db, provider.id, claims.sub, user.id, now);
      ctx.log(`Single sign-on: ${provider.name} linked the account "${user.username}" by its verified email.`);
    }
  }
  if (!user) user = await createFor(ctx, provider, claims, role, now);
  if (role === 'admin' && !user.isSuperAdmin) {
    // Promoted by the admin group, never demoted by its absence: local admins stay admins.
    updateUser(ctx.db, user.id, { isSuperAdmin: true, updatedAt: now });
    user = { ...user, isSuperAdmin: true };
  }
  return user;
}

async function createFor(ctx: AppContext, provider: OidcProviderRow, claims: Claims, role: 'admin' | 'user', now: string): Promise<UserRow> {
  if (!provider.autoCreate) throw new SsoRefusal('noAccount', `"${claims.sub}" has no linked account and accounts are not created`);
  const username = usernameCandidates(provider, claims).find((name) => !findUserByUsername(ctx.db, name));
  if (!username) throw new SsoRefusal('taken', `every name for "${claims.sub}" is taken`);
  const fullName = (text(claims.name) ?? text(claims.preferred_username) ?? username).slice(0, 100);
  // A password nobody knows: this account signs in through the provider until an admin sets one.
  const user = await createAccount(ctx.db, { fullName, username, passwordDigest: randomBytes(16).toString('hex'), isSuperAdmin: role === 'admin' });
  insertLink(ctx.db, provider.id, claims.sub, user.id, now);
  ctx.log(`Single sign-on: ${provider.name} created the account "${username}"${role === 'admin' ? ' (super admin)' : ''}.`);
  return user;
}
