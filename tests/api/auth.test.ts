import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { adminCredentials, call, callFrom, loginAdmin, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { messages } from '../../shared/messages.js';

const right = md5(adminCredentials.password);
const signIn = (server: TestServer, from: string, password: string, username = 'admin', headers: Record<string, string> = {}) =>
  callFrom(server, from, 'POST', '/login', { body: { username, password }, headers });

describe('sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers token, role admin, colorTheme and fullName for the md5 of the right password', async () => {
    const res = await call<{ token: string; role: string; colorTheme: string; fullName: string }>(server, 'POST', '/login', {
      body: { username: 'ADMIN', password: right },
    });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.body.message.role).toBe('admin');
    expect(res.body.message.colorTheme).toBe('dark');
    expect(res.body.message.fullName).toBe('Administrator');
    expect(res.body.message.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses a wrong password with 400 and a JSON error', async () => {
    const res = await call(server, 'POST', '/login', { body: { username: 'someone', password: md5('nope') } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.invalidCredentials });
  });

  it('rejects empty fields with the spec messages', async () => {
    expect((await call(server, 'POST', '/login', { body: { username: '', password: 'x' } })).body.message).toBe(messages.usernameEmpty);
    expect((await call(server, 'POST', '/login', { body: { username: 'admin' } })).body.message).toBe(messages.passwordEmpty);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await call(server, 'POST', '/login', { rawBody: '{nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.badJson);
  });

  it('answers 413 "The request body is too large." for a JSON body over 2 MB', async () => {
    const res = await call(server, 'POST', '/login', { rawBody: JSON.stringify({ username: 'admin', password: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: true, message: messages.bodyTooLarge });
  });

  it('does not accept what is stored (no pass-the-hash of the stored value)', async () => {
    const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
    const stored = (db.prepare('SELECT password_hash FROM users WHERE username = ?').get('admin') as { password_hash: string }).password_hash;
    db.close();
    expect(stored).toMatch(/^scrypt\$/);
    const res = await call(server, 'POST', '/login', { body: { username: 'admin', password: stored } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.invalidCredentials });
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    const token = await loginAdmin(server);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await fetch(`${server.url}/api/v1/dashboard`, { headers: { authorization: `${scheme} ${token}` } });
      expect(res.status, scheme).toBe(200);
    }
    for (const header of [`Basic ${token}`, `Bearer`, `Bearer  `, token, `Bearer${token}`]) {
      const res = await fetch(`${server.url}/api/v1/dashboard`, { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
    }
  });
});

describe('sign-in limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('checks at most 10 of 500 parallel guesses on one account from one address; the right password inside the burst does not get in', async () => {
    const guesses = Array.from({ length: 500 }, (_, i) => signIn(server, '127.0.0.2', i === 499 ? right : md5(`guess ${i}`)));
    const answers = await Promise.all(guesses);
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(count(400)).toBe(10);
    expect(count(429)).toBe(490);
    expect(answers[499]?.status).toBe(429);
    expect(answers.find((a) => a.status === 429)?.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    // Still locked for this address after the burst, right password or not.
    expect((await signIn(server, '127.0.0.2', right)).status).toBe(429);
  });

  it('does not lock the account for other addresses: the owner signs in from elsewhere', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(server, '127.0.0.3', md5(`wrong ${i}`))).status).toBe(400);
    expect((await signIn(server, '127.0.0.3', md5('wrong again'))).status).toBe(429);
    const owner = await signIn(server, '127.0.0.4', right);
    expect(owner.status).toBe(200);
    expect((await signIn(server, '127.0.0.3', right)).status).toBe(429);
  });

  it('gives the point back on success, so a right password does not use up the limit', async () => {
    for (let i = 0; i < 25; i++) expect((await signIn(server, '127.0.0.5', right)).status).toBe(200);
    expect((await signIn(server, '127.0.0.5', md5('typo'))).status).toBe(400);
    expect((await signIn(server, '127.0.0.5', right)).status).toBe(200);
  });

  it('limits one address to 30 checked attempts across accounts, other addresses unaffected', async () => {
    for (let i = 0; i < 30; i++) expect((await signIn(server, '127.0.0.6', md5('x'), `user${i}`)).status).toBe(400);
    const blocked = await signIn(server, '127.0.0.6', md5('x'), 'someone-new');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts/);
    expect((await signIn(server, '127.0.0.6', right)).status).toBe(429);
    expect((await signIn(server, '127.0.0.7', right)).status).toBe(200);
  });

  it('ignores X-Forwarded-For by default: a client cannot pick its own address', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await signIn(server, '127.0.0.8', md5('x'), `spoof${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(400);
    }
    expect((await signIn(server, '127.0.0.8', md5('x'), 'spoof-more', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
  });
});

describe('sign-in behind a proxy named by HEARTH_TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HEARTH_TRUST_PROXY: '127.0.0.9' }, loginLimits: { perAddress: 3 } });
  });
  afterAll(() => server.stop());

  it('counts the address the proxy forwards, and only from that proxy', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(server, '127.0.0.9', md5('x'), `a${i}`, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(400);
    expect((await signIn(server, '127.0.0.9', md5('x'), 'a3', { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await signIn(server, '127.0.0.9', right, 'admin', { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    // A client that is not the proxy cannot forward anything.
    for (let i = 0; i < 3; i++) expect((await signIn(server, '127.0.0.10', md5('x'), `b${i}`, { 'x-forwarded-for': `203.0.113.${50 + i}` })).status).toBe(400);
    expect((await signIn(server, '127.0.0.10', md5('x'), 'b3', { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429);
  });
});

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers 401 with a JSON error without a token, and with a made-up one', async () => {
    const none = await call(server, 'GET', '/dashboard');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: true, message: messages.unauthorized });
    const fake = await call(server, 'GET', '/dashboard', { token: 'not-a-real-token' });
    expect(fake.status).toBe(401);
    expect(fake.body).toEqual({ error: true, message: messages.unauthorized });
  });

  it('revokes the token on logout', async () => {
    const token = await loginAdmin(server);
    expect((await call(server, 'GET', '/dashboard', { token })).status).toBe(200);
    expect((await call(server, 'POST', '/logout', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/dashboard', { token })).status).toBe(401);
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const a = await loginAdmin(server);
    const b = await loginAdmin(server);
    await call(server, 'POST', '/logout', { token: a });
    expect((await call(server, 'GET', '/dashboard', { token: b })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginAdmin(server);
    const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
    const rows = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('expired sessions', () => {
  it('are removed by the periodic purge while live ones stay', async () => {
    let purged!: () => void;
    const purgedLine = new Promise<void>((resolve) => (purged = resolve));
    const server = await startTestServer({ sessionPurgeIntervalMs: 50, log: (line) => line.startsWith('Removed 2 expired sign-in sessions') && purged() });
    try {
      const live = await loginAdmin(server);
      const db = new Database(join(server.dataDir, 'hearth.db'));
      const userId = (db.prepare('SELECT id FROM users').get() as { id: string }).id;
      const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?)');
      const past = new Date(Date.now() - 60_000).toISOString();
      insert.run('expired-1', userId, past, past, past);
      insert.run('expired-2', userId, past, past, past);
      db.close();
      await purgedLine;
      const check = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
      const left = check.prepare("SELECT COUNT(*) AS n FROM sessions WHERE token_hash LIKE 'expired-%'").get() as { n: number };
      check.close();
      expect(left.n).toBe(0);
      expect((await call(server, 'GET', '/dashboard', { token: live })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
