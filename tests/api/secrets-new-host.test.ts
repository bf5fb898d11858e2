// Stored secrets only ever go to the host they were saved for: an integration's key is not lent
// to a connection test against another host, nor kept when the link moves to another host; a
// camera's masked password is not kept when the camera address changes host, port or user.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { storedCameraUrl } from '../helpers/camera-secrets.js';
import { linkIcon } from '../helpers/listings.js';
import { zipOf } from '../helpers/zips.js';
import { packageFiles } from '../helpers/integrations.js';
import { secretIsSet, type RunAnswer } from '../../shared/contracts/integrations.js';
import { integrationMessages } from '../../shared/messages.js';
import { reserveClosedPort } from '../helpers/closed-port.js';

/** A service that records the X-Api-Key of every request and answers 200. */
async function keyRecorder(): Promise<{ url: string; keys: string[]; server: Server }> {
  const keys: string[] = [];
  const server = createServer((req, res) => {
    keys.push(String(req.headers['x-api-key'] ?? ''));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, keys, server };
}

let hearth: TestServer;
let token: string;
let a: Awaited<ReturnType<typeof keyRecorder>>;
let b: Awaited<ReturnType<typeof keyRecorder>>;

const keyedApp = packageFiles({
  appId: 'com.keyed',
  manifest: { config: [{ name: 'overrideurl', label: 'Service URL', type: 'url', required: false }, { name: 'apikey', label: 'API key', type: 'password', required: true }] },
  appJs: `const call = (ctx) => ctx.axios.get(ctx.appUrl + '/check', { headers: { 'X-Api-Key': ctx.config.apikey || '' } });
global.initialize = async (app) => { await call(app); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'ok' }]); };
global.connectionTest = async (t) => { try { await call(t); t.connectionSuccess(); } catch (e) { t.connectionFailed(e); } };`,
});

beforeAll(async () => {
  a = await keyRecorder();
  b = await keyRecorder();
  hearth = await startTestServer();
  token = await loginAdmin(hearth);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await zipOf(keyedApp))]), 'app.zip');
  const res = await fetch(`${hearth.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await hearth.stop();
  for (const service of [a, b]) await new Promise((resolve) => service.server.close(resolve));
});

describe("an integration's stored key", () => {
  let linkId: string;

  it('is lent to a connection test of the saved link against its own host', async () => {
    const saved = await call(hearth, 'POST', '/listing/save/link', { token, body: { linkName: 'Svc', linkIcon, linkURL: a.url, integration: { package: 'com.keyed', config: { apikey: 'key-for-a' } } } });
    expect(saved.status).toBe(200);
    linkId = (saved.body as unknown as { data: { _id: string } }).data._id;
    const test = await call(hearth, 'POST', '/app/test', { token, body: { appId: 'com.keyed', listingId: linkId, linkURL: a.url, config: { apikey: secretIsSet } } });
    expect(test.status).toBe(200);
    expect(a.keys.at(-1)).toBe('key-for-a');
  });

  it('is not sent when the test goes to another host (another port is another host): that host is asked without it', async () => {
    const before = b.keys.length;
    await call(hearth, 'POST', '/app/test', { token, body: { appId: 'com.keyed', listingId: linkId, linkURL: b.url, config: { apikey: secretIsSet } } });
    expect(b.keys.length).toBe(before + 1);
    expect(b.keys).not.toContain('key-for-a');
    expect(b.keys.every((key) => key === '')).toBe(true);
    // Nor through the integration's own address field pointing elsewhere.
    await call(hearth, 'POST', '/app/test', { token, body: { appId: 'com.keyed', listingId: linkId, linkURL: a.url, config: { apikey: secretIsSet, overrideurl: b.url } } });
    expect(b.keys.length).toBe(before + 2);
    expect(b.keys).not.toContain('key-for-a');
  });

  it('is not kept when the link moves to another host: the key must be typed again', async () => {
    const moved = await call(hearth, 'POST', '/listing/save/link', { token, body: { listingId: linkId, linkName: 'Svc', linkIcon, linkURL: b.url, integration: { package: 'com.keyed', config: { apikey: secretIsSet } } } });
    expect(moved).toMatchObject({ status: 400, body: { message: integrationMessages.fieldRequired('API key') } });
    const retyped = await call(hearth, 'POST', '/listing/save/link', { token, body: { listingId: linkId, linkName: 'Svc', linkIcon, linkURL: b.url, integration: { package: 'com.keyed', config: { apikey: 'key-for-b' } } } });
    expect(retyped.status).toBe(200);
    const link = (retyped.body as unknown as { data: { _id: string; integration: { _id: string } } }).data;
    const before = b.keys.length;
    const run = await call<RunAnswer>(hearth, 'GET', `/app/run/${link._id}/${link.integration._id}`, { token });
    expect(run.status).toBe(200);
    expect(b.keys.length).toBe(before + 1);
    expect(b.keys.at(-1)).toBe('key-for-b');
    expect(b.keys).not.toContain('key-for-a');
  });

  it('is kept when only the path changes on the same host', async () => {
    const kept = await call(hearth, 'POST', '/listing/save/link', { token, body: { listingId: linkId, linkName: 'Svc', linkIcon, linkURL: `${b.url}/dashboard`, integration: { package: 'com.keyed', config: { apikey: secretIsSet } } } });
    expect(kept.status).toBe(200);
  });
});

describe("a camera's masked password", () => {
  /** The URL ffmpeg would be given: the stored one with its sealed password opened. */
  const storedUrl = (id: string) => storedCameraUrl(hearth.dataDir, id);

  it('stays with the same camera and is dropped when the host, port or user changes', async () => {
    // Two ports on 127.0.0.1 that refuse connections: the saves probe the camera.
    const [closed, closedToo] = [await reserveClosedPort(), await reserveClosedPort()];
    onTestFinished(() => {
      closed.release();
      closedToo.release();
    });
    const { port } = closed;
    const otherPort = closedToo.port;
    const first = await call(hearth, 'POST', '/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: `rtsp://admin:s3cret@127.0.0.1:${port}/h264` } });
    expect(first.status).toBe(200);
    const { _id: id, listingUrl } = (first.body as unknown as { data: { listing: { _id: string; listingUrl: string } } }).data.listing;
    expect(listingUrl).toBe(`rtsp://admin:********@127.0.0.1:${port}/h264`);
    await call(hearth, 'POST', '/listing/save/stream', { token, body: { listingId: id, linkName: 'Cam', linkURL: `rtsp://admin:********@127.0.0.1:${port}/other` } });
    expect(storedUrl(id)).toBe(`rtsp://admin:s3cret@127.0.0.1:${port}/other`);
    for (const moved of [`rtsp://admin:********@127.0.0.2:${port}/other`, `rtsp://admin:********@127.0.0.1:${otherPort}/other`, `rtsp://guest:********@127.0.0.1:${port}/other`]) {
      await call(hearth, 'POST', '/listing/save/stream', { token, body: { listingId: id, linkName: 'Cam', linkURL: `rtsp://admin:********@127.0.0.1:${port}/other` } });
      await call(hearth, 'POST', '/listing/save/stream', { token, body: { listingId: id, linkName: 'Cam', linkURL: moved } });
      expect(storedUrl(id)).not.toContain('s3cret');
      // Put the password back for the next case.
      await call(hearth, 'POST', '/listing/save/stream', { token, body: { listingId: id, linkName: 'Cam', linkURL: `rtsp://admin:s3cret@127.0.0.1:${port}/other` } });
    }
  }, 60_000);
});
