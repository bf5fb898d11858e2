import type { Db } from '../../db/client.js';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { onlySsoRefused } from '../../../shared/contracts/oidc.js';
import { HttpError } from '../../http/errors.js';
import { listProviders } from './oidc.repo.js';
import { readOidcSettings } from './oidc.settings.js';

/**
 * With "only single sign-on" on, a password signs in super admins only: the local admin keeps a
 * way in when the provider is down or misconfigured, everyone else uses the provider. The session
 * the password made is ended before the 403.
 */
export function passwordSignInAllowed(db: Db, result: LoginResult, endSession: () => void): void {
  if (result.role === 'admin') return;
  if (!readOidcSettings(db).onlySso || listProviders(db).length === 0) return;
  endSession();
  throw new HttpError(403, onlySsoRefused);
}
