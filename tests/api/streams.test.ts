import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import sharp from 'sharp';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { storedCameraUrl } from '../helpers/camera-secrets.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { fetchPreviewTargets } from '../../electron/account-api.js';
import { messages } from '../../shared/messages.js';
import type { Listing } from '../../shared/contracts/listings.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import { FfmpegProcesses } from '../../server/features/streams/ffmpeg.js';
import { Relay } from '../../server/features/streams/relay.js';
import { presentationTimes } from '../helpers/mpegts.js';
import { ffmpegPids } from '../helpers/ffmpeg.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

let server: TestServer;
let camera: TestCamera;
let token: string;
let other: string;

beforeAll(async () => {
  [server, camera] = await Promise.all([startTestServer(), startCamera()]);
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
}, 30_000);
afterAll(async () => {
  await Promise.all([server?.stop(), camera?.stop()]);
}, 30_000);

async function addStream(name: string, url = camera.url(), as = token) {
  const res = await call<string>(server, 'POST', '/listing/save/stream', { token: as, body: { linkName: name, linkURL: url } });
  expect(res.status).toBe(200);
  return (res.body as unknown as { data: StreamSaved }).data;
}

function wsUrl(id: string, as = token): string {
  return `${server.url.replace('http', 'ws')}/${id}?token=${as}`;
}

/** Opens a viewer and resolves on its first binary message (or rejects with the refusal). */
function view(id: string, as = token): Promise<{ ws: WebSocket; bytes: () => number; first: Buffer }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(id, as));
    let total = 0;
    ws.on('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      if (total === 0) resolve({ ws, bytes: () => total, first: data });
      total += data.length;
    });
  });
}

