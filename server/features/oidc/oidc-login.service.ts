import { randomBytes } from 'node:crypto';
import type { Configuration } from 'openid-client';
import type { AppContext } from '../../context.js';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { oidcCallbackPath, type OidcErrorCode, type OidcLoginOptions } from '../../../shared/contracts/oidc.js';
import { badRequest, notFound } from '../../http/errors.js';
import { loginResult } from '../auth/auth.service.js';
import { createSession, hashToken, type SessionClient } from '../auth/sessions.service.js';
import { findUserById } from '../auth/users.repo.js';
import { accountFor, SsoRefusal, type Claims } from './oidc-accounts.js';
import { OidcClients, openidClient } from './oidc-client.js';
import { findOidcSessionProvider, findProvider, insertOidcSession, listProviders } from './oidc.repo.js';
import { providerNotFound } from './oidc-providers.service.js';
import { readOidcSettings } from './oidc.settings.js';
import { SingleUse } from './single-use.js';

/** How long a person may spend at the provider's login page. */
const pendingLifetimeMs = 10 * 60 * 1000;
/** The login page trades its one-time code for a session at once: a minute is plenty. */
const handoffLifetimeMs = 60 * 1000;
export const handoffExpired = 'This single sign-on has expired or was already used. Start again with "Sign in with …".';

interface Pending {
  providerId: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
  config: Configuration;
}


/** Where the browser goes next: the provider, or back to the login page with a code. */
type Next = string;

export function loginPageError(code: OidcErrorCode, providerId: string): Next {
  return `/login?${new URLSearchParams({ ssoError: code, provider: providerId }).toString()}`;
}

export class OidcLogin {
  readonly clients: OidcClients;
  private pending: SingleUse<Pending>;
  private handoffs: SingleUse<{ userId: string; providerId: string }>;

  constructor(private readonly ctx: AppContext) {
    this.clients = new OidcClients(ctx);
    this.pending = new SingleUse(pendingLifetimeMs, ctx.clock);
    this.handoffs = new SingleUse(handoffLifetimeMs, ctx.clock);
  }

  options(): OidcLoginOptions {
    const providers = listProviders(this.ctx.db).map(({ id, name }) => ({ id, name }));
    return { providers, onlySso: providers.length > 0 && readOidcSettings(this.ctx.db).onlySso };
  }

  /** GET /auth/oidc/:id/start: off to the provider with PKCE, state and nonce kept here. */
  async start(providerId: string, origin: string): Promise<Next> {
    const row = findProvider(this.ctx.db, providerId);
    if (!row) throw notFound(providerNotFound);
    let config: Configuration;
    try {
      config = await this.clients.configuration(row);
    } catch (error) {
      this.ctx.log(`Single sign-on: ${row.name} could not be reached: ${reason(error)}`);
      return loginPageError('unreachable', row.id);
    }
    const { buildAuthorizationUrl, calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } = await openidClient();
    const verifier = randomPKCECodeVerifier();
    const state = randomState();
    const nonce = randomNonce();
    const redirectUri = `${origin}${oidcCallbackPath}`;
    this.pending.put(state, { providerId: row.id, verifier, nonce, redirectUri, config });
    const url = buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: row.scopes,
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** GET /auth/oidc/callback: checks everything, then hands the login page a one-time code. */
  async callback(query: URLSearchParams): Promise<Next> {
    const pending = this.pending.take(query.get('state') ?? '');
    if (!pending) return '/login?ssoError=expired';
    const row = findProvider(this.ctx.db, pending.providerId);
    if (!row) return '/login?ssoError=expired';
    if (query.has('error')) {
      this.ctx.log(`Single sign-on: ${row.name} answered "${printable(query.get('error') ?? '')}".`);
      return loginPageError('refused', row.id);
    }
    try {
      const current = new URL(pending.redirectUri);
      current.search = query.toString();
      const { authorizationCodeGrant, fetchUserInfo } = await openidClient();
      const tokens = await authorizationCodeGrant(pending.config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: query.get('state') ?? '',
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      const info = pending.config.serverMetadata().userinfo_endpoint ? await fetchUserInfo(pending.config, tokens.access_token, idClaims.sub) : {};
      // The ID token's own claims win; the userinfo answer adds what the token left out (groups, email).
      const claims: Claims = { ...info, ...idClaims, sub: idClaims.sub };
      const user = await accountFor(this.ctx, row, claims);
      const code = randomBytes(24).toString('base64url');
      this.handoffs.put(code, { userId: user.id, providerId: row.id });
      return `/login?${new URLSearchParams({ sso: code }).toString()}`;
    } catch (error) {
      if (error instanceof SsoRefusal) {
        this.ctx.log(`Single sign-on: ${row.name} sign-in refused: ${printable(error.message)}.`);
        return loginPageError(error.code, row.id);
      }
      this.ctx.log(`Single sign-on: ${row.name} sign-in failed: ${reason(error)}`);
      return loginPageError('failed', row.id);
    }
  }

  /** POST /auth/oidc/finish: the login page's one-time code becomes a normal Hearth session. */
  finish(code: string, client: SessionClient): LoginResult {
    const handoff = this.handoffs.take(code);
    const user = handoff ? findUserById(this.ctx.db, handoff.userId) : undefined;
    if (!handoff || !user) throw badRequest(handoffExpired);
    const token = createSession(this.ctx.db, user.id, client, new Date(this.ctx.clock()));
    insertOidcSession(this.ctx.db, hashToken(token), handoff.providerId);
    return loginResult(user, token);
  }

  /** Where the browser goes after signing out of a provider's session (RP-initiated logout), or null. */
  async logoutUrl(token: string, origin: string): Promise<string | null> {
    const providerId = findOidcSessionProvider(this.ctx.db, hashToken(token));
    const row = providerId ? findProvider(this.ctx.db, providerId) : undefined;
    if (!row) return null;
    try {
      const config = await this.clients.configuration(row);
      if (!config.serverMetadata().end_session_endpoint) return null;
      const { buildEndSessionUrl } = await openidClient();
      return buildEndSessionUrl(config, { client_id: row.clientId, post_logout_redirect_uri: `${origin}/login` }).href;
    } catch (error) {
      this.ctx.log(`Single sign-on: ${row.name} could not be reached to sign out: ${reason(error)}`);
      return null;
    }
  }
}

/** An error's message for the log: what went wrong, never a secret (openid-client's messages carry none). */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return printable(`${message}${cause}`);
}

/** One log line of what an outside party wrote: no line breaks or control characters, not too long. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '?').slice(0, 300);
}
