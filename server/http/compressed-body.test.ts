import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { gunzipSync } from 'node:zlib';
import { compressibleBody, sendBody, worthCompressing } from './compressed-body.js';

const large = JSON.stringify({ error: false, message: { items: Array.from({ length: 500 }, (_, i) => ({ _id: `id${i}`, listingName: `Item ${i}` })) } });

function appSending(body: ReturnType<typeof compressibleBody>) {
  const app = express();
  app.get('/', (req, res) => sendBody(req, res, body));
  return app;
}

describe('compressibleBody and sendBody', () => {
  it('answers plain JSON at once, then the gzip copy to clients that accept it', async () => {
    const body = compressibleBody(large);
    expect(body.plain.length).toBeGreaterThan(worthCompressing);
    const app = appSending(body);
    const first = await request(app).get('/').set('accept-encoding', 'gzip');
    if (body.gzip === null) expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toEqual(JSON.parse(large));
    await body.compressed;
    const zipped = await request(app).get('/').set('accept-encoding', 'gzip, deflate, br').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(body.plain.length / 4);
    // superagent has already inflated the body; the headers show what was sent.
    expect(JSON.parse((zipped.body as Buffer).toString('utf8'))).toEqual(JSON.parse(large));
    expect(gunzipSync(body.gzip ?? Buffer.alloc(0)).equals(body.plain)).toBe(true);
    const plain = await request(app).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toEqual(JSON.parse(large));
  });

  it('does not compress a small answer', async () => {
    const body = compressibleBody('{"error":false,"message":[]}');
    await body.compressed;
    expect(body.gzip).toBeNull();
    const res = await request(appSending(body)).get('/').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body).toEqual({ error: false, message: [] });
  });
});
