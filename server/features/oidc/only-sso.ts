import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SecondFactorGate } from '../auth/auth.service.js';
import { onlySsoRefused } from '../../../shared/contracts/oidc.js';
import { HttpError } from '../../http/errors.js';
import { listProviders } from './oidc.repo.js';
import { readOidcSettings } from './oidc.settings.js';

/**
 * With "only single sign-on" on, a password signs in super admins only: the local admin keeps a
 * way in when the provider is down or misconfigured, everyone else uses the provider. Checked
 * before any session or second-factor step is made, on every password route (the form, LDAP).
 */
export function passwordSignInAllowed(db: Db, user: UserRow): void {
  if (user.isSuperAdmin) return;
  if (!readOidcSettings(db).onlySso || listProviders(db).length === 0) return;
  throw new HttpError(403, onlySsoRefused);
}

/** The gate of password sign-ins: "only single sign-on" first, then the next gate (the second factor). */
export function onlySsoGate(db: Db, next: SecondFactorGate): SecondFactorGate {
  return (user) => {
    passwordSignInAllowed(db, user);
    return next(user);
  };
}