describe('stream listings', () => {
  it.each(['file:///etc/passwd', 'http://127.0.0.1/cam', 'concat:a|b', 'rtsp:', ''])('refuses %s on save and stores nothing', async (linkURL) => {
    const before = await call<{ items: Listing[] }>(server, 'GET', '/listing/folder/stream/list', { token });
    const res = await call(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Cam', linkURL } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(linkURL ? messages.streamUrlInvalid : messages.streamFillFields);
    const after = await call<{ items: Listing[] }>(server, 'GET', '/listing/folder/stream/list', { token });
    expect(after.body.message.items).toHaveLength(before.body.message.items.length);
  });

  it('saves, probes, masks the password and keeps it when unchanged', async () => {
    const saved = await addStream('Porch', camera.url().replace('rtsp://', 'rtsp://admin:s3cret@'));
    expect(saved.probe).toEqual({ ok: true, codec: 'h264', text: 'H.264 320x240, 15 fps' });
    expect(saved.listing.listingUrl).toBe(`rtsp://admin:********@127.0.0.1:${camera.port}/h264`);
    const edited = await call(server, 'POST', '/listing/save/stream', { token, body: { listingId: saved.listing._id, linkName: 'Porch 2', linkURL: saved.listing.listingUrl } });
    expect(edited.status).toBe(200);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`, { readonly: true });
    const row = db.prepare('SELECT listing_name, listing_url FROM listings WHERE id = ?').get(saved.listing._id);
    db.close();
    // Stored with the mask in the password's place; the password itself is sealed beside it.
    expect(row).toEqual({ listing_name: 'Porch 2', listing_url: `rtsp://admin:********@127.0.0.1:${camera.port}/h264` });
    expect(storedCameraUrl(server.dataDir, saved.listing._id)).toBe(`rtsp://admin:s3cret@127.0.0.1:${camera.port}/h264`);
    const detail = await call<{ listing: Listing }>(server, 'GET', `/listing/stream/${saved.listing._id}`, { token });
    expect(detail.body.message.listing.listingUrl).not.toContain('s3cret');
  });

  it('saves an offline camera and says why it could not read it', async () => {
    const saved = await addStream('Offline', `rtsp://127.0.0.1:${closed.port}/none`);
    expect(saved.probe.ok).toBe(false);
    expect(saved.probe.text).toMatch(/refused/);
  });

  it("answers another user's stream like a missing one", async () => {
    const { listing } = await addStream('Mine');
    for (const path of [`/listing/stream/${listing._id}`, `/listing/stream/preview/${listing._id}`]) {
      const res = await call(server, 'GET', path, { token: other });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.streamNotFound);
    }
    await expect(view(listing._id, other)).rejects.toThrow('404');
    await expect(view(listing._id, 'nope')).rejects.toThrow('401');
  });

  it('answers a JPEG preview that decodes', async () => {
    const { listing } = await addStream('Preview');
    const res = await fetch(`${server.url}/api/v1/listing/stream/preview/${listing._id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
  });

  it('lists every camera of the user in any folder for the tray, by name, passwords masked', async () => {
    const owner = await createUser(server, 'tray-owner');
    const folder = await call<unknown>(server, 'POST', '/listing/save/folder', { token: owner, body: { folderName: 'Garden', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const parentId = (folder.body.data as { _id: string })._id;
    const save = (linkName: string, extra: object = {}) => call(server, 'POST', '/listing/save/stream', { token: owner, body: { linkName, linkURL: `rtsp://cam:secret@127.0.0.1:${closed.port}/x`, ...extra } });
    expect((await save('porch')).status).toBe(200);
    expect((await save('Shed', { parentId })).status).toBe(200);
    await addStream('Not theirs', `rtsp://127.0.0.1:${closed.port}/y`);
    const res = await call<{ items: Listing[] }>(server, 'GET', '/stream/cameras', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.message.items.map((c) => [c.listingName, c.parentId === parentId])).toEqual([['porch', false], ['Shed', true]]);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    // What the tray's Quick preview submenu is made from.
    expect(await fetchPreviewTargets(server.url, owner)).toEqual(res.body.message.items.map((c) => ({ listingId: c._id, name: c.listingName })));
  });

  it('pins at most 4 cameras, dropping the oldest', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push((await addStream(`Pin ${n}`, `rtsp://127.0.0.1:${closed.port}/x`)).listing._id);
    let pinned: string[] = [];
    for (const id of ids) pinned = (await call<{ pinned: string[] }>(server, 'POST', '/stream/pin', { token, body: { listingId: id } })).body.message.pinned;
    expect(pinned).toEqual(ids.slice(1));
    const list = await call<{ pinned: string[] }>(server, 'GET', '/listing/folder/stream/list', { token });
    expect(list.body.message.pinned).toEqual(ids.slice(1));
    const pins = await call<{ pinned: string[]; cameras: Listing[] }>(server, 'GET', '/stream/pins', { token });
    expect(pins.body.message.cameras.map((c) => c.listingName)).toEqual(['Pin 2', 'Pin 3', 'Pin 4', 'Pin 5']);
    expect((await call<{ pinned: string[] }>(server, 'GET', '/stream/pins', { token: other })).body.message.pinned).toEqual([]);
    expect((await call(server, 'POST', '/stream/pin', { token: other, body: { listingId: ids[0] } })).status).toBe(404);
  });
});

