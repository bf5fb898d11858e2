// Forward-auth (issue 45 item 2): a proxy named by HEARTH_TRUST_PROXY signs people in by header;
// the same headers from any other address, or with the setting off, sign nobody in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { defaultForwardAuthSettings, forwardUsernameInvalid, headerNameInvalid, type ForwardAuthSettings, type ForwardAuthView } from '../../shared/contracts/forward-auth.js';
import type { LoginResult } from '../../shared/contracts/auth.js';
import { messages } from '../../shared/messages.js';

const proxy = '127.0.0.9';
const stranger = '127.0.0.10';
const settings: ForwardAuthSettings = { ...defaultForwardAuthSettings, enabled: true, autoCreate: true, adminGroup: 'hearth-admins' };

function forward(server: TestServer, from: string, headers: Record<string, string>) {
  return callFrom<LoginResult>(server, from, 'POST', '/auth/forward', { headers });
}

async function save(server: TestServer, body: unknown) {
  return call(server, 'POST', '/settings/forward-auth', { token: await loginAdmin(server), body });
}

/** Whether a token signs requests in, and as whom. */
async function whoIs(server: TestServer, token: string): Promise<string> {
  const res = await call<{ username: string }>(server, 'GET', '/session', { token });
  return res.status === 200 ? res.body.message.username : `status ${res.status}`;
}

