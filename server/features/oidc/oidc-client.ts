import type * as OpenIdClient from 'openid-client';
import type { Configuration } from 'openid-client';
import type { AppContext } from '../../context.js';
import type { OidcProviderRow } from '../../db/schema/index.js';
import { isLoopbackAddress, isLoopbackName } from '../../net/reach.js';
import { openClientSecret } from './oidc-providers.service.js';

/** Seconds a provider may take to answer discovery before the login page says it is down. */
const discoveryTimeoutS = 5;
/** A discovered provider is reused this long: an unsigned-in visitor cannot make Hearth fetch at will. */
const cacheMs = 60_000;

export const httpNotAllowed =
  'This provider is at a plain http:// address outside this computer. Use https://, or tick "Allow plain http" if it really runs without TLS on your network.';

/** Plain http only to this computer, or where the admin said so (home labs run Authelia over http on the LAN). */
export function mayUseHttp(discoveryUrl: string, allowHttp: boolean): boolean {
  const url = new URL(discoveryUrl);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return allowHttp || isLoopbackAddress(host) || isLoopbackName(host);
}

/**
 * openid-client, loaded the first time a provider is used: most servers never sign in through one,
 * and keeping it out of start-up keeps the first answer and the idle heap small (issue 37).
 */
export const openidClient = (): Promise<typeof OpenIdClient> => import('openid-client');

export class OidcClients {
  private cache = new Map<string, { config: Configuration; at: number; updatedAt: string }>();

  constructor(private readonly ctx: Pick<AppContext, 'secrets' | 'clock'>) {}

  /** The provider's configuration from its discovery document; throws when it cannot be reached or read. */
  async configuration(row: OidcProviderRow): Promise<Configuration> {
    const now = this.ctx.clock();
    const cached = this.cache.get(row.id);
    if (cached && cached.updatedAt === row.updatedAt && now - cached.at < cacheMs) return cached.config;
    if (!mayUseHttp(row.discoveryUrl, row.allowHttp)) throw new Error(httpNotAllowed);
    const secret = openClientSecret(this.ctx, row);
    // Hearth's clock (a test's, or the real one) is the time ID tokens are checked against.
    const skew = Math.round((now - Date.now()) / 1000);
    const { allowInsecureRequests, ClientSecretBasic, clockSkew, discovery } = await openidClient();
    const config = await discovery(new URL(row.discoveryUrl), row.clientId, { [clockSkew]: skew }, ClientSecretBasic(secret), {
      timeout: discoveryTimeoutS,
      execute: new URL(row.discoveryUrl).protocol === 'http:' ? [allowInsecureRequests] : [],
    });
    this.cache.set(row.id, { config, at: now, updatedAt: row.updatedAt });
    return config;
  }

  forget(providerId: string): void {
    this.cache.delete(providerId);
  }
}
