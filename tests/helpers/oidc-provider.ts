import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims a test account's provider asserts about it. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  groups?: string[];
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  /** Hearth's callback(s): origin + /api/v1/auth/oidc/callback. */
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface RunningProvider {
  /** The issuer, e.g. http://127.0.0.1:41234: its discovery document is below it. */
  issuer: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, the certified Node implementation) on 127.0.0.1, port 0,
 * with its development login pages: any listed account signs in by typing its id.
 */
export async function startOidcProvider(clients: TestClient[], accounts: Record<string, TestAccount>): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    // oidc-provider's own defaults, said out loud (it asks): ID tokens live an hour.
    ttl: { IdToken: 3600, AccessToken: 3600, Interaction: 3600, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600 },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its development pages import a web font from Google; tests reach only 127.0.0.1, so the
  // import is cut from every page it serves (a Koa middleware, oidc-provider's documented hook).
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string') ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies by name, as a browser would keep them for one host (paths ignored: names do not repeat here). */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * A person at the provider: follows its redirects by hand and fills in its login and consent
 * forms, until the provider sends the browser back to Hearth (the returned URL: Hearth's callback
 * with code and state, not yet visited).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, hearthOrigin: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(hearthOrigin)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.take(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`The provider answered ${res.status} without a form: ${page.slice(0, 300)}`);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('The provider never sent the browser back to Hearth.');
}
