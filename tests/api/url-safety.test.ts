// One URL rule for every feature (shared/contracts/urls.ts), through the real API: control
// characters and spaces are refused, and what is stored and used is the normalised URL. The
// probe's case: raw CR/LF in a camera URL went into ffmpeg's RTSP request to whatever listened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { messages } from '../../shared/messages.js';


let server: TestServer;
let token: string;
let listener: Server;
let port: number;
const received: string[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  // Anything behind a camera address: it records what it is sent and never answers.
  listener = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString('latin1')));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => listener.close(resolve));
});

function storedUrl(id: string): string | undefined {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return (db.prepare('SELECT listing_url FROM listings WHERE id = ?').get(id) as { listing_url: string } | undefined)?.listing_url;
  } finally {
    db.close();
  }
}

describe('camera URLs', () => {
  it('refuses raw CR/LF, so no request of an attacker reaches the service behind the address', async () => {
    const res = await call(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${port}/cam\r\nX-Injected: yes` } });
    expect(res).toMatchObject({ status: 400, body: { error: true, message: messages.streamUrlInvalid } });
    expect(received.join('')).toBe('');
    const list = await call<{ items: unknown[] }>(server, 'GET', '/listing/folder/stream/list', { token });
    expect(list.body.message.items).toEqual([]);
  });

  it('stores the normalised address it checked', async () => {
    const res = await call<string>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: ` RTSP://127.0.0.1:${port}/a/../h264 ` } });
    expect(res.status).toBe(200);
    const id = (res.body as unknown as { data: { listing: { _id: string } } }).data.listing._id;
    expect(storedUrl(id)).toBe(`rtsp://127.0.0.1:${port}/h264`);
  });
});

describe('links, icons, icon packs and integration addresses', () => {
  const save = (body: Record<string, unknown>) => call(server, 'POST', '/listing/save/link', { token, body: { linkName: 'L', linkIcon, showInSidebar: false, showOnFeatured: true, ...body } });

  it.each(['https://example.org/a\r\nSet-Cookie: x=1', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'https://exa mple.org/'])('refuses the link %j', async (linkURL) => {
    expect(await save({ linkURL })).toMatchObject({ status: 400, body: { message: messages.linkUrlInvalid } });
    expect(await save({ localUrl: linkURL })).toMatchObject({ status: 400, body: { message: messages.localUrlInvalid } });
  });

  it.each(['\u0001javascript:alert(1)', 'java\tscript:alert(1)', 'javascript:alert(1)', 'https://cdn.example/a\nb.png'])('refuses the icon %j', async (iconUrl) => {
    const res = await save({ linkURL: 'https://example.org', linkIcon: { iconUrl, iconProvider: 'pack' } });
    expect(res.status).toBe(400);
  });

  it('stores a link as the normalised URL', async () => {
    const res = await save({ linkURL: 'HTTPS://Example.ORG', localUrl: 'http://127.0.0.1:8096' });
    expect(res.status).toBe(200);
    expect(storedUrl((res.body as unknown as { data: { _id: string } }).data._id)).toBe('https://example.org/');
  });

  it('refuses an icon pack address with a control character or a space', async () => {
    for (const iconpackUrl of ['https://icons.example/pack\t.json', 'https://icons.example/my pack.json']) {
      expect(await call(server, 'POST', '/iconpack/add', { token, body: { iconpackUrl } })).toMatchObject({ status: 400, body: { message: messages.iconPackUrlInvalid } });
    }
  });

  it("refuses a connection test's address with a control character", async () => {
    const res = await call(server, 'POST', '/app/test', { token, body: { appId: 'com.hearth.status', linkURL: 'http://127.0.0.1/\r\nx', config: {} } });
    expect(res.status).toBe(400);
  });
});

describe('outside services', () => {
  it('refuses a base URL with a space or a control character at start', async () => {
    await expect(startTestServer({ env: { HEARTH_WEATHER_URL: 'http://127.0.0.1:9/a b' } })).rejects.toThrow(/HEARTH_WEATHER_URL/);
    await expect(startTestServer({ env: { HEARTH_GEOCODE_URL: 'http://127.0.0.1:9/\r\nx' } })).rejects.toThrow(/HEARTH_GEOCODE_URL/);
    await expect(startTestServer({ env: { HEARTH_NPM_REGISTRY: 'java\tscript:x' } })).rejects.toThrow(/HEARTH_NPM_REGISTRY/);
  });
});
