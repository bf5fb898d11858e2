// Issue 47 item 3: the signed-in user's language for Hearth's texts lives in their profile. It is
// read where the profile is read (sign-in answer, dashboard userData, account info) and written
// with POST /accounts/language, for the caller only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, call, createUser, loginAdmin, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { messages } from '../../shared/messages.js';
import type { Account } from '../../shared/contracts/accounts.js';
import type { LoginResult } from '../../shared/contracts/auth.js';
import type { Dashboard } from '../../shared/contracts/dashboard.js';
import { readDb } from '../helpers/snippets.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAdmin(server);
});
afterAll(() => server.stop());

const save = (token: string | null, body: unknown) => call<string>(server, 'POST', '/accounts/language', { ...(token ? { token } : {}), body });
const dashboardLanguage = async (token: string) => (await call<Dashboard>(server, 'GET', '/dashboard', { token })).body.message.userData.language;
const storedLanguage = (username: string) =>
  readDb(server.dataDir, (db) => (db.prepare('SELECT language FROM users WHERE username = ?').get(username) as { language: string | null }).language);

describe('POST /accounts/language', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const res = await save(null, { language: 'de' });
    expect(res.status).toBe(401);
    expect(storedLanguage('admin')).toBeNull();
  });

  it.each([['xx'], ['DE'], ['pt'], [''], [42], [{ $ne: null }]])('refuses %j with 400 and a message naming the languages', async (language) => {
    const res = await save(admin, { language });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.languageUnknown });
    expect(messages.languageUnknown).toContain('de, fr');
    expect(storedLanguage('admin')).toBeNull();
  });

  it('refuses a body without the field (null is how to reset)', async () => {
    expect((await save(admin, {})).status).toBe(400);
  });

  it('starts as null: a new user follows the browser', async () => {
    expect(await dashboardLanguage(admin)).toBeNull();
  });

  it('round trip: saved, then in the sign-in answer, the dashboard and the account info', async () => {
    const res = await save(admin, { language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: messages.languageSaved, language: 'de' });
    expect(storedLanguage('admin')).toBe('de');
    expect(await dashboardLanguage(admin)).toBe('de');
    const login = await call<LoginResult>(server, 'POST', '/login', { body: { username: 'admin', password: md5(adminCredentials.password) } });
    expect(login.body.message.language).toBe('de');
    const list = await call<Account[]>(server, 'GET', '/accounts/list', { token: admin });
    const me = list.body.message.find((a) => a.username === 'admin');
    const info = await call<Account>(server, 'GET', `/accounts/info/${me?._id ?? ''}`, { token: admin });
    expect(info.body.message.language).toBe('de');
    expect((await save(admin, { language: 'pt-BR' })).status).toBe(200);
    expect(await dashboardLanguage(admin)).toBe('pt-BR');
  });

  it('null resets to following the browser', async () => {
    await save(admin, { language: 'ja' });
    const res = await save(admin, { language: null });
    expect(res.status).toBe(200);
    expect(storedLanguage('admin')).toBeNull();
    expect(await dashboardLanguage(admin)).toBeNull();
  });
});

describe("another user's language", () => {
  it("is theirs alone: saving changes only the caller, and another user's profile stays invisible", async () => {
    await save(admin, { language: 'ar' });
    const other = await createUser(server, 'lena', 'lena-password');
    expect((await save(other, { language: 'uk' })).status).toBe(200);
    expect(storedLanguage('admin')).toBe('ar');
    expect(await dashboardLanguage(other)).toBe('uk');
    const login = await call<LoginResult>(server, 'POST', '/login', { body: { username: 'lena', password: md5('lena-password') } });
    expect(login.body.message.language).toBe('uk');

    const list = await call<Account[]>(server, 'GET', '/accounts/list', { token: admin });
    const adminId = list.body.message.find((a) => a.username === 'admin')?._id ?? '';
    const peek = await call(server, 'GET', `/accounts/info/${adminId}`, { token: other });
    // Refused as the original server refuses another account (400), before it is looked up.
    expect(peek.status).toBe(400);
    expect(peek.body).toEqual({ error: true, message: messages.forbidden });
    expect(JSON.stringify(peek.body)).not.toContain('"ar"');
  });
});
