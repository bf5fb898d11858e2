// Issue 25 item 7: ffmpeg is the costly part of Hearth. One relay per camera whatever the number
// of its viewers and listings, in both output modes; a cap per user and for the whole server on
// relays and on camera checks, each refusal saying what to do.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { ffmpegPids } from '../helpers/ffmpeg.js';
import { countFfmpegSpawns, type FfmpegSpawns } from '../helpers/ffmpeg-spawns.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { socketCloseCodes } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

const limits = { relaysPerUser: 2, relays: 3, probesPerUser: 2, probes: 3 };

let server: TestServer;
let camera: TestCamera;
let admin: string;
/** Every ffmpeg the server starts, counted as it starts and ends (HEARTH_FFMPEG is the counter's wrapper). */
let spawns: FfmpegSpawns;

beforeAll(async () => {
  spawns = await countFfmpegSpawns();
  [server, camera] = await Promise.all([startTestServer({ streamLimits: limits, env: { HEARTH_FFMPEG: spawns.wrapper } }), startCamera()]);
  admin = await loginAdmin(server);
}, 30_000);
afterAll(async () => {
  await Promise.all([server?.stop(), camera?.stop()]);
  await spawns?.close();
}, 30_000);

async function addStream(token: string, url: string, name = 'Cam'): Promise<StreamSaved> {
  const res = await call<string>(server, 'POST', '/listing/save/stream', { token, body: { linkName: name, linkURL: url } });
  expect(res.status).toBe(200);
  return (res.body as unknown as { data: StreamSaved }).data;
}

interface Viewer {
  ws: WebSocket;
  /** Resolves with the first binary message, or with the close code and reason if it ends first. */
  outcome: Promise<{ frame: true } | { code: number; reason: string }>;
}

/** `events`: Hearth's player, which hears a failing camera's state and keeps its socket while the relay retries. */
function view(token: string, id: string, mode: 'remux' | 'jsmpeg' = 'remux', events = false): Viewer {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${id}?token=${token}${mode === 'jsmpeg' ? '&mode=jsmpeg' : ''}${events ? '&events=1' : ''}`);
  const outcome = new Promise<{ frame: true } | { code: number; reason: string }>((resolve, reject) => {
    ws.on('message', (_data, isBinary) => {
      if (isBinary) resolve({ frame: true });
    });
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.once('error', reject);
  });
  return { ws, outcome };
}

async function closeAll(viewers: Viewer[]): Promise<void> {
  for (const viewer of viewers) viewer.ws.terminate();
  await expect.poll(() => ffmpegPids().length, { timeout: 15_000, interval: 250 }).toBe(0);
}

describe('one relay per camera', () => {
  it('serves 24 viewers of one camera, across listings and users, from one ffmpeg per mode', async () => {
    const other = await createUser(server, 'neighbour');
    // The same camera saved three times by one user and once by another.
    const ids = [
      ...(await Promise.all([1, 2, 3].map((n) => addStream(admin, camera.url(), `Porch ${n}`)))).map((s) => [admin, s.listing._id] as const),
      [other, (await addStream(other, camera.url())).listing._id] as const,
    ];
    const remux = Array.from({ length: 12 }, (_, n) => view(...ids[n % ids.length]!));
    expect(await Promise.all(remux.map((v) => v.outcome))).toEqual(remux.map(() => ({ frame: true })));
    expect(ffmpegPids()).toHaveLength(1);
    const jsmpeg = Array.from({ length: 12 }, (_, n) => view(...ids[n % ids.length]!, 'jsmpeg'));
    expect(await Promise.all(jsmpeg.map((v) => v.outcome))).toEqual(jsmpeg.map(() => ({ frame: true })));
    expect(ffmpegPids()).toHaveLength(2);
    await closeAll([...remux, ...jsmpeg]);
  }, 60_000);
});

describe('relay caps', () => {
  it('refuses a user a third camera with a message that says what to do; another viewer of a running one is fine', async () => {
    const user = await createUser(server, 'watcher');
    const a = (await addStream(user, camera.url('h264'))).listing._id;
    const b = (await addStream(user, camera.url('h265'))).listing._id;
    const c = (await addStream(user, `rtsp://127.0.0.1:${closed.port}/third`)).listing._id;
    const open = [view(user, a), view(user, b)];
    await Promise.all(open.map((v) => v.outcome));
    const third = view(user, c);
    expect(await third.outcome).toEqual({ code: socketCloseCodes.limit, reason: messages.streamTooManyForUser(limits.relaysPerUser) });
    // The same camera again (another tab, the same relay) costs nothing.
    const again = view(user, a);
    expect(await again.outcome).toEqual({ frame: true });
    expect(ffmpegPids()).toHaveLength(2);
    await closeAll([...open, again]);
  }, 60_000);

  it('refuses a camera past the server-wide cap', async () => {
    const [first, second] = [await createUser(server, 'first'), await createUser(server, 'second')];
    const urls = ['one', 'two', 'three', 'four'].map((path) => `rtsp://127.0.0.1:${closed.port}/${path}`);
    const owners = [first, first, second, second];
    const viewers: Viewer[] = [];
    // Cameras that never answer hold their relays only for viewers that hear why (events=1); the
    // original client's socket would be closed after the first failed start.
    for (const [n, url] of urls.entries()) {
      const owner = owners[n]!;
      viewers.push(view(owner, (await addStream(owner, url)).listing._id, 'remux', true));
    }
    const refused = await viewers[3]!.outcome;
    expect(refused).toEqual({ code: socketCloseCodes.limit, reason: messages.streamTooManyOverall(limits.relays) });
    for (const viewer of viewers.slice(0, 3)) expect(viewer.ws.readyState).toBe(WebSocket.OPEN);
    await closeAll(viewers);
  }, 60_000);
});

