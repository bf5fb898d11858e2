// Issue 45 item 5: API keys. A user makes named keys for scripts; a key is shown once, stored
// hashed, sent as `Authorization: Bearer`, limited by its scope, and never manages accounts.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, loginAdmin, loginAs, startTestServer, type ApiAnswer, type TestServer } from '../helpers/server.js';
import { concrete, routes, startServerWithApp, type ExpressApp } from '../helpers/routes.js';
import { openStatusSocket, upgradeStatus } from '../helpers/devices.js';
import { count } from '../helpers/snippets.js';
import { linkIcon, makeLink } from '../helpers/listings.js';
import { messages } from '../../shared/messages.js';
import { getsThatWrite } from '../../server/features/api-keys/key-rules.js';
import type { ApiKey, CreatedApiKey } from '../../shared/contracts/api-keys.js';

/** GET routes whose names sound like a change but only read, with why. */
const readsNamedLikeChanges = new Map([['/update', "tells a super admin whether a newer Hearth is out (the check it starts changes no data)"]]);

let server: TestServer;
let app: ExpressApp | null = null;
let admin: string;
/** Every answer a test read, so the last test can look for key strings in them. */
const answers: string[] = [];
/** Every key string created. */
const created: string[] = [];

beforeAll(async () => {
  ({ server, app } = await startServerWithApp());
  admin = await loginAdmin(server);
});
afterAll(() => server.stop());

async function api<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const res = await call<T>(server, method, path, options);
  answers.push(JSON.stringify(res.body));
  return res;
}

async function makeKey(token: string, scope: 'read' | 'write', name = `${scope} key`): Promise<CreatedApiKey> {
  const res = await call<CreatedApiKey>(server, 'POST', '/account/keys', { token, body: { name, scope, expiresInDays: 30 } });
  expect(res.status).toBe(200);
  created.push(res.body.message.key);
  return res.body.message;
}

/** Writes a key's row straight into the server's SQLite file (a second connection; WAL allows it). */
function setExpiry(id: string, expiresAt: string): void {
  const db = new Database(join(server.dataDir, 'hearth.db'));
  try {
    db.prepare('UPDATE api_keys SET expires_at = ? WHERE id = ?').run(expiresAt, id);
  } finally {
    db.close();
  }
}

let serial = 0;
async function newUser(): Promise<{ id: string; token: string }> {
  serial += 1;
  const username = `keyuser${serial}`;
  const res = await call<string>(server, 'POST', '/accounts/save', { token: admin, body: { fullName: username, username, siteName: 'Home', password: 'secret-1' } });
  expect(res.status).toBe(200);
  return { id: res.body.userId as string, token: await loginAs(server, username, 'secret-1') };
}

