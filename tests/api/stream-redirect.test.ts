// Issue 39 item 7: a camera on the LAN that answers RTSP 302 to rtsp://127.0.0.1:<port> must not
// lead ffmpeg to this computer for an account that may not reach it, whatever the path (the save's
// probe, Check, the preview, live video, a health check). Each redirect is held to the reach rule;
// an administrator, who may reach this computer, still follows it to the camera.
//
// The moved camera and a real camera on the "LAN" run inside a network namespace this test makes
// (198.18.x.0/24, tests/helpers/netns.ts); the camera on this computer sits behind a door that
// counts connections, so "no connection reached it" is a count, not a guess.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestNamespace, type TestNamespace } from '../helpers/netns.js';
import { missing } from '../helpers/prerequisites.js';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { monitor } from '../helpers/monitoring.js';
import { until } from '../helpers/until.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { messages } from '../../shared/messages.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import type { CameraStatus, VideoStatus } from '../../shared/contracts/stream-status.js';
import type { MonitorSummary } from '../../shared/contracts/monitoring.js';

const made = createTestNamespace('rtsp', 2);
const namespace: TestNamespace | null = typeof made === 'string' ? null : made;

/** A TCP door to `port` on 127.0.0.1 that counts who comes through. */
async function countingDoor(port: number): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    const onward = connect(port, '127.0.0.1');
    for (const end of [socket, onward]) {
      open.add(end);
      end.on('error', () => undefined);
      end.on('close', () => open.delete(end));
    }
    socket.pipe(onward).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The moved camera (tests/fixtures/rtsp-moved.mjs) inside the namespace, and the requests it answered. */
