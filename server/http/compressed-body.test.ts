import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { compressCopy, compressibleBody, heldBytes, sendBody, worthCompressing, type CompressibleBody } from './compressed-body.js';

const large = JSON.stringify({ error: false, message: { items: Array.from({ length: 500 }, (_, i) => ({ _id: `id${i}`, listingName: `Item ${i}` })) } });

function appSending(body: CompressibleBody) {
  const app = express();
  app.get('/', (req, res) => sendBody(req, res, body));
  return app;
}

/** The bytes as sent, read with node:http (supertest would inflate them). */
async function raw(app: express.Express, acceptEncoding: string, headers: Record<string, string> = {}) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding, ...headers } }, resolve).on('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, bytes: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('compressibleBody and sendBody', () => {
  it('answers plain JSON at once, then the brotli copy to browsers and gzip to clients that take only gzip', async () => {
    const body = compressibleBody(large);
    expect(body.plain.length).toBeGreaterThan(worthCompressing);
    const app = appSending(body);
    const first = await request(app).get('/').set('accept-encoding', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toEqual(JSON.parse(large));
    // The first answer started the brotli copy only: nobody has asked for gzip yet.
    expect([...body.making.keys()]).toEqual(['br']);
    await body.making.get('br');

    const browser = await raw(app, 'gzip, deflate, br');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(browser.bytes).equals(body.plain)).toBe(true);
    expect(browser.bytes.length).toBeLessThan(body.plain.length / 4);

    const gzipOnly = await raw(app, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    await body.making.get('gzip');
    const zipped = await raw(app, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.bytes).equals(body.plain)).toBe(true);

    const plain = await request(app).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toEqual(JSON.parse(large));
    expect(heldBytes(body)).toBe(body.plain.length + browser.bytes.length + zipped.bytes.length);
  });

  it('makes each copy once, and repeated answers send that same buffer', async () => {
    const body = compressibleBody(large);
    const first = compressCopy(body, 'br');
    expect(compressCopy(body, 'br')).toBe(first);
    await first;
    const copy = body.copies.get('br');
    const app = appSending(body);
    for (let i = 0; i < 3; i++) await raw(app, 'br');
    expect(body.copies.get('br')).toBe(copy);
    expect(body.making.size).toBe(1);
  });

  it('answers 304 to a client that has this version, in any encoding', async () => {
    const body = compressibleBody(large);
    await compressCopy(body, 'br');
    const app = appSending(body);
    const fresh = await raw(app, 'br');
    expect(fresh.headers.etag).toBe(body.etag);
    const again = await raw(app, 'br', { 'if-none-match': body.etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(compressibleBody(large.replace('Item 1', 'Item one')).etag).not.toBe(body.etag);
  });

  it('does not compress a small answer', async () => {
    const body = compressibleBody('{"error":false,"message":[]}');
    const res = await request(appSending(body)).get('/').set('accept-encoding', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(body.making.size).toBe(0);
    expect(res.body).toEqual({ error: false, message: [] });
  });
});
