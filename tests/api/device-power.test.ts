import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, enableDevices } from '../helpers/devices.js';
import { missing } from '../helpers/prerequisites.js';
import { startSshd, sshdMissing, type RealSshd } from '../helpers/sshd.js';
import { startRecorder, type RequestRecorder } from '../helpers/request-recorder.js';
import { reserveClosedPort } from '../helpers/closed-port.js';
import { readDb } from '../helpers/snippets.js';
import { powerMessages as m, messages } from '../../shared/messages.js';
import type { PowerResult, PowerSettings } from '../../shared/contracts/device-power.js';
import { runOverSsh } from '../../server/features/devices/power/ssh-run.js';

type Saved = { settings: PowerSettings; text: string };

/** A key pair made by OpenSSH's own ssh-keygen (the paste case), optionally with a passphrase. */
function keygen(passphrase = ''): { privateKey: string; publicKey: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-key-'));
  try {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', passphrase, '-C', 'test', '-f', join(dir, 'id')]);
    return { privateKey: readFileSync(join(dir, 'id'), 'utf8'), publicKey: readFileSync(join(dir, 'id.pub'), 'utf8').trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(missing('a real OpenSSH server', sshdMissing()))('shut down and sleep over SSH, against a real sshd', () => {
  let server: TestServer;
  let sshd: RealSshd;
  let token: string;
  let deviceId: string;
  const good = keygen();
  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    token = await loginAdmin(server);
    await enableDevices(server, token);
    deviceId = await addDevice(server, token, { deviceName: 'Desk PC' });
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
    await server?.stop();
  });

  const save = (fields: Record<string, unknown>) => call<Saved>(server, 'POST', `/devices/${deviceId}/power`, { token, body: { method: 'ssh', sshHost: '127.0.0.1', sshPort: sshd.port, sshUser: sshd.user, ...fields } });
  const run = async (action: string) => {
    await sshd.clearReceived();
    const res = await call<PowerResult>(server, 'POST', `/devices/${deviceId}/power/run/${action}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.message;
  };

  it('runs the default command with a pasted key and trusts the host key on first use', async () => {
    await sshd.authorize(good.publicKey);
    const saved = await save({ keyMode: 'paste', privateKey: good.privateKey });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message.settings).toMatchObject({ hostKey: null, actions: ['shutdown', 'sleep'] });
    expect(saved.body.message.settings.publicKey).toBe(`${good.publicKey.split(' ').slice(0, 2).join(' ')} hearth`);
    const result = await run('shutdown');
    expect(result).toEqual({ ok: true, text: `${m.shutdownSent('Desk PC')} ${m.firstUse(sshd.fingerprint)}`, trusted: sshd.fingerprint });
    expect(await sshd.received()).toBe('sudo shutdown -h now');
    const read = await call<{ settings: PowerSettings }>(server, 'GET', `/devices/${deviceId}/power`, { token });
    expect(read.body.message.settings.hostKey).toBe(sshd.fingerprint);
    expect(JSON.stringify(read.body)).not.toContain('PRIVATE KEY');
    const stored = readDb(server.dataDir, (db) => db.prepare('SELECT * FROM device_power').all());
    expect(JSON.stringify(stored)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(stored)).not.toContain(good.privateKey.split('\n')[1]);
  });

  it('refuses a key the device does not accept, and runs nothing', async () => {
    expect((await save({ keyMode: 'paste', privateKey: keygen().privateKey })).status).toBe(200);
    expect(await run('shutdown')).toEqual({ ok: false, text: m.authRefused(sshd.user) });
    expect(await sshd.received()).toBeNull();
  });

  it('generates an ed25519 key whose public half lets it in; sleep sends the system default', async () => {
    const saved = await save({ keyMode: 'generate', system: 'linux' });
    const publicKey = saved.body.message.settings.publicKey ?? '';
    expect(publicKey).toMatch(/^ssh-ed25519 AAAA\S+ hearth@Desk-PC$/);
    // Same host and port: the pinned host key stays.
    expect(saved.body.message.settings.hostKey).toBe(sshd.fingerprint);
    await sshd.authorize(publicKey);
    expect(await run('sleep')).toEqual({ ok: true, text: m.sleepSent('Desk PC') });
    expect(await sshd.received()).toBe('sudo systemctl suspend');
    await save({ system: 'windows' });
    expect((await run('shutdown')).ok).toBe(true);
    expect(await sshd.received()).toBe('shutdown /s /t 0');
  });

  it('says why when the command fails', async () => {
    await save({ shutdownCommand: 'exit 3' });
    const result = await run('shutdown');
    expect(result.ok).toBe(false);
    expect(result.text).toBe(m.commandFailed(3, 'refused by the test'));
    await save({ shutdownCommand: '' });
  });

  it('refuses a changed host key with both fingerprints, until the user forgets the old one', async () => {
    const before = sshd.fingerprint;
    await sshd.newHostKey();
    expect(await run('shutdown')).toEqual({ ok: false, text: m.hostKeyChanged(before, sshd.fingerprint) });
    expect(await sshd.received()).toBeNull();
    const forgot = await call<Saved>(server, 'POST', `/devices/${deviceId}/power/forget-host-key`, { token });
    expect(forgot.body.message).toMatchObject({ text: m.hostKeyForgotten, settings: { hostKey: null } });
    expect((await run('shutdown')).trusted).toBe(sshd.fingerprint);
    expect(await sshd.received()).toBe('sudo shutdown -h now');
  });

  it('says so when nothing answers SSH', async () => {
    const closed = await reserveClosedPort();
    try {
      await save({ sshPort: closed.port });
      expect(await run('shutdown')).toEqual({ ok: false, text: m.connectionRefused(`127.0.0.1:${closed.port}`) });
    } finally {
      closed.release();
      await save({ sshPort: sshd.port });
    }
  });

  it('gives up on a server that accepts and never speaks', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const outcome = await runOverSsh({ host: '127.0.0.1', port, username: 'root', privateKey: good.privateKey, pinnedHostKey: null, command: 'true', timeoutMs: 1000, reach: { loopback: true, localNetworkPrompt: false } });
      expect(outcome).toEqual({ ok: false, hostKey: null, text: m.timedOut(`127.0.0.1:${port}`, 1) });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('power settings: access and bad input', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  let deviceId: string;
  let recorder: RequestRecorder;
  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    token = await loginAdmin(server);
    other = await createUser(server, 'other');
    await enableDevices(server, token);
    await enableDevices(server, other);
    deviceId = await addDevice(server, token, { deviceName: 'Plug' });
    recorder = await startRecorder((req) => ({ status: req.url.startsWith('/broken') ? 500 : 200, json: {} }));
  });
  afterAll(async () => {
    await recorder?.close();
    await server?.stop();
  });
  const path = () => `/devices/${deviceId}/power`;

  it('needs a session, hides another user\'s device and refuses bad input with a reason', async () => {
    expect((await call(server, 'GET', path())).status).toBe(401);
    for (const [method, suffix] of [['GET', ''], ['POST', ''], ['DELETE', ''], ['POST', '/run/shutdown'], ['POST', '/forget-host-key']] as const) {
      const res = await call(server, method, `${path()}${suffix}`, { token: other, ...(method === 'POST' ? { body: { method: 'http', shutdownUrl: 'http://127.0.0.1:1/' } } : {}) });
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.message).toBe(messages.deviceNotFound);
    }
    const ssh = { method: 'ssh', sshHost: '127.0.0.1', sshUser: 'root', keyMode: 'generate' };
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'telnet' }, m.methodInvalid],
      [{ ...ssh, sshHost: '' }, m.hostRequired],
      [{ ...ssh, sshHost: 'pc; rm -rf /' }, m.hostInvalid],
      [{ ...ssh, sshPort: 0 }, m.portInvalid],
      [{ ...ssh, sshUser: 'a b' }, m.userInvalid],
      [{ ...ssh, keyMode: 'keep' }, m.keyRequired],
      [{ ...ssh, keyMode: 'paste', privateKey: 'hello' }, m.keyUnreadable],
      [{ ...ssh, keyMode: 'paste', privateKey: keygen().publicKey }, m.keyIsPublic],
      [{ ...ssh, keyMode: 'paste', privateKey: keygen('a passphrase').privateKey }, m.keyEncrypted],
      [{ method: 'http' }, m.urlRequired],
      [{ method: 'http', shutdownUrl: 'ftp://x/' }, m.urlInvalid],
      [{ method: 'http', shutdownUrl: 'http://x/', headerName: 'Bad Header' }, m.headerInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call(server, 'POST', path(), { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await call(server, 'POST', `${path()}/run/shutdown`, { token })).body.message).toBe(m.notConfigured);
    expect((await call(server, 'POST', `${path()}/run/reboot`, { token })).status).toBe(400);
  });

  it('calls the URL with its header; the screen sees only the host', async () => {
    const url = `${recorder.url}/off?token=plug-token-123`;
    const saved = await call<Saved>(server, 'POST', path(), { token, body: { method: 'http', httpMethod: 'POST', shutdownUrl: url, headerName: 'X-Key', headerValue: 'header-secret-9' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message.settings).toMatchObject({ shutdownHost: new URL(recorder.url).host, sleepHost: null, hasHeaderValue: true, actions: ['shutdown'] });
    expect(JSON.stringify(saved.body)).not.toContain('plug-token-123');
    expect(JSON.stringify(saved.body)).not.toContain('header-secret-9');
    const result = await call<PowerResult>(server, 'POST', `${path()}/run/shutdown`, { token });
    expect(result.body.message).toEqual({ ok: true, text: m.shutdownSent('Plug') });
    expect(recorder.requests.at(-1)).toMatchObject({ method: 'POST', url: '/off?token=plug-token-123' });
    expect(recorder.requests.at(-1)?.headers['x-key']).toBe('header-secret-9');
    expect((await call(server, 'POST', `${path()}/run/sleep`, { token })).body.message).toBe(m.actionNotConfigured('sleep'));
    // Left empty, the URL and header value stay; a sleep URL is added.
    await call(server, 'POST', path(), { token, body: { method: 'http', httpMethod: 'GET', sleepUrl: `${recorder.url}/broken`, headerName: 'X-Key' } });
    expect((await call<PowerResult>(server, 'POST', `${path()}/run/sleep`, { token })).body.message).toEqual({ ok: false, text: m.httpFailed(500) });
    expect(recorder.requests.at(-1)).toMatchObject({ method: 'GET', url: '/broken' });
    expect(recorder.requests.at(-1)?.headers['x-key']).toBe('header-secret-9');
    expect((await call(server, 'DELETE', path(), { token })).body.message).toEqual({ text: m.removed });
    expect((await call<{ settings: null }>(server, 'GET', path(), { token })).body.message.settings).toBeNull();
  });
});