async function startMoved(ns: TestNamespace, address: string, routes: Record<string, string>): Promise<{ port: number; answered: string[]; child: ChildProcess }> {
  const script = join(import.meta.dirname, '../fixtures/rtsp-moved.mjs');
  const child = spawn('ip', ['netns', 'exec', ns.name, process.execPath, script, address, ...Object.entries(routes).map(([path, to]) => `${path}=${to}`)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answered: string[] = [];
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`rtsp-moved exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        const ready = /^READY (\d+)$/.exec(line)?.[1];
        if (ready) resolve(Number(ready));
        else answered.push(line);
      }
    });
  });
  return { port, answered, child };
}

describe.skipIf(missing('network namespaces (ip netns, root)', typeof made === 'string' ? made : null))('a camera that redirects (RTSP 302)', () => {
  const ns = namespace as TestNamespace;
  const [movedAddress = '', lanCameraAddress = ''] = ns?.alive ?? [];
  let server: TestServer;
  let homeCamera: TestCamera;
  let lanCamera: TestCamera;
  let door: Awaited<ReturnType<typeof countingDoor>>;
  let moved: Awaited<ReturnType<typeof startMoved>>;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    [homeCamera, lanCamera] = await Promise.all([startCamera(), startCamera({ netns: ns.name, address: lanCameraAddress })]);
    door = await countingDoor(homeCamera.port);
    moved = await startMoved(ns, movedAddress, { '/home': `rtsp://127.0.0.1:${door.port}/h264`, '/lan': lanCamera.url(), '/loop': 'self:/loop', '/nowhere': '' });
    // The default rule: only super admins may aim Hearth at this computer.
    server = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
    [admin, member] = await Promise.all([loginAdmin(server), createUser(server, 'household')]);
  }, 60_000);

  afterAll(async () => {
    moved?.child.kill('SIGKILL');
    await Promise.all([server?.stop(), homeCamera?.stop(), lanCamera?.stop(), door?.close()]);
    ns?.remove();
  }, 30_000);

  const movedUrl = (path: string) => `rtsp://viewer:pass@${movedAddress}:${moved.port}${path}`;

  async function addCamera(token: string, url: string): Promise<{ id: string; saved: StreamSaved }> {
    const res = await call(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Porch', linkURL: url } });
    expect(res.status).toBe(200);
    const saved = (res.body as unknown as { data: StreamSaved }).data;
    return { id: saved.listing._id, saved };
  }

  /** Opens the live video of `id` as `token` and waits for a picture or a retry with its reason. */
  async function watch(token: string, id: string): Promise<{ frames: number; status: VideoStatus }> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${id}?token=${token}&events=1`);
    let frames = 0;
    let last: VideoStatus | null = null;
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) frames += 1;
      else last = JSON.parse(data.toString('utf8')) as VideoStatus;
    });
    ws.on('error', () => undefined);
    try {
      const status = await until('a picture or a retry', () => (frames > 0 || last?.state === 'retrying') && last, 20_000);
      return { frames, status };
    } finally {
      ws.close();
    }
  }

  it("is refused for an account that may not reach this computer, on every path, and nothing reaches this computer's camera", async () => {
    const { id, saved } = await addCamera(member, movedUrl('/home'));
    expect(saved.probe).toEqual({ ok: false, codec: null, text: messages.loopbackRefused });

    const check = await call<CameraStatus>(server, 'POST', `/stream/check/${id}`, { token: member });
    expect(check.body.message).toMatchObject({ state: 'unreachable', reason: messages.loopbackRefused });

    const preview = await call(server, 'GET', `/listing/stream/preview/${id}`, { token: member });
    expect(preview).toMatchObject({ status: 400, body: { message: messages.loopbackRefused } });

    expect(await watch(member, id)).toMatchObject({ frames: 0, status: { state: 'retrying', reason: messages.loopbackRefused } });

    await call(server, 'POST', '/settings', { token: member, body: { siteName: 'Hearth', siteLogo: { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' }, camerafeed: true, networkdevices: false, authenticator: false, todolist: false, snippetmanager: false } });
    const { summary } = await monitor(server, member, 'camera', id, { failureThreshold: 1, intervalSeconds: 300 });
    const checked = await until('the camera health check', async () => {
      const items = (await call<{ items: MonitorSummary[] }>(server, 'GET', '/monitoring/summary', { token: member })).body.message.items;
      return items.find((item) => item._id === summary._id && item.lastCheckedAt !== null);
    });
    expect(checked).toMatchObject({ health: 'down', message: messages.loopbackRefused });

    // The moved camera was asked on each path (the health check may take the relay's word instead),
    // so the redirect was met every time; this computer's camera was never reached.
    expect(moved.answered.filter((line) => line === 'DESCRIBE /home 302').length).toBeGreaterThanOrEqual(4);
    expect(door.connections()).toBe(0);
  }, 60_000);

  it('stops at a redirect loop and at a redirect that says nowhere (which ffmpeg would take as this computer)', async () => {
    expect((await addCamera(member, movedUrl('/loop'))).saved.probe).toEqual({ ok: false, codec: null, text: messages.cameraTooManyRedirects });
    expect(moved.answered.filter((line) => line === 'DESCRIBE /loop 302')).toHaveLength(6);
    expect((await addCamera(member, movedUrl('/nowhere'))).saved.probe).toEqual({ ok: false, codec: null, text: messages.cameraRedirectInvalid });
    expect(door.connections()).toBe(0);
  }, 60_000);

  it('follows a redirect to a place the account may reach, through the same checks', async () => {
    const { id, saved } = await addCamera(member, movedUrl('/lan'));
    expect(saved.probe).toMatchObject({ ok: true, codec: 'h264', text: expect.stringMatching(/^H\.264 320x240/) as string });
    const preview = await fetch(`${server.url}/api/v1/listing/stream/preview/${id}`, { headers: { authorization: `Bearer ${member}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect((await watch(member, id)).frames).toBeGreaterThan(0);
    expect(door.connections()).toBe(0);
  }, 60_000);

  it('still takes an administrator, who may reach this computer, through the redirect to its camera', async () => {
    const { id, saved } = await addCamera(admin, movedUrl('/home'));
    expect(saved.probe).toMatchObject({ ok: true, codec: 'h264' });
    expect(door.connections()).toBeGreaterThan(0);
    expect((await watch(admin, id)).frames).toBeGreaterThan(0);
  }, 60_000);
});
