// Issue 27 item 1: a camera that cannot be reached says so, in plain words, to its viewers (live
// status on the video socket), on its preview and in GET /stream/status; the relay backs off its
// restarts while someone watches and stops when nobody does.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { ffmpegPids } from '../helpers/ffmpeg.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { messages } from '../../shared/messages.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import type { CameraStatus, VideoStatus } from '../../shared/contracts/stream-status.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { receivedQueue } from '../helpers/queue.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

let server: TestServer;
let camera: TestCamera;
let token: string;
/** An RTSP address where nothing listens: the port was free a moment ago. */
let deadUrl: string;

beforeAll(async () => {
  [server, camera] = await Promise.all([startTestServer(), startCamera()]);
  token = await loginAdmin(server);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  deadUrl = `rtsp://127.0.0.1:${port}/stream1`;
}, 30_000);
afterAll(async () => {
  await Promise.all([server?.stop(), camera?.stop()]);
}, 30_000);

async function addStream(url: string, as = token): Promise<string> {
  const res = await call<string>(server, 'POST', '/listing/save/stream', { token: as, body: { linkName: 'Cam', linkURL: url } });
  expect(res.status).toBe(200);
  return (res.body as unknown as { data: StreamSaved }).data.listing._id;
}

/** A viewer that asked for status events; next() waits for the next one. */
function statusViewer(id: string): { ws: WebSocket; next: () => Promise<VideoStatus>; frames: () => number } {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${id}?token=${token}&events=1`);
  const received = receivedQueue<VideoStatus>('status event');
  let frames = 0;
  ws.on('message', (data: Buffer, isBinary) => {
    if (isBinary) {
      frames += 1;
      return;
    }
    received.push(JSON.parse(data.toString('utf8')) as VideoStatus);
  });
  ws.on('error', () => undefined);
  return {
    ws,
    next: () => received.next(),
    frames: () => frames,
  };
}

async function statusOf(id: string, as = token): Promise<CameraStatus | undefined> {
  const res = await call<{ items: CameraStatus[] }>(server, 'GET', '/stream/status', { token: as });
  expect(res.status).toBe(200);
  return res.body.message.items.find((item) => item.listingId === id);
}

describe('a camera that cannot be reached', () => {
  it('tells its viewer why, in plain words, and backs off: 1 s, 2 s, 4 s', async () => {
    const id = await addStream(deadUrl);
    const viewer = statusViewer(id);
    try {
      expect(await viewer.next()).toEqual({ type: 'status', state: 'connecting', reason: null, retryInMs: null });
      const delays: number[] = [];
      while (delays.length < 3) {
        const status = await viewer.next();
        if (status.state === 'connecting') continue;
        expect(status).toMatchObject({ type: 'status', state: 'retrying', reason: messages.cameraNotReachable('connection refused') });
        delays.push(status.retryInMs ?? 0);
      }
      expect(delays).toEqual([1000, 2000, 4000]);
      expect(await statusOf(id)).toMatchObject({ state: 'retrying', reason: messages.cameraNotReachable('connection refused'), viewers: 1 });
    } finally {
      viewer.ws.terminate();
    }
    // Nobody watches: the relay stops trying; the last thing it learnt stays.
    await expect.poll(async () => (await statusOf(id))?.state, { timeout: 20_000, interval: 250 }).toBe('unreachable');
    expect(await statusOf(id)).toMatchObject({ reason: messages.cameraNotReachable('connection refused'), viewers: 0 });
    expect(ffmpegPids()).toEqual([]);
  }, 40_000);

  it('"retry" from a viewer tries again at once', async () => {
    const id = await addStream(deadUrl);
    const viewer = statusViewer(id);
    try {
      let status = await viewer.next();
      while (status.state !== 'retrying' || (status.retryInMs ?? 0) < 2000) status = await viewer.next();
      viewer.ws.send('retry');
      expect((await viewer.next()).state).toBe('connecting');
      expect(await viewer.next()).toMatchObject({ state: 'retrying', retryInMs: 4000 });
    } finally {
      viewer.ws.terminate();
    }
  }, 30_000);

  it('says why on the preview instead of a bare 502', async () => {
    const id = await addStream(deadUrl);
    const res = await call(server, 'GET', `/listing/stream/preview/${id}`, { token });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(messages.cameraNotReachable('connection refused'));
    expect(await statusOf(id)).toMatchObject({ state: 'unreachable', reason: messages.cameraNotReachable('connection refused'), viewers: 0 });
  });

  it('says "connection refused" when saving, too', async () => {
    const res = await call<string>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Dead', linkURL: deadUrl } });
    expect((res.body as unknown as { data: StreamSaved }).data.probe).toEqual({ ok: false, codec: null, text: messages.cameraNotReachable('connection refused') });
  });
});

describe('a camera that never sent a frame, to a viewer that cannot hear why (the original client)', () => {
  it('closes its socket with 1011 and the reason after the first failed start, instead of holding it open while ffmpeg retries', async () => {
    const id = await addStream(deadUrl);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${id}?token=${token}`);
    let frames = 0;
    ws.on('message', () => (frames += 1));
    ws.on('error', () => undefined);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
    // The first attempt fails at once (connection refused); the back-off would retry after 1 s, 2 s, 4 s.
    const stillOpen = new Promise<{ code: number; reason: string }>((resolve) => setTimeout(() => resolve({ code: 0, reason: 'still open after 8 s' }), 8000));
    try {
      expect(await Promise.race([closed, stillOpen])).toEqual({ code: 1011, reason: messages.cameraNotReachable('connection refused') });
      expect(frames).toBe(0);
    } finally {
      ws.terminate();
    }
    // Nobody left: the relay stops rather than trying again for no one.
    await expect.poll(() => ffmpegPids(), { timeout: 5000 }).toEqual([]);
    expect(await statusOf(id)).toMatchObject({ state: 'unreachable', reason: messages.cameraNotReachable('connection refused'), viewers: 0 });
  }, 30_000);
});