describe('forward-auth behind a proxy HEARTH_TRUST_PROXY names', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HEARTH_TRUST_PROXY: proxy } });
  });
  afterAll(() => server.stop());

  it('is off until a super admin turns it on: the headers sign nobody in', async () => {
    const res = await forward(server, proxy, { 'Remote-User': 'admin' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(true);
    const view = await call<ForwardAuthView>(server, 'GET', '/settings/forward-auth', { token: await loginAdmin(server) });
    expect(view.body.message).toEqual({ ...defaultForwardAuthSettings, enabledByEnv: null });
  });

  it('signs an existing user in from the proxy, with a normal session', async () => {
    expect((await save(server, { ...settings, autoCreate: false })).status).toBe(200);
    await createUser(server, 'carol');
    const res = await forward(server, proxy, { 'Remote-User': 'Carol' });
    expect(res.status).toBe(200);
    expect(res.body.message.role).toBe('user');
    expect(await whoIs(server, res.body.message.token)).toBe('carol');
  });

  it('answers 403 for an unknown user while accounts are not created', async () => {
    const res = await forward(server, proxy, { 'Remote-User': 'nobody' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('"nobody", who has no Hearth account');
  });

  it('creates unknown users as plain users, and as super admins when in the admin group', async () => {
    expect((await save(server, settings)).status).toBe(200);
    const plain = await forward(server, proxy, { 'Remote-User': 'dave', 'Remote-Groups': 'family,media', 'Remote-Name': 'Dave D' });
    expect(plain.status).toBe(200);
    expect(plain.body.message).toMatchObject({ role: 'user', fullName: 'Dave D' });
    const noGroups = await forward(server, proxy, { 'Remote-User': 'erin' });
    expect(noGroups.body.message.role).toBe('user');
    const admin = await forward(server, proxy, { 'Remote-User': 'frank', 'Remote-Groups': 'family, hearth-admins' });
    expect(admin.body.message.role).toBe('admin');
    // The roles hold on the server, not only in the answer: only the admin reaches an admin screen.
    expect((await call(server, 'GET', '/settings/forward-auth', { token: admin.body.message.token })).status).toBe(200);
    expect((await call(server, 'GET', '/settings/forward-auth', { token: plain.body.message.token })).status).toBe(403);
  });

  it("reads Authentik's and Tailscale's header names once they are chosen", async () => {
    const authentik = { ...settings, userHeader: 'X-authentik-username', groupsHeader: 'X-authentik-groups', nameHeader: 'X-authentik-name' };
    expect((await save(server, authentik)).status).toBe(200);
    const res = await forward(server, proxy, { 'X-authentik-username': 'gina', 'X-authentik-groups': 'users|hearth-admins' });
    expect(res.body.message.role).toBe('admin');
    // The previous proxy's header means nothing now.
    expect((await forward(server, proxy, { 'Remote-User': 'carol' })).status).toBe(401);
    expect((await save(server, { ...settings, userHeader: 'Tailscale-User-Login', groupsHeader: '', nameHeader: 'Tailscale-User-Name' })).status).toBe(200);
    const tailscale = await forward(server, proxy, { 'Tailscale-User-Login': 'hal@example.com', 'Tailscale-User-Name': 'Hal' });
    expect(tailscale.status).toBe(200);
    expect(await whoIs(server, tailscale.body.message.token)).toBe('hal@example.com');
    expect((await save(server, settings)).status).toBe(200);
  });

  it('ignores the same headers from any address that is not the proxy', async () => {
    const res = await forward(server, stranger, { 'Remote-User': 'carol', 'Remote-Groups': 'hearth-admins' });
    expect(res.status).toBe(401);
    expect(res.body.message).not.toHaveProperty('token');
    // Claiming to come through the proxy does not make it so.
    const spoof = await forward(server, stranger, { 'Remote-User': 'carol', 'X-Forwarded-For': proxy });
    expect(spoof.status).toBe(401);
  });

  it('answers 400 for a user name it cannot use', async () => {
    for (const bad of ['bad name', 'x'.repeat(51), 'semi;colon', '../etc']) {
      const res = await forward(server, proxy, { 'Remote-User': bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(forwardUsernameInvalid);
    }
    expect((await forward(server, proxy, { 'Remote-User': '' })).status).toBe(400);
  });

  it('leaves password sign-in working', async () => {
    expect(await whoIs(server, await loginAdmin(server))).toBe('admin');
  });

  it('turned off again, signs nobody in', async () => {
    expect((await save(server, { ...settings, enabled: false })).status).toBe(200);
    expect((await forward(server, proxy, { 'Remote-User': 'carol' })).status).toBe(401);
  });

  it('keeps its settings to super admins, and refuses bad header names', async () => {
    expect((await call(server, 'GET', '/settings/forward-auth')).status).toBe(401);
    expect((await call(server, 'POST', '/settings/forward-auth', { body: settings })).status).toBe(401);
    const user = await createUser(server, 'ivan');
    const asUser = await call(server, 'POST', '/settings/forward-auth', { token: user, body: settings });
    expect(asUser.status).toBe(403);
    expect(asUser.body.message).toBe(messages.forbidden);
    expect((await call(server, 'GET', '/settings/forward-auth', { token: user })).status).toBe(403);
    for (const userHeader of ['Remote User', 'Remote-User:', '', 'x'.repeat(65)]) {
      const res = await save(server, { ...settings, userHeader });
      expect(res.status, userHeader).toBe(400);
      expect(res.body.message).toBe(headerNameInvalid);
    }
    expect((await save(server, { ...settings, groupsHeader: 'Bad\nHeader' })).status).toBe(400);
    expect((await save(server, { ...settings, enabled: 'yes' })).status).toBe(400);
    const stored = await call<ForwardAuthView>(server, 'GET', '/settings/forward-auth', { token: await loginAdmin(server) });
    expect(stored.body.message.enabled).toBe(false);
  });
});

describe('forward-auth with no proxy trusted', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('ignores the headers even with the setting on', async () => {
    expect((await save(server, settings)).status).toBe(200);
    for (const from of ['127.0.0.1', proxy]) {
      const res = await forward(server, from, { 'Remote-User': 'admin', 'Remote-Groups': 'hearth-admins' });
      expect(res.status).toBe(401);
    }
  });
});

describe('forward-auth switched by HEARTH_FORWARD_AUTH', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HEARTH_TRUST_PROXY: 'loopback', HEARTH_FORWARD_AUTH: 'on' } });
  });
  afterAll(() => server.stop());

  it('signs in with the stored switch off, and says the environment decides', async () => {
    const res = await forward(server, '127.0.0.1', { 'Remote-User': 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.message.role).toBe('admin');
    const view = await call<ForwardAuthView>(server, 'GET', '/settings/forward-auth', { token: res.body.message.token });
    expect(view.body.message).toMatchObject({ enabled: false, enabledByEnv: true });
  });
});