describe('probe caps', () => {
  let silent: Server;
  let silentPort: number;
  const held: Socket[] = [];
  beforeAll(async () => {
    // A "camera" that takes the connection and never answers: each probe runs to its time limit.
    silent = createServer((socket) => {
      held.push(socket);
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('40 parallel saves run at most 2 probes for the user; the others are saved and say why they were not checked', async () => {
    const user = await createUser(server, 'busy-saver');
    expect(spawns.running()).toBe(0);
    spawns.reset();
    const before = spawns.started();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => addStream(user, `rtsp://127.0.0.1:${silentPort}/cam${n}`, `Cam ${n}`)));
    const busy = answers.filter((a) => a.probe.text === messages.streamProbeBusyForUser(limits.probesPerUser));
    expect(busy.length).toBeGreaterThanOrEqual(30);
    expect(busy.every((a) => !a.probe.ok)).toBe(true);
    // Every save not refused ran its probe, one ffmpeg each, never more than two at once.
    expect(spawns.started() - before).toBe(40 - busy.length);
    expect(spawns.most()).toBe(limits.probesPerUser);
    const list = await call<{ items: unknown[] }>(server, 'GET', '/listing/folder/stream/list', { token: user });
    expect(list.body.message.items).toHaveLength(40);
  }, 60_000);

  it('caps probes for the whole server too', async () => {
    const users = [await createUser(server, 'saver-a'), await createUser(server, 'saver-b')];
    expect(spawns.running()).toBe(0);
    spawns.reset();
    const before = spawns.started();
    const answers = await Promise.all([0, 1, 2, 3].map((n) => addStream(users[n % 2]!, `rtsp://127.0.0.1:${silentPort}/other${n}`)));
    expect(answers.filter((a) => a.probe.text === messages.streamProbeBusyOverall(limits.probes))).toHaveLength(1);
    // Three probes, all at once: the server's cap, reached and not passed.
    expect(spawns.started() - before).toBe(limits.probes);
    expect(spawns.most()).toBe(limits.probes);
  }, 60_000);
});
