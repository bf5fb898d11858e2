// The reach rule with its default (HEARTH_LOOPBACK_TARGETS unset): the server calls LAN and
// internet addresses for anyone, but this computer itself (127.0.0.0/8, ::1, localhost, names
// resolving there) only for a super admin. Checked early with a clear refusal (400 on the
// original's routes, whose client signs out on 401 or 403; 403 on Hearth's own), and again by the
// integration runtime at each connection (a package's own URLs, redirects, DNS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { messages } from '../../shared/messages.js';
import type { Listing } from '../../shared/contracts/listings.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

let hearth: TestServer;
let admin: string;
let user: string;
let local: Server;
let port: number;
let hits = 0;

// A package that calls whatever URL its config names, whatever the link's target is.
const fetcher = packageFiles({
  appId: 'com.fetcher',
  manifest: { config: [{ name: 'target', label: 'Target', type: 'text', required: false }] },
  appJs: `const go = (ctx) => ctx.axios.get(ctx.config.target || ctx.appUrl);
global.initialize = async (app) => { try { await go(app); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'reached' }]); } catch (e) { app.sendError(e.message); } };
global.connectionTest = async (t) => { try { await go(t); t.connectionSuccess(); } catch (e) { t.connectionFailed(e.message); } };`,
});

beforeAll(async () => {
  local = createServer((req, res) => {
    hits += 1;
    if (req.url === '/bounce') return void res.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
    res.end('{"secret":"loopback-only"}');
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  port = (local.address() as AddressInfo).port;
  hearth = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: '' } });
  admin = await loginAdmin(hearth);
  user = await createUser(hearth, 'household');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await zipOf(fetcher))]), 'app.zip');
  expect((await fetch(`${hearth.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
  await new Promise((resolve) => local.close(resolve));
});

const save = (token: string, linkURL: string, config: Record<string, unknown> = {}) =>
  call(hearth, 'POST', '/listing/save/link', { token, body: { linkName: 'Svc', linkIcon, linkURL, integration: { package: 'com.fetcher', config } } });

describe('an ordinary account', () => {
  it.each(['http://127.0.0.1:PORT/', 'http://localhost:PORT/', 'http://[::1]:PORT/', 'http://0.0.0.0:PORT/'])('cannot aim an integration at %s (400 with the message, not a sign-out)', async (raw) => {
    const target = raw.replace('PORT', String(port));
    const before = hits;
    expect(await save(user, target)).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    expect(await call(hearth, 'POST', '/app/test', { token: user, body: { appId: 'com.fetcher', linkURL: target, config: {} } })).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    expect(hits).toBe(before);
  });

  it('may still keep a plain link to this computer: only calls the server makes are ruled', async () => {
    const res = await call(hearth, 'POST', '/listing/save/link', { token: user, body: { linkName: 'Local', linkIcon, linkURL: `http://127.0.0.1:${port}/` } });
    expect(res.status).toBe(200);
  });

  it("is held to the rule inside the runtime too: a package's own URL, a redirect, a name resolving here", async () => {
    // The link's target is elsewhere (no server there); the package's config aims here.
    const saved = await save(user, 'http://192.0.2.10/', { target: `http://127.0.0.1:${port}/direct` });
    expect(saved.status).toBe(200);
    const link = (saved.body as unknown as { data: Listing }).data;
    const before = hits;
    const run = await call(hearth, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token: user });
    expect(run).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    const name = hostname();
    const resolvesHere = (await lookup(name, { all: true }).catch(() => [])).some((a) => a.address.startsWith('127.'));
    if (resolvesHere) {
      const byName = await save(user, 'http://192.0.2.10/', { target: `http://${name}:${port}/by-name` });
      const named = (byName.body as unknown as { data: Listing }).data;
      expect(await call(hearth, 'GET', `/app/run/${named._id}/${named.integration?._id}`, { token: user })).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    } else {
      console.warn(`This machine's name (${name}) does not resolve to loopback: the DNS case is not exercised here.`);
    }
    expect(hits).toBe(before);
  });
});

describe('cameras', () => {
  it('an ordinary account cannot have ffmpeg open a camera on this computer (save, preview, check, live)', async () => {
    const before = hits;
    expect(await call(hearth, 'POST', '/listing/save/stream', { token: user, body: { linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${port}/h264` } })).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    expect(await call(hearth, 'POST', '/listing/save/stream', { token: user, body: { linkName: 'Cam', linkURL: `rtsp://localhost:${port}/h264` } })).toMatchObject({ status: 400 });
    const list = await call<{ items: unknown[] }>(hearth, 'GET', '/listing/folder/stream/list', { token: user });
    expect(list.body.message.items).toEqual([]);
    expect(hits).toBe(before);
  });

  it('an administrator can', async () => {
    const saved = await call(hearth, 'POST', '/listing/save/stream', { token: admin, body: { linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${closed.port}/h264` } });
    expect(saved.status).toBe(200);
  });
});

describe('devices', () => {
  it('an ordinary account cannot have the server ping or wake this computer; an administrator can', async () => {
    const device = (over: Record<string, unknown>) => ({ deviceName: 'Box', deviceIcon: { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' }, deviceMac: 'aa:bb:cc:dd:ee:01', deviceIp: '192.0.2.20', supportsWol: true, broadcastAddress: '192.0.2.255', broadcastPort: '9', ...over });
    expect(await call(hearth, 'POST', '/networkdevices/save/device', { token: user, body: device({ deviceIp: '127.0.0.5' }) })).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    expect(await call(hearth, 'POST', '/networkdevices/save/device', { token: user, body: device({ broadcastAddress: '127.255.255.255' }) })).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });
    expect((await call(hearth, 'POST', '/networkdevices/save/device', { token: user, body: device({}) })).status).toBe(200);
    expect((await call(hearth, 'POST', '/networkdevices/save/device', { token: admin, body: device({ deviceMac: 'aa:bb:cc:dd:ee:02', deviceIp: '127.0.0.5', broadcastAddress: '127.0.0.1' }) })).status).toBe(200);
  });
});

describe('a super admin', () => {
  it('may aim integrations at this computer, and follows its redirects there', async () => {
    const saved = await save(admin, `http://127.0.0.1:${port}/bounce`);
    expect(saved.status).toBe(200);
    const link = (saved.body as unknown as { data: Listing }).data;
    const run = await call<string>(hearth, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token: admin });
    expect(run.status).toBe(200);
  });
});
