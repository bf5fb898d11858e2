import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, call, loginAdmin, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { messages } from '../../shared/messages.js';

describe('sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginLimits: { perAccount: 3, perAddress: 50, windowSeconds: 60 } });
  });
  afterAll(() => server.stop());

  it('answers token, role admin, colorTheme and fullName for the md5 of the right password', async () => {
    const res = await call<{ token: string; role: string; colorTheme: string; fullName: string }>(server, 'POST', '/login', {
      body: { username: 'ADMIN', password: md5(adminCredentials.password) },
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

  it('does not accept the stored hash itself (no pass-the-hash of a stored value)', async () => {
    const res = await call(server, 'POST', '/login', { body: { username: 'admin', password: adminCredentials.password } });
    expect(res.status).toBe(400);
  });

  it('rate-limits repeated failures for one account with 429 and a clear message', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call(server, 'POST', '/login', { body: { username: 'victim', password: md5(`guess${i}`) } })).status).toBe(400);
    }
    const res = await call(server, 'POST', '/login', { body: { username: 'victim', password: md5('guess') } });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many sign-in attempts/);
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
    expect(none.body.error).toBe(true);
    const fake = await call(server, 'GET', '/dashboard', { token: 'not-a-real-token' });
    expect(fake.status).toBe(401);
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
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`, { readonly: true });
    const rows = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});
