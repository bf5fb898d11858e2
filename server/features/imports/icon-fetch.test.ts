// The import's icon download (issue 41 item 2): the reach rule holds before any connection and
// after redirects, redirects are few, and a body past the cap is dropped. A local server only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchIconBytes } from './icon-fetch.js';

let server: Server;
let origin = '';
const requests: string[] = [];
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/icon.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/moved') return void res.writeHead(302, { location: '/icon.png' }).end();
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/big') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096));
    if (req.url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 8; i++) res.write(Buffer.alloc(1024));
      return void res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const admin = { policy: { loopback: true } };

describe('fetchIconBytes', () => {
  it('downloads a picture, following a redirect', async () => {
    expect(await fetchIconBytes(`${origin}/moved`, admin)).toEqual(png);
  });

  it('refuses this computer to a user who may not reach it, without connecting', async () => {
    requests.length = 0;
    await expect(fetchIconBytes(`${origin}/icon.png`, { policy: { loopback: false } })).rejects.toMatchObject({ reason: 'loopback' });
    await expect(fetchIconBytes(`http://localhost:${new URL(origin).port}/icon.png`, { policy: { loopback: false } })).rejects.toMatchObject({ reason: 'loopback' });
    expect(requests).toEqual([]);
  });

  it('gives up on a redirect loop, a missing picture and a body past the cap (declared or streamed)', async () => {
    await expect(fetchIconBytes(`${origin}/loop`, admin)).rejects.toMatchObject({ reason: 'failed' });
    await expect(fetchIconBytes(`${origin}/nothing.png`, admin)).rejects.toMatchObject({ reason: 'failed' });
    await expect(fetchIconBytes(`${origin}/big`, { ...admin, maxBytes: 1024 })).rejects.toMatchObject({ reason: 'failed' });
    await expect(fetchIconBytes(`${origin}/big-chunked`, { ...admin, maxBytes: 2048 })).rejects.toMatchObject({ reason: 'failed' });
  });

  it('refuses addresses that are not http(s) or carry credentials', async () => {
    await expect(fetchIconBytes('ftp://127.0.0.1/icon.png', admin)).rejects.toMatchObject({ reason: 'failed' });
    await expect(fetchIconBytes(`http://user:pw@127.0.0.1:${new URL(origin).port}/icon.png`, admin)).rejects.toMatchObject({ reason: 'failed' });
  });
});