describe('a user manages their keys', () => {
  it('creates a key, answers it once as message.key, and lists it without the key', async () => {
    const before = Date.now();
    const res = await api<CreatedApiKey>('POST', '/account/keys', { token: admin, body: { name: '  Backup script ', scope: 'read', expiresInDays: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    const key = res.body.message;
    created.push(key.key);
    expect(key.key).toMatch(/^hearth_[A-Za-z0-9_-]{16}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Backup script', scope: 'read', lastUsedAt: null });
    const days = (Date.parse(key.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const list = await api<ApiKey[]>('GET', '/account/keys', { token: admin });
    expect(list.status).toBe(200);
    const listed = list.body.message.find((k) => k.id === key.id);
    expect(listed && Object.keys(listed).sort()).toEqual(['areas', 'createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope']);
    expect(JSON.stringify(list.body)).not.toContain(key.key.slice(-43));
  });

  it('stores only a hash of the secret', async () => {
    const key = await makeKey(admin, 'read');
    const secret = key.key.slice(-43);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM api_keys WHERE id = ?', key.id)).toBe(1);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM api_keys WHERE secret_hash LIKE ? OR name LIKE ?', `%${secret}%`, `%${secret}%`)).toBe(0);
  });

  it('records when a key was last used', async () => {
    const key = await makeKey(admin, 'read');
    expect((await api('GET', '/dashboard', { token: key.key })).status).toBe(200);
    const list = await api<ApiKey[]>('GET', '/account/keys', { token: admin });
    expect(list.body.message.find((k) => k.id === key.id)?.lastUsedAt).not.toBeNull();
  });

  it('revokes a key: it is gone from the list and answers 401 from then on', async () => {
    const key = await makeKey(admin, 'write');
    expect((await api('GET', '/dashboard', { token: key.key })).status).toBe(200);
    const res = await api('DELETE', `/account/keys/${key.id}`, { token: admin });
    expect(res.body).toEqual({ error: false, message: messages.apiKeyRevoked });
    const list = await api<ApiKey[]>('GET', '/account/keys', { token: admin });
    expect(list.body.message.map((k) => k.id)).not.toContain(key.id);
    const after = await api('GET', '/dashboard', { token: key.key });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(messages.apiKeyInvalid);
    expect((await api('DELETE', `/account/keys/${key.id}`, { token: admin })).status).toBe(404);
  });

  it('answers 401 on every key route without a session', async () => {
    for (const [method, path] of [['GET', '/account/keys'], ['POST', '/account/keys'], ['DELETE', '/account/keys/x1']] as const) {
      const res = await api(method, path, { body: method === 'POST' ? { name: 'n', scope: 'read', expiresInDays: 1 } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe(messages.unauthorized);
    }
  });

  it('refuses a bad name, scope or expiry with 400 and a message that says what to fix', async () => {
    const good = { name: 'Script', scope: 'read', expiresInDays: 30 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: undefined }, messages.apiKeyNameRequired],
      [{ ...good, name: '   ' }, messages.apiKeyNameRequired],
      [{ ...good, name: 42 }, messages.apiKeyNameRequired],
      [{ ...good, name: 'x'.repeat(61) }, messages.apiKeyNameTooLong],
      [{ ...good, scope: 'admin' }, messages.apiKeyScopeInvalid],
      [{ ...good, scope: undefined }, messages.apiKeyScopeInvalid],
      [{ ...good, expiresInDays: 0 }, messages.apiKeyExpiryInvalid],
      [{ ...good, expiresInDays: 366 }, messages.apiKeyExpiryInvalid],
      [{ ...good, expiresInDays: 1.5 }, messages.apiKeyExpiryInvalid],
      [{ ...good, expiresInDays: '30' }, messages.apiKeyExpiryInvalid],
      [{ ...good, expiresInDays: undefined }, messages.apiKeyExpiryInvalid],
    ];
    const before = count(server.dataDir, 'SELECT COUNT(*) AS n FROM api_keys');
    for (const [body, message] of cases) {
      const res = await api('POST', '/account/keys', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM api_keys')).toBe(before);
  });

  it("answers 404 for another user's key id and leaves that key working", async () => {
    const other = await newUser();
    const theirs = await makeKey(other.token, 'read');
    const res = await api('DELETE', `/account/keys/${theirs.id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.apiKeyNotFound);
    expect((await api<ApiKey[]>('GET', '/account/keys', { token: admin })).body.message.map((k) => k.id)).not.toContain(theirs.id);
    expect((await api('GET', '/dashboard', { token: theirs.key })).status).toBe(200);
  });

  it("deletes a user's keys with the user", async () => {
    const other = await newUser();
    const key = await makeKey(other.token, 'write');
    expect((await api('GET', `/accounts/delete/${other.id}`, { token: admin })).status).toBe(200);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM api_keys WHERE id = ?', key.id)).toBe(0);
    expect((await api('GET', '/dashboard', { token: key.key })).status).toBe(401);
  });
});

describe('what a key may do', () => {
  it('a read key reads listings and the dashboard, and is refused on a POST with 403', async () => {
    const key = await makeKey(admin, 'read');
    const link = (await makeLink(server, admin, { linkName: 'Readable' }))._id;
    const list = await api<{ items: { _id: string }[] }>('GET', '/listing/folder/list', { token: key.key });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Readable');
    const head = await fetch(`${server.url}/api/v1/dashboard`, { method: 'HEAD', headers: { authorization: `Bearer ${key.key}` } });
    expect(head.status).toBe(200);
    const post = await api('POST', '/listing/save/link', { token: key.key, body: { linkName: 'Nope', linkIcon, linkURL: 'https://example.org', showInSidebar: false, showOnFeatured: true } });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(messages.apiKeyReadOnly);
    expect(count(server.dataDir, "SELECT COUNT(*) AS n FROM listings WHERE listing_name = 'Nope'")).toBe(0);
    // The original API deletes with GET: a read key is refused there too, and the link stays.
    const del = await api('GET', `/listing/delete/${link}`, { token: key.key });
    expect(del.status).toBe(403);
    expect(del.body.message).toBe(messages.apiKeyReadOnly);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM listings WHERE id = ?', link)).toBe(1);
  });

  it('a write key writes', async () => {
    const key = await makeKey(admin, 'write');
    const post = await api('POST', '/listing/save/link', { token: key.key, body: { linkName: 'Written by a key', linkIcon, linkURL: 'https://example.org', showInSidebar: false, showOnFeatured: true } });
    expect(post.status).toBe(200);
    expect(count(server.dataDir, "SELECT COUNT(*) AS n FROM listings WHERE listing_name = 'Written by a key'")).toBe(1);
  });

  it('any key is refused with 403 on account, key, session, password, user, backup, integration install and HTTPS routes', async () => {
    const key = await makeKey(admin, 'write');
    const adminId = (await api<{ _id: string }[]>('GET', '/accounts/list', { token: admin })).body.message[0]?._id ?? '';
    const refusedRoutes: [string, string, unknown?][] = [
      ['GET', '/account/keys'],
      ['POST', '/account/keys', { name: 'minted', scope: 'write', expiresInDays: 365 }],
      ['DELETE', `/account/keys/${key.id}`],
      ['GET', '/accounts/list'],
      ['GET', '/Accounts/List/'],
      ['GET', `/accounts/info/${adminId}`],
      ['POST', '/accounts/save', { fullName: 'Evil', username: 'evil', siteName: 'x', password: 'secret-1', isSuperAdmin: true }],
      ['POST', `/accounts/password/${adminId}`, { password: 'taken-over' }],
      ['GET', '/accounts/debrand'],
      ['POST', '/logout'],
      ['GET', '/session'],
      ['GET', '/backups'],
      ['POST', '/backups', {}],
      ['POST', '/app/fromzip', {}],
      ['POST', '/app/install', { appId: 'com.example' }],
      ['GET', '/app/com.glances/install'],
      ['GET', '/app/com.glances/update'],
      ['GET', '/app/com.glances/delete'],
      ['GET', '/app/sync'],
      ['GET', '/https/settings'],
      ['POST', '/https/settings', {}],
      ['GET', '/settings/ldap'],
      ['POST', '/settings/ldap', {}],
      ['POST', '/settings/ldap/test', {}],
    ];
    for (const [method, path, body] of refusedRoutes) {
      const res = await api(method, path, { token: key.key, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message, `${method} ${path}`).toBe(messages.apiKeyNotHere);
    }
    expect(count(server.dataDir, "SELECT COUNT(*) AS n FROM users WHERE username = 'evil'")).toBe(0);
    expect(count(server.dataDir, "SELECT COUNT(*) AS n FROM api_keys WHERE name = 'minted'")).toBe(0);
    expect((await api('GET', '/dashboard', { token: key.key })).status).toBe(200);
  });

  it('a key cannot open a websocket, where a session can', async () => {
    const key = await makeKey(admin, 'write');
    expect(await upgradeStatus(server, `/?token=${encodeURIComponent(key.key)}`)).toBe(401);
    const session = await openStatusSocket(server, admin);
    session.close();
  });

  it('an expired key answers 401', async () => {
    const key = await makeKey(admin, 'write');
    expect((await api('GET', '/dashboard', { token: key.key })).status).toBe(200);
    setExpiry(key.id, new Date(Date.now() - 1000).toISOString());
    const res = await api('GET', '/dashboard', { token: key.key });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.apiKeyInvalid);
  });

  it('a key with a wrong secret, or a made-up one, answers 401', async () => {
    const key = await makeKey(admin, 'write');
    const wrong = `${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [wrong, 'hearth_nope', `hearth_${'a'.repeat(16)}_${'b'.repeat(43)}`]) {
      expect((await api('GET', '/dashboard', { token })).status, token).toBe(401);
    }
  });

  it('refuses a read key on every GET route named like a change', () => {
    const found = routes(app?.router.stack ?? []).filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/'));
    expect(found.length).toBeGreaterThan(50);
    const changing = found.map((r) => r.path.slice('/api/v1'.length)).filter((path) => /\/(delete|move|wake|action|completion|install|update|sync|debrand|rebrand|remove|toggle|set|reset)(\/|$)/.test(path));
    expect(changing.length).toBeGreaterThan(10);
    expect(changing.filter((path) => !getsThatWrite.includes(path) && !readsNamedLikeChanges.has(path))).toEqual([]);
  });

  it('a read key is refused on each of those GET routes before anything runs', async () => {
    const key = await makeKey(admin, 'read');
    for (const path of getsThatWrite) {
      const res = await api('GET', concrete(path), { token: key.key });
      expect(res.status, path).toBe(403);
    }
  });
});

describe('bad keys are limited like failed sign-ins', () => {
  it('answers 429 to an address after too many bad keys; other addresses and sessions carry on', async () => {
    const limited = await startTestServer({ loginLimits: { perAddress: 3 } });
    try {
      const token = await loginAdmin(limited);
      const made = await call<CreatedApiKey>(limited, 'POST', '/account/keys', { token, body: { name: 'good', scope: 'read', expiresInDays: 1 } });
      const good = made.body.message.key;
      const bad = `hearth_${'a'.repeat(16)}_${'b'.repeat(43)}`;
      for (let i = 0; i < 3; i += 1) expect((await callFrom(limited, '127.0.0.2', 'GET', '/dashboard', { token: bad })).status).toBe(401);
      const blocked = await callFrom(limited, '127.0.0.2', 'GET', '/dashboard', { token: bad });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many sign-in attempts/);
      expect((await callFrom(limited, '127.0.0.2', 'GET', '/dashboard', { token: good })).status).toBe(429);
      expect((await callFrom(limited, '127.0.0.3', 'GET', '/dashboard', { token: good })).status).toBe(200);
      expect((await callFrom(limited, '127.0.0.2', 'GET', '/dashboard', { token })).status).toBe(200);
      expect(limited.logs.join('\n')).not.toContain(good);
    } finally {
      await limited.stop();
    }
  });
});

describe('keys stay secret', () => {
  it('no key string is in any answer after its creation, nor in the log', () => {
    expect(created.length).toBeGreaterThan(10);
    const later = answers.filter((a) => !a.includes('"key":"hearth_'));
    const log = server.logs.join('\n');
    for (const key of created) {
      const secret = key.slice(-43);
      expect(later.some((a) => a.includes(secret))).toBe(false);
      expect(log).not.toContain(secret);
    }
  });
});