describe('live relay', () => {
  it('shares one ffmpeg among 4 viewers, restarts it when killed and closes viewers on delete', async () => {
    const { listing } = await addStream('Relay');
    const viewers = await Promise.all([1, 2, 3, 4].map(() => view(listing._id)));
    for (const v of viewers) expect(v.first[0]).toBe(0x47); // MPEG-TS sync byte
    const pids = ffmpegPids();
    expect(pids).toHaveLength(1);
    process.kill(pids[0]!, 'SIGKILL');
    await expect.poll(() => ffmpegPids().filter((p) => p !== pids[0]).length, { timeout: 15_000 }).toBe(1);
    const before = viewers[0]!.bytes();
    await expect.poll(() => viewers[0]!.bytes() > before, { timeout: 15_000 }).toBe(true);
    const closed = viewers.map((v) => new Promise<number>((resolve) => v.ws.on('close', resolve)));
    expect((await call(server, 'GET', `/listing/delete/${listing._id}`, { token })).status).toBe(200);
    expect(await Promise.all(closed)).toEqual([1000, 1000, 1000, 1000]);
    await expect.poll(() => ffmpegPids().length, { timeout: 5000 }).toBe(0);
  }, 40_000);

  it('stops ffmpeg after the grace period once the last viewer leaves; a rejoin in time reuses it', async () => {
    const { listing } = await addStream('Grace');
    const first = await view(listing._id);
    const [pid] = ffmpegPids();
    first.ws.close();
    const again = await view(listing._id);
    expect(ffmpegPids()).toEqual([pid]);
    const closed = new Promise((resolve) => again.ws.once('close', resolve));
    again.ws.close();
    await closed;
    // The viewer is gone and ffmpeg still runs (the grace period), then it stops.
    expect(ffmpegPids()).toEqual([pid]);
    await expect.poll(() => ffmpegPids().length, { timeout: 15_000, interval: 250 }).toBe(0);
  }, 30_000);

  it("restarts ffmpeg when the camera's clock jumps back, so the picture goes on in real time", async () => {
    const { listing } = await addStream('Clock', camera.url('shared'));
    const chunks: Buffer[] = [];
    const ws = new WebSocket(wsUrl(listing._id));
    ws.on('message', (data: Buffer) => chunks.push(data));
    try {
      await expect.poll(() => ffmpegPids().length, { timeout: 10_000 }).toBe(1);
      const [before] = ffmpegPids();
      const span = (times: number[]) => (times.length > 1 ? times.at(-1)! - times[0]! : 0);
      // Four seconds of picture: the camera's clock will jump back about that far for the next client.
      await expect.poll(() => span(presentationTimes(Buffer.concat(chunks))), { timeout: 15_000, interval: 200 }).toBeGreaterThan(4);
      // A preview grab is a second RTSP client of the camera's shared stream; the GStreamer
      // camera restarts that stream's RTP clock for every client (by about the time it had run).
      const grab = await fetch(`${server.url}/api/v1/listing/stream/preview/${listing._id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(grab.status).toBe(200);
      await grab.arrayBuffer();
      // ffmpeg is restarted, and 30 more frames arrive from the new one.
      await expect.poll(() => ffmpegPids().filter((pid) => pid !== before).length, { timeout: 15_000, interval: 200 }).toBe(1);
      expect(ffmpegPids()).not.toContain(before);
      const framesAtRestart = presentationTimes(Buffer.concat(chunks)).length;
      await expect.poll(() => presentationTimes(Buffer.concat(chunks)).length - framesAtRestart, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(30);
      // 15 fps: the last 30 frames must span about 2 s of picture, not a few ticks of 90 kHz.
      const last = presentationTimes(Buffer.concat(chunks)).slice(-30);
      expect(last).toHaveLength(30);
      expect(span(last)).toBeGreaterThan(1.5);
      expect(span(last)).toBeLessThan(2.5);
    } finally {
      ws.terminate();
      await call(server, 'GET', `/listing/delete/${listing._id}`, { token });
    }
  }, 40_000);

  it('drops frames for a viewer that reads nothing while the others keep receiving', async () => {
    // Real sockets on a real ws server: the slow client stops reading its TCP socket, so once the
    // kernel's buffers are full everything sent to it stays in the server's send queue.
    const busy = await startCamera({ width: 640, height: 480, fps: 25 });
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    const accepted: WebSocket[] = [];
    wss.on('connection', (socket) => accepted.push(socket));
    await new Promise<void>((resolve) => wss.once('listening', resolve));
    const address = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`;
    const slow = new WebSocket(address);
    const fast = new WebSocket(address);
    let received = 0;
    fast.on('message', (data: Buffer) => (received += data.length));
    await Promise.all([slow, fast].map((ws) => new Promise((resolve) => ws.once('open', resolve))));
    slow.pause();
    await expect.poll(() => accepted.length).toBe(2);
    const relay = new Relay({ url: busy.url(), mode: 'remux', reach: { loopback: true }, ffmpeg: new FfmpegProcesses(null), log: () => undefined, onIdle: () => undefined, graceMs: 1000 });
    for (const socket of accepted) relay.add(socket, { userId: 'unit', tokenHash: 'unit', listingId: 'unit' });
    const slowSide = accepted[0]!;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, slowSide.bufferedAmount)), 20);
    try {
      // Full kernel buffers first (a few MiB on loopback), then the relay's limit holds.
      await expect.poll(() => slowSide.bufferedAmount, { timeout: 40_000, interval: 200 }).toBeGreaterThan(900_000);
      // The fast viewer keeps receiving while the slow one's queue stays under the limit.
      const before = received;
      await expect.poll(() => received - before, { timeout: 15_000, interval: 200 }).toBeGreaterThan(100_000);
      expect(most).toBeLessThanOrEqual(1048576);
    } finally {
      clearInterval(watch);
      relay.stop();
      for (const ws of [slow, fast]) ws.terminate();
      wss.close();
      await busy.stop();
    }
  }, 60_000);
});
