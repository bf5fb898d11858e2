// OIDC single sign-on (issue 45 item 1) against a real OpenID provider (oidc-provider) running in
// the test on 127.0.0.1: the whole browser round trip is driven by hand with fetch, redirects
// followed one by one and the provider's login and consent forms submitted.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, loginAs, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { signInAtProvider, startOidcProvider, type RunningProvider, type TestAccount } from '../helpers/oidc-provider.js';
import { reserveClosedPort, type ClosedPort } from '../helpers/closed-port.js';
import type { LoginResult } from '../../shared/contracts/auth.js';
import { oidcCallbackPath, oidcSecretMissing, onlySsoRefused, type OidcLoginOptions, type OidcProviderSave, type OidcProviderView, type OidcSettingsView } from '../../shared/contracts/oidc.js';
import { messages } from '../../shared/messages.js';

const secret = `client-secret-${randomBytes(12).toString('hex')}`;
const accounts: Record<string, TestAccount> = {
  alice: { preferred_username: 'alice', name: 'Alice A', email: 'alice@example.com', email_verified: true, groups: ['hearth-users'] },
  bob: { preferred_username: 'bob', name: 'Bob B', groups: ['family', 'hearth-admins'] },
  mallory: { preferred_username: 'mallory', groups: ['family'] },
  dora: { preferred_username: 'dora', email: 'dora@example.com', email_verified: true, groups: ['hearth-users'] },
  erin: { preferred_username: 'erin', email: 'erin@example.com', email_verified: false, groups: ['hearth-users'] },
  squatter: { preferred_username: 'gus@example.com', email: 'gus@example.com', email_verified: false, groups: ['hearth-users'] },
};

let hearth: TestServer;
let late: TestServer;
let provider: RunningProvider;
let closed: ClosedPort;

function providerBody(overrides: Partial<OidcProviderSave> = {}): OidcProviderSave {
  return {
    name: 'Authentik',
    discoveryUrl: provider.issuer,
    clientId: 'hearth',
    clientSecret: secret,
    scopes: 'openid profile email groups',
    groupClaim: 'groups',
    adminGroup: 'hearth-admins',
    userGroup: 'hearth-users',
    autoCreate: true,
    linkByEmail: false,
    allowHttp: false,
    ...overrides,
  };
}

async function addProvider(server: TestServer, overrides: Partial<OidcProviderSave> = {}): Promise<string> {
  const res = await call<OidcProviderView>(server, 'POST', '/settings/oidc/providers', { token: await loginAdmin(server), body: providerBody(overrides) });
  expect(res.status).toBe(200);
  return res.body.message.id;
}

/** Where Hearth sends the browser: the path and query of a redirect, read relative to Hearth. */
async function redirectOf(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '', url);
}

/** Leaves Hearth for the provider, signs in there as `login`; returns Hearth's callback URL. */
async function toCallback(server: TestServer, providerId: string, login: string): Promise<string> {
  const authorization = await redirectOf(`${server.url}/api/v1/auth/oidc/${providerId}/start`);
  expect(authorization.origin).toBe(provider.issuer);
  return signInAtProvider(authorization.href, login, server.url);
}

/** The whole round trip; the login page's address at the end (?sso=… or ?ssoError=…). */
async function signIn(server: TestServer, providerId: string, login: string): Promise<URL> {
  return redirectOf(await toCallback(server, providerId, login));
}

async function finish(server: TestServer, landed: URL) {
  return call<LoginResult>(server, 'POST', '/auth/oidc/finish', { body: { code: landed.searchParams.get('sso') } });
}

async function whoIs(server: TestServer, token: string): Promise<string> {
  const res = await call<{ username: string }>(server, 'GET', '/session', { token });
  return res.status === 200 ? res.body.message.username : `status ${res.status}`;
}

beforeAll(async () => {
  hearth = await startTestServer();
  // A Hearth whose clock runs two hours ahead: every ID token reaches it expired.
  late = await startTestServer({ clock: () => Date.now() + 2 * 60 * 60 * 1000 });
  provider = await startOidcProvider(
    [{ clientId: 'hearth', clientSecret: secret, redirectUris: [hearth, late].map((s) => `${s.url}${oidcCallbackPath}`), postLogoutRedirectUris: [`${hearth.url}/login`] }],
    accounts,
  );
  closed = await reserveClosedPort();
});
afterAll(async () => {
  closed.release();
  await Promise.all([hearth.stop(), late.stop(), provider.stop()]);
});

