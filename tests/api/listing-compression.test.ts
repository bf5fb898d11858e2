// A repeated folder list is the cached answer's compressed copy: made once per encoding a client
// accepts, then sent as it is (issue 32: a cached answer costs a memory copy, not a compression).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { until } from '../helpers/until.js';

let server: TestServer;
let token: string;
let path: string;
let folderId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  const folder = await makeFolder(server, token, { folderName: 'Big folder' });
  folderId = folder._id;
  for (let i = 0; i < 120; i++) await makeLink(server, token, { linkName: `Service number ${i}`, parentId: folderId, linkURL: `https://service-${i}.example.test/` });
  path = `/api/v1/listing/folder/${folderId}/list`;
});
afterAll(async () => {
  await server.stop();
});

/** Status, headers and the bytes as sent (fetch would decode them). */
async function rawList(acceptEncoding: string, extra: Record<string, string> = {}) {
  const url = new URL(path, server.url);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding, ...extra } }, resolve).on('error', reject);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) };
}

describe('the folder list of a large folder', () => {
  it('goes out as brotli to browsers and gzip to gzip-only clients, the same JSON as the plain answer', async () => {
    const plain = await rawList('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.bytes.toString('utf8');
    expect((JSON.parse(json) as { message: { items: unknown[] } }).message.items).toHaveLength(120);

    // The first browser request starts the brotli copy; one after it is made gets the copy.
    const browser = await until('the brotli copy', async () => {
      const answer = await rawList('gzip, deflate, br');
      return answer.headers['content-encoding'] === 'br' ? answer : null;
    });
    expect(browser.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(browser.bytes).toString('utf8')).toBe(json);
    expect(browser.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const zipped = await until('the gzip copy', async () => {
      const answer = await rawList('gzip');
      return answer.headers['content-encoding'] === 'gzip' ? answer : null;
    });
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(json);
  });

  it('answers 304 to a browser that has this version, and a new version after a change', async () => {
    const first = await rawList('br');
    const etag = String(first.headers.etag);
    expect((await rawList('br', { 'if-none-match': etag })).status).toBe(304);
    await makeLink(server, token, { linkName: 'One more', parentId: folderId });
    const changed = await rawList('br', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
