// Issue 45 item 6: each user sees their sign-ins (device, address, last seen) and can end them; an
// ended session's token stops working and its open sockets close at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, loginAdmin, startTestServer, createUser, type TestServer } from '../helpers/server.js';
import { openStatusSocket, upgradeStatus } from '../helpers/devices.js';
import { messages } from '../../shared/messages.js';
import { socketCloseCodes } from '../../shared/constants.js';
import type { AccountSession } from '../../shared/contracts/account-sessions.js';
import type { CreatedApiKey } from '../../shared/contracts/api-keys.js';
import { md5 } from '../helpers/server.js';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
/** Every answer read, so the last test can look for token strings in them. */
const answers: string[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Signs `username` in from a loopback address with a User-Agent; answers the token. */
async function signIn(username: string, password: string, from: string, userAgent: string): Promise<string> {
  const res = await callFrom<{ token: string }>(server, from, 'POST', '/login', { body: { username, password: md5(password) }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  tokens.push(res.body.message.token);
  return res.body.message.token;
}

async function list(token: string): Promise<AccountSession[]> {
  const res = await call<AccountSession[]>(server, 'GET', '/account/sessions', { token });
  expect(res.status).toBe(200);
  answers.push(JSON.stringify(res.body));
  return res.body.message;
}

describe('GET /api/v1/account/sessions', () => {
  it("lists the user's sign-ins with device, address and dates, this one marked current", async () => {
    await createUser(server, 'ada', 'password-1');
    const laptop = await signIn('ada', 'password-1', '127.0.0.2', firefox);
    await signIn('ada', 'password-1', '127.0.0.3', iphone);
    const sessions = (await list(laptop)).filter((s) => s.address !== '127.0.0.1');
    expect(sessions).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown, browser: 'Firefox', os: 'Linux', address: '127.0.0.2', createdAt: expect.any(String) as unknown, lastSeenAt: expect.any(String) as unknown, current: true },
      { id: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown, browser: 'Safari', os: 'iOS', address: '127.0.0.3', createdAt: expect.any(String) as unknown, lastSeenAt: expect.any(String) as unknown, current: false },
    ]);
  });

  it("shows no one else's sessions", async () => {
    const grace = await createUser(server, 'grace', 'password-2');
    tokens.push(grace);
    const admin = await loginAdmin(server);
    tokens.push(admin);
    const seen = await list(grace);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.current).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const res = await call(server, 'GET', '/account/sessions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: true, message: messages.unauthorized });
  });

  it('refuses API keys (403): a key must not sign its owner out', async () => {
    const admin = await loginAdmin(server);
    const key = (await call<CreatedApiKey>(server, 'POST', '/account/keys', { token: admin, body: { name: 'script', scope: 'write', expiresInDays: 1 } })).body.message.key;
    for (const [method, path] of [['GET', '/account/sessions'], ['POST', '/account/sessions/revoke-others'], ['DELETE', '/account/sessions/0123456789abcdef']] as const) {
      const res = await call(server, method, path, { token: key });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(messages.apiKeyNotHere);
    }
  });
});

describe('DELETE /api/v1/account/sessions/:id', () => {
  it("ends that session: its token answers 401 and its open socket closes with 4401", async () => {
    await createUser(server, 'linus', 'password-3');
    const desk = await signIn('linus', 'password-3', '127.0.0.4', firefox);
    const phone = await signIn('linus', 'password-3', '127.0.0.5', iphone);
    const socket = await openStatusSocket(server, phone);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    const target = (await list(desk)).find((s) => !s.current && s.address === '127.0.0.5');
    expect(target).toBeDefined();

    const res = await call(server, 'DELETE', `/account/sessions/${target?.id ?? ''}`, { token: desk });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.sessionRevoked);
    expect(await closed).toBe(socketCloseCodes.sessionEnded);
    expect((await call(server, 'GET', '/account/sessions', { token: phone })).status).toBe(401);
    expect(await upgradeStatus(server, `/?token=${encodeURIComponent(phone)}`)).toBe(401);
    expect((await list(desk)).map((s) => s.address)).not.toContain('127.0.0.5');
  });

  it("answers 404 for another user's session, and leaves it alone", async () => {
    await createUser(server, 'ken', 'password-4');
    await createUser(server, 'dmr', 'password-5');
    const ken = await signIn('ken', 'password-4', '127.0.0.6', firefox);
    const dmr = await signIn('dmr', 'password-5', '127.0.0.7', firefox);
    const before = await list(dmr);
    const theirs = before[0];
    const res = await call(server, 'DELETE', `/account/sessions/${theirs?.id ?? ''}`, { token: ken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, message: messages.sessionNotFound });
    expect(await list(dmr)).toEqual(before);
  });

  it('answers 400 with a message for an id that is not one', async () => {
    const admin = await loginAdmin(server);
    const res = await call(server, 'DELETE', '/account/sessions/not-an-id', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.sessionIdInvalid });
  });

  it('ends the session that asks when it names itself (signing out)', async () => {
    await createUser(server, 'barbara', 'password-6');
    const own = await signIn('barbara', 'password-6', '127.0.0.8', firefox);
    const [self] = await list(own);
    expect(self?.current).toBe(true);
    expect((await call(server, 'DELETE', `/account/sessions/${self?.id ?? ''}`, { token: own })).status).toBe(200);
    expect((await call(server, 'GET', '/account/sessions', { token: own })).status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await call(server, 'DELETE', '/account/sessions/0123456789abcdef')).status).toBe(401);
  });
});

describe('POST /api/v1/account/sessions/revoke-others', () => {
  it("ends every other session of the user and closes their sockets, keeping this one and other users'", async () => {
    await createUser(server, 'margaret', 'password-7');
    const here = await signIn('margaret', 'password-7', '127.0.0.9', firefox);
    const others = [await signIn('margaret', 'password-7', '127.0.0.10', iphone), await signIn('margaret', 'password-7', '127.0.0.11', iphone)];
    const bystander = await signIn('ken', 'password-4', '127.0.0.12', firefox);
    const sockets = await Promise.all(others.map((token) => openStatusSocket(server, token)));
    const closed = sockets.map((socket) => new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code))));
    const kept = await openStatusSocket(server, bystander);

    const res = await call(server, 'POST', '/account/sessions/revoke-others', { token: here });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.sessionsRevokedOthers);
    expect(await Promise.all(closed)).toEqual([socketCloseCodes.sessionEnded, socketCloseCodes.sessionEnded]);
    for (const token of others) expect((await call(server, 'GET', '/account/sessions', { token })).status).toBe(401);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    kept.close();
  });

  it('answers 401 without a session', async () => {
    expect((await call(server, 'POST', '/account/sessions/revoke-others')).status).toBe(401);
  });
});

describe('answers', () => {
  it('never carry a token or its whole hash', async () => {
    const { createHash } = await import('node:crypto');
    expect(answers.length).toBeGreaterThan(5);
    expect(tokens.length).toBeGreaterThan(5);
    const all = answers.join('\n');
    for (const token of tokens) {
      expect(all).not.toContain(token);
      expect(all).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
  });
});