describe('GET /stream/status', () => {
  it('answers each of the caller’s cameras: live with its viewers, what saving found, and nobody else’s', async () => {
    const live = await addStream(camera.url());
    const unchecked = await call<string>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Later', linkURL: `rtsp://127.0.0.1:${closed.port}/later` } });
    const viewer = statusViewer(live);
    try {
      const seen: VideoStatus['state'][] = [];
      while (!seen.includes('live')) seen.push((await viewer.next()).state);
      expect(seen).toEqual(['connecting', 'live']);
      await expect.poll(() => viewer.frames()).toBeGreaterThan(0);
      expect(await statusOf(live)).toMatchObject({ state: 'live', reason: null, viewers: 1 });
    } finally {
      viewer.ws.terminate();
    }
    // Saving probed it; no viewer or preview since: what the probe found.
    const laterId = (unchecked.body as unknown as { data: StreamSaved }).data.listing._id;
    expect(await statusOf(laterId)).toMatchObject({ state: 'unreachable', viewers: 0 });
    const other = await createUser(server, 'someone');
    expect(await statusOf(live, other)).toBeUndefined();
  }, 30_000);

  it('POST /stream/check/:id checks one camera now; another user’s is a 404', async () => {
    const id = await addStream(camera.url());
    const asked = Date.now();
    const res = await call<CameraStatus>(server, 'POST', `/stream/check/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ listingId: id, state: 'reachable', reason: null });
    // Learnt by this check: between the question and the answer.
    const checkedAt = Date.parse(res.body.message.checkedAt ?? '');
    expect(checkedAt).toBeGreaterThanOrEqual(asked - 1_000);
    expect(checkedAt).toBeLessThanOrEqual(Date.now());
    const other = await createUser(server, 'checker');
    expect((await call(server, 'POST', `/stream/check/${id}`, { token: other })).status).toBe(404);
    expect((await call(server, 'GET', '/stream/status')).status).toBe(401);
  }, 30_000);
});
