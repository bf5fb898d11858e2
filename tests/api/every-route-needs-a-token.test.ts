// Every route the server mounts, found by walking Express's own router (not a list kept by hand),
// answers 401 without a session token, except the public ones named here with why. A route
// added later is checked by this test without anyone remembering to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { concrete, routes, startServerWithApp, type ExpressApp } from '../helpers/routes.js';
import { messages } from '../../shared/messages.js';

/** Public on purpose (reference/original-server.md §3, spec-core §2). */
const publicRoutes = new Map<string, string>([
  ['GET /api/v1/home', 'the health check of the original API'],
  ['GET /api/v1/health', 'for monitors and the desktop self-test'],
  ['GET /api/v1/openapi.json', 'the API description: the same for every Hearth, no data, fetched by API tools before they hold a token (issue 45)'],
  ['POST /api/v1/login', 'signing in'],
  ['POST /api/v1/login/second-factor', 'the second sign-in step; its pending token, from a right password, is the credential (second-factor.test.ts)'],
  ['POST /api/v1/login/second-factor/passkey-options', 'the passkey challenge of that second step, for a pending token only'],
  ['POST /api/v1/login/passkey/options', 'a passwordless passkey sign-in starts before any session'],
  ['POST /api/v1/login/passkey', 'signing in with a passkey'],
  ['POST /api/v1/auth/forward', 'signing in through a trusted proxy (forward-auth); from anyone else it answers 401 (forward-auth.test.ts)'],
  ['GET /api/v1/auth/ldap', 'the login form asks whether passwords go to the LDAP route (only on or off)'],
  ['POST /api/v1/auth/ldap', 'signing in while LDAP is on: local accounts as on /login, others against the directory (ldap.test.ts)'],
  ['GET /api/v1/auth/oidc/providers', 'the login page lists the single sign-on providers (names only) before anyone signs in'],
  ['GET /api/v1/auth/oidc/:id/start', 'the browser leaves for the provider; state, nonce and PKCE verifier stay on the server (oidc.test.ts)'],
  ['GET /api/v1/auth/oidc/callback', 'the provider sends the browser back; an unknown or spent state signs nobody in (oidc.test.ts)'],
  ['POST /api/v1/auth/oidc/finish', "the login page trades the callback's one-time code for a session; a wrong or spent code answers 400"],
  ['GET /api/v1/setup/status', 'the one-time setup screen asks whether setup is open'],
  ['POST /api/v1/setup', 'creating the first administrator with the one-time code'],
  ['POST /api/v1/setup/restore', 'an empty Hearth restoring a backup with the one-time code (issue 28)'],
  ['GET /api/v1/app/catalogue/:appId/logo', 'an <img> carries no token'],
  ['GET /api/v1/app/:appId/logo', 'an <img> carries no token'],
  ['GET /api/v1/https/trust', 'a phone reads what it needs to trust Hearth before it can sign in (issue 30)'],
  ['GET /api/v1/https/ca.crt', "a phone downloads Hearth's CA certificate (public by nature) before it trusts anything"],
  ['GET /api/v1/https/ca.mobileconfig', 'the same CA certificate as an iOS profile'],
  ['GET /api/v1/push/:token', 'a cron job reports to its push monitor; the random token in the URL is its credential (issue 46)'],
  ['POST /api/v1/push/:token', 'the same, for jobs that POST'],
  ['GET /api/v1/badge/:token/status.svg', "a monitor's status badge, embedded in a README; the owner turned it on and its random token is the credential (issue 46)"],
  ['GET /api/v1/badge/:token/uptime.svg', 'the same, for the uptime badge'],
]);

let server: TestServer;
let app: ExpressApp | null = null;

beforeAll(async () => {
  ({ server, app } = await startServerWithApp());
});
afterAll(() => server.stop());

describe('every route needs a token', () => {
  it('finds the routes by walking the router: more than a hundred, the public ones among them', () => {
    const found = routes(app?.router.stack ?? []);
    expect(found.length).toBeGreaterThan(100);
    for (const key of publicRoutes.keys()) expect(found.map((r) => `${r.method} ${r.path}`)).toContain(key);
  });

  it('answers 401 without a token on every one that is not public', async () => {
    const found = routes(app?.router.stack ?? []).filter((r) => r.path.startsWith('/api/v1/') && !publicRoutes.has(`${r.method} ${r.path}`));
    // An empty walk would pass the loop below: there are a hundred and more to check.
    expect(found.length).toBeGreaterThan(100);
    // The probe tells a route that answers without a token from one that does not: a public one does.
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    const open: string[] = [];
    for (const { method, path } of found) {
      const res = await fetch(`${server.url}${concrete(path)}`, { method, headers: method === 'GET' ? {} : { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      const body = (await res.json().catch(() => null)) as unknown;
      if (res.status !== 401) open.push(`${method} ${path} answered ${res.status}`);
      else if (JSON.stringify(body) !== JSON.stringify({ error: true, message: messages.unauthorized })) open.push(`${method} ${path} answered 401 with ${JSON.stringify(body)}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 401 to a made-up token the same way', async () => {
    const found = routes(app?.router.stack ?? []).filter((r) => r.path.startsWith('/api/v1/') && !publicRoutes.has(`${r.method} ${r.path}`));
    const sample = found.filter((_, i) => i % 7 === 0);
    expect(sample.length).toBeGreaterThan(100 / 7);
    for (const { method, path } of sample) {
      const res = await fetch(`${server.url}${concrete(path)}`, { method, headers: { authorization: 'Bearer not-a-real-token', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
