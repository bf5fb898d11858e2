import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { usernamePattern } from '../../../shared/contracts/auth.js';
import type { LdapLoginBody } from '../../../shared/contracts/ldap.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { countSuperAdmins } from '../accounts/accounts.repo.js';
import { createAccount, login, loginResult, type SecondFactorGate } from '../auth/auth.service.js';
import type { SecondFactorNeeded } from '../../../shared/contracts/second-factor.js';
import { createSession } from '../auth/sessions.service.js';
import { findUserById, findUserByUsername, updateUser } from '../auth/users.repo.js';
import type { DirectoryUser } from './ldap-directory.js';
import { DirectoryUnavailable } from './ldap-failures.js';
import { normalizeDn } from './ldap-filter.js';
import { findLinkByEntry, findLinkByUser, insertLink, updateLink } from './ldap.repo.js';
import { readLdapConfig, type LdapConfig } from './ldap.settings.js';

export const ldapSignInMessages = {
  unavailable: (reason: string) => `Directory sign-in is unavailable right now. ${reason} Local accounts can still sign in.`,
  noGroup: 'Your directory account is in neither of the groups that may use Hearth. Ask an administrator to add you to one.',
  noAccount: (username: string) => `The directory knows "${username}", who has no Hearth account. Ask an administrator to create it, or to let LDAP sign-in create accounts.`,
  unusableName: 'Your directory user name cannot be a Hearth user name (letters, digits, dots, dashes and underscores, at most 50). Ask an administrator to create your account.',
  nameTaken: (username: string) => `The Hearth account "${username}" belongs to another directory entry. Ask an administrator.`,
};

type Client = { address: string; userAgent: string | null };

/**
 * The login form while LDAP is on (POST /auth/ldap). A local account (no directory link) signs in
 * exactly as on /login, so the local admin gets in while the directory is down; any other name
 * is asked of the directory. Both count against the sign-in limiter.
 */
export async function ldapSignIn(ctx: AppContext, body: LdapLoginBody, client: Client, gate: SecondFactorGate = () => null): Promise<LoginResult | SecondFactorNeeded> {
  const local = findUserByUsername(ctx.db, body.username);
  const config = readLdapConfig(ctx);
  if (!config?.enabled || (local && !findLinkByUser(ctx.db, local.id))) {
    const digest = createHash('md5').update(body.password).digest('hex');
    return login(ctx.db, ctx.loginLimiter, { username: body.username, password: digest }, client, gate);
  }
  const attempt = await ctx.loginLimiter.take(body.username, client.address);
  let found: DirectoryUser | null;
  try {
    // The LDAP client loads with the first directory sign-in, not at start-up (issue 37).
    const { findDirectoryUser, passwordMatches } = await import('./ldap-directory.js');
    found = await findDirectoryUser(config, body.username);
    if (found && !(await passwordMatches(config, found.dn, body.password))) found = null;
  } catch (error) {
    if (!(error instanceof DirectoryUnavailable)) throw error;
    ctx.log(`LDAP sign-in failed: ${error.reason}`);
    // No password was checked: the attempt is not held against the account.
    await attempt.succeeded();
    throw new HttpError(503, ldapSignInMessages.unavailable(error.reason));
  }
  if (!found) {
    await attempt.failed();
    throw badRequest(messages.invalidCredentials);
  }
  await attempt.succeeded();
  const role = roleOf(config, found);
  if (!role) throw new HttpError(403, ldapSignInMessages.noGroup);
  const user = await accountFor(ctx, config, found, body.username, role === 'admin');
  // The directory checked the password; "only single sign-on" and a second factor apply as on /login.
  return gate(user) ?? loginResult(user, createSession(ctx.db, user.id, client));
}

/** Admin group first; an empty user group lets in everyone the filter finds. */
function roleOf(config: LdapConfig, user: DirectoryUser): 'admin' | 'user' | null {
  if (user.groups.includes(normalizeDn(config.adminGroupDn))) return 'admin';
  if (config.userGroupDn === '' || user.groups.includes(normalizeDn(config.userGroupDn))) return 'user';
  return null;
}

/** The linked account with its role from the directory, or a new one when the admin allows. */
async function accountFor(ctx: AppContext, config: LdapConfig, entry: DirectoryUser, typed: string, isAdmin: boolean): Promise<UserRow> {
  const now = new Date().toISOString();
  const link = findLinkByEntry(ctx.db, entry);
  const linked = link ? findUserById(ctx.db, link.userId) : undefined;
  if (link && linked) {
    updateLink(ctx.db, linked.id, { dn: entry.dn, entryUuid: entry.entryUuid ?? link.entryUuid, lastSignInAt: now });
    // The directory decides the role, except that the last super admin keeps the flag.
    const keep = linked.isSuperAdmin && !isAdmin && countSuperAdmins(ctx.db) <= 1;
    if (linked.isSuperAdmin !== isAdmin && !keep) {
      updateUser(ctx.db, linked.id, { isSuperAdmin: isAdmin, updatedAt: now });
      return { ...linked, isSuperAdmin: isAdmin };
    }
    return linked;
  }
  if (findUserByUsername(ctx.db, typed)) throw new HttpError(409, ldapSignInMessages.nameTaken(typed));
  if (!config.autoCreate) throw new HttpError(403, ldapSignInMessages.noAccount(typed));
  if (typed.length > 50 || !usernamePattern.test(typed)) throw badRequest(ldapSignInMessages.unusableName);
  // A password nobody knows: a linked account only ever signs in through the directory.
  const user = await createAccount(ctx.db, { fullName: entry.fullName.slice(0, 100) || typed, username: typed, passwordDigest: randomBytes(16).toString('hex'), isSuperAdmin: isAdmin });
  insertLink(ctx.db, { userId: user.id, dn: entry.dn, entryUuid: entry.entryUuid, createdAt: now, lastSignInAt: now });
  ctx.log(`LDAP sign-in created the account "${typed}"${isAdmin ? ' (super admin)' : ''}.`);
  return user;
}