describe('the providers screen (super admin)', () => {
  it('answers 401 without a session and 403 to a plain user on every route', async () => {
    const user = await createUser(hearth, 'plainuser');
    const routes: [string, string][] = [
      ['GET', '/settings/oidc'],
      ['POST', '/settings/oidc'],
      ['POST', '/settings/oidc/providers'],
      ['PUT', '/settings/oidc/providers/x'],
      ['DELETE', '/settings/oidc/providers/x'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : providerBody();
      expect((await call(hearth, method, path, { body })).status, `${method} ${path}`).toBe(401);
      const refused = await call(hearth, method, path, { token: user, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(messages.forbidden);
    }
  });

  it('refuses API keys, even a super admin\'s write key: who may sign in is set by a signed-in person', async () => {
    const token = await loginAdmin(hearth);
    const key = await call<{ key: string }>(hearth, 'POST', '/account/keys', { token, body: { name: 'script', scope: 'write', expiresInDays: 1 } });
    for (const [method, path] of [['GET', '/settings/oidc'], ['POST', '/settings/oidc/providers']] as const) {
      const res = await call(hearth, method, path, { token: key.body.message.key, body: method === 'GET' ? undefined : providerBody() });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(messages.apiKeyNotHere);
    }
  });

  it('refuses bad input with 400 and a message a person can act on', async () => {
    const token = await loginAdmin(hearth);
    const add = (body: unknown) => call(hearth, 'POST', '/settings/oidc/providers', { token, body });
    expect((await add(providerBody({ clientSecret: '' }))).body.message).toBe(oidcSecretMissing);
    expect((await add(providerBody({ discoveryUrl: 'ftp://x' }))).body.message).toContain('must start with http:// or https://');
    expect((await add(providerBody({ scopes: 'profile email' }))).body.message).toContain('must include openid');
    expect((await add(providerBody({ name: '' }))).body.message).toContain('Give the provider a name');
    expect((await add([])).status).toBe(400);
    // Plain http to another computer only when the admin ticks it (home labs run Authelia so).
    const lan = await add(providerBody({ discoveryUrl: 'http://auth.home.arpa/' }));
    expect(lan.status).toBe(400);
    expect(lan.body.message).toContain('Allow plain http');
    for (const res of [await add(providerBody({ clientSecret: '' })), await add({ name: 'x' })]) expect(res.status).toBe(400);
  });

  it('answers 404 for a provider that does not exist', async () => {
    const token = await loginAdmin(hearth);
    expect((await call(hearth, 'PUT', '/settings/oidc/providers/nope', { token, body: providerBody() })).status).toBe(404);
    expect((await call(hearth, 'DELETE', '/settings/oidc/providers/nope', { token })).status).toBe(404);
  });

  it('keeps the client secret sealed: never in an answer, not in plain text in the database', async () => {
    const token = await loginAdmin(hearth);
    const added = await call<OidcProviderView>(hearth, 'POST', '/settings/oidc/providers', { token, body: providerBody({ name: 'Sealed' }) });
    expect(added.body.message).toMatchObject({ name: 'Sealed', hasSecret: true });
    expect(JSON.stringify(added.body)).not.toContain(secret);
    // Saving without a secret keeps the stored one.
    const edited = await call<OidcProviderView>(hearth, 'PUT', `/settings/oidc/providers/${added.body.message.id}`, { token, body: providerBody({ name: 'Sealed 2', clientSecret: '' }) });
    expect(edited.body.message).toMatchObject({ name: 'Sealed 2', hasSecret: true });
    const list = await call<OidcSettingsView>(hearth, 'GET', '/settings/oidc', { token });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const db = new Database(join(hearth.dataDir, 'hearth.db'), { readonly: true });
    try {
      const rows = db.prepare('SELECT * FROM oidc_providers').all();
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(secret);
    } finally {
      db.close();
    }
    expect((await call(hearth, 'DELETE', `/settings/oidc/providers/${added.body.message.id}`, { token })).status).toBe(200);
  });
});

describe('signing in with the provider', () => {
  let id = '';
  beforeAll(async () => {
    id = await addProvider(hearth);
  });

  it('lists the provider for the login page, to everyone', async () => {
    const res = await call<OidcLoginOptions>(hearth, 'GET', '/auth/oidc/providers');
    expect(res.body.message.providers).toContainEqual({ id, name: 'Authentik' });
    expect(res.body.message.onlySso).toBe(false);
  });

  it('signs a user in: code + PKCE at the real provider, a normal Hearth session at the end', async () => {
    const authorization = await redirectOf(`${hearth.url}/api/v1/auth/oidc/${id}/start`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${hearth.url}${oidcCallbackPath}`);
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(param)).toBeTruthy();
    const landed = await redirectOf(await signInAtProvider(authorization.href, 'alice', hearth.url));
    expect(landed.pathname).toBe('/login');
    const res = await finish(hearth, landed);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ role: 'user', fullName: 'Alice A' });
    expect(await whoIs(hearth, res.body.message.token)).toBe('alice');
    // The one-time code is spent.
    const again = await finish(hearth, landed);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('expired or was already used');
  });

  it('finds the same account again by (provider, sub), and makes the admin group super admins', async () => {
    const second = await finish(hearth, await signIn(hearth, id, 'alice'));
    expect(await whoIs(hearth, second.body.message.token)).toBe('alice');
    const admin = await finish(hearth, await signIn(hearth, id, 'bob'));
    expect(admin.body.message.role).toBe('admin');
    expect((await call(hearth, 'GET', '/settings/oidc', { token: admin.body.message.token })).status).toBe(200);
  });

  it('takes the discovery document\'s own URL as well as the issuer', async () => {
    const wellKnown = await addProvider(hearth, { name: 'Well-known', discoveryUrl: `${provider.issuer}/.well-known/openid-configuration` });
    const res = await finish(hearth, await signIn(hearth, wellKnown, 'alice'));
    expect(res.status).toBe(200);
    // Links are per provider: to this one alice is new, and her name is taken, so her verified email names the account.
    expect(await whoIs(hearth, res.body.message.token)).toBe('alice@example.com');
  });

  it('says the provider did not sign you in when it answers with an error, and logs it on one line', async () => {
    const authorization = await redirectOf(`${hearth.url}/api/v1/auth/oidc/${id}/start`);
    const back = new URL(`${hearth.url}${oidcCallbackPath}`);
    back.search = new URLSearchParams({ error: 'access_denied\nforged line', state: authorization.searchParams.get('state') ?? '' }).toString();
    const landed = await redirectOf(back.href);
    expect(landed.searchParams.get('ssoError')).toBe('refused');
    expect(hearth.logs).toContain('Single sign-on: Authentik answered "access_denied?forged line".');
  });

  it('refuses a callback whose state Hearth did not issue', async () => {
    const callback = new URL(await toCallback(hearth, id, 'alice'));
    callback.searchParams.set('state', randomBytes(16).toString('base64url'));
    const landed = await redirectOf(callback.href);
    expect(landed.searchParams.get('ssoError')).toBe('expired');
    expect(landed.searchParams.has('sso')).toBe(false);
  });

  it('refuses a replayed code: its state is spent, and under a fresh state the provider refuses it', async () => {
    const callback = await toCallback(hearth, id, 'alice');
    expect((await redirectOf(callback)).searchParams.has('sso')).toBe(true);
    expect((await redirectOf(callback)).searchParams.get('ssoError')).toBe('expired');
    // A new sign-in's state with the old code: the code was redeemed, and the verifier differs.
    const fresh = await redirectOf(`${hearth.url}/api/v1/auth/oidc/${id}/start`);
    const replay = new URL(callback);
    replay.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    const landed = await redirectOf(replay.href);
    expect(landed.searchParams.get('ssoError')).toBe('failed');
    expect(hearth.logs.some((l) => l.includes('Authentik sign-in failed'))).toBe(true);
  });

  it('refuses a person in none of the groups, with the reason on the login page', async () => {
    const landed = await signIn(hearth, id, 'mallory');
    expect(landed.searchParams.get('ssoError')).toBe('noGroup');
    expect(landed.searchParams.get('provider')).toBe(id);
    expect(hearth.logs.some((l) => l.includes('"mallory" is in neither the admin nor the user group'))).toBe(true);
  });

  it('refuses an expired ID token (Hearth\'s clock two hours on)', async () => {
    const lateId = await addProvider(late);
    const landed = await signIn(late, lateId, 'alice');
    expect(landed.searchParams.get('ssoError')).toBe('failed');
    expect(late.logs.join('\n')).toMatch(/sign-in failed: .*"exp" \(expiration time\) claim value, expiration is past/);
  });

  it('says so on the login page when the provider is down, and a local password still signs in', async () => {
    const downId = await addProvider(hearth, { name: 'Down', discoveryUrl: closed.origin });
    const landed = await redirectOf(`${hearth.url}/api/v1/auth/oidc/${downId}/start`);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('ssoError')).toBe('unreachable');
    expect(typeof (await loginAdmin(hearth))).toBe('string');
    expect((await call(hearth, 'DELETE', `/settings/oidc/providers/${downId}`, { token: await loginAdmin(hearth) })).status).toBe(200);
  });

  it('sends the browser to the provider\'s end_session_endpoint on sign-out (RP-initiated logout)', async () => {
    const signedIn = await finish(hearth, await signIn(hearth, id, 'alice'));
    const res = await call<{ redirect: string | null }>(hearth, 'GET', '/auth/oidc/logout', { token: signedIn.body.message.token });
    const end = new URL(res.body.message.redirect ?? '');
    expect(end.origin).toBe(provider.issuer);
    expect(end.searchParams.get('client_id')).toBe('hearth');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${hearth.url}/login`);
    // The provider accepts it: a sign-out confirmation page, not an error.
    const page = await fetch(end);
    expect(page.status).toBe(200);
    const password = await call<{ redirect: string | null }>(hearth, 'GET', '/auth/oidc/logout', { token: await loginAdmin(hearth) });
    expect(password.body.message.redirect).toBeNull();
    expect((await call(hearth, 'GET', '/auth/oidc/logout')).status).toBe(401);
  });
});

describe('linking an existing account by email', () => {
  it('never links by email while the switch is off, nor by an unverified email', async () => {
    await createUser(hearth, 'dora@example.com');
    await createUser(hearth, 'erin@example.com');
    const off = await addProvider(hearth, { name: 'No link', autoCreate: false, linkByEmail: false });
    expect((await signIn(hearth, off, 'dora')).searchParams.get('ssoError')).toBe('noAccount');
    const on = await addProvider(hearth, { name: 'Link', autoCreate: false, linkByEmail: true });
    expect((await signIn(hearth, on, 'erin')).searchParams.get('ssoError')).toBe('noAccount');
  });

  it('links the account whose username is the verified email once the switch is on', async () => {
    const on = await addProvider(hearth, { name: 'Link 2', autoCreate: false, linkByEmail: true });
    const res = await finish(hearth, await signIn(hearth, on, 'dora'));
    expect(await whoIs(hearth, res.body.message.token)).toBe('dora@example.com');
  });

  it('never names a new account after an email address that is not its verified one', async () => {
    const create = await addProvider(hearth, { name: 'Create 2', autoCreate: true });
    const res = await finish(hearth, await signIn(hearth, create, 'squatter'));
    expect(await whoIs(hearth, res.body.message.token)).toMatch(/^sso-[0-9a-f]{12}$/);
  });

  it('creates a separate account rather than taking an existing one by its name', async () => {
    await createUser(hearth, 'mallory2');
    accounts.mallory2 = { preferred_username: 'mallory2', groups: ['hearth-users'] };
    const create = await addProvider(hearth, { name: 'Create', autoCreate: true });
    const res = await finish(hearth, await signIn(hearth, create, 'mallory2'));
    expect(res.status).toBe(200);
    expect(await whoIs(hearth, res.body.message.token)).toMatch(/^sso-[0-9a-f]{12}$/);
  });
});

describe('only single sign-on', () => {
  it('hides passwords from everyone but super admins, who keep a way in', async () => {
    const token = await loginAdmin(hearth);
    await createUser(hearth, 'frank', 'password-123');
    expect((await call(hearth, 'POST', '/settings/oidc', { token, body: { onlySso: 'yes' } })).status).toBe(400);
    expect((await call(hearth, 'POST', '/settings/oidc', { token, body: { onlySso: true } })).status).toBe(200);
    expect((await call<OidcLoginOptions>(hearth, 'GET', '/auth/oidc/providers')).body.message.onlySso).toBe(true);
    const refused = await call(hearth, 'POST', '/login', { body: { username: 'frank', password: md5('password-123') } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(onlySsoRefused);
    expect(typeof (await loginAdmin(hearth))).toBe('string');
    expect((await call(hearth, 'POST', '/settings/oidc', { token, body: { onlySso: false } })).status).toBe(200);
    expect(typeof (await loginAs(hearth, 'frank', 'password-123'))).toBe('string');
  });
});

describe('secrets', () => {
  it('never writes the client secret to the log', () => {
    expect(hearth.logs.length + late.logs.length).toBeGreaterThan(0);
    expect([...hearth.logs, ...late.logs].join('\n')).not.toContain(secret);
  });
});
