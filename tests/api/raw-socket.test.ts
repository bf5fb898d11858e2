// What a hostile or broken client can send on a raw TCP connection, byte for byte: nothing of it
// may stop the process, every case gets an answer (or a closed socket), and the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { rawRequest, upgradeRequest } from '../helpers/raw-http.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  // No built renderer, so the SPA fallback answers a fixed 503 whatever the build state.
  server = await startTestServer({ staticDir: join('/nonexistent', 'hearth-renderer') });
  token = await loginAdmin(server);
});
afterAll(() => server.stop());

const get = (target: string, headers = 'Host: 127.0.0.1\r\n') => `GET ${target} HTTP/1.1\r\n${headers}\r\n`;

describe('malformed requests on a raw socket', () => {
  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    ['a header line without a colon', get('/api/v1/home', 'Host: x\r\nBad Header\r\n'), 400],
    ['a header name with a space', get('/api/v1/home', 'Host: x\r\nBad Name: 1\r\n'), 400],
    ['a non-numeric Content-Length', 'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
    ['two different Content-Lengths', 'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab', 400],
    ['a broken chunked body', 'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n', 400],
    ['20 KB of headers', get('/api/v1/home', `Host: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a NUL byte in the target', 'GET /api/v1/home\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ])('answers %s with %s and closes', async (_name, bytes, status) => {
    const res = await rawRequest(server.port, bytes);
    expect(res.status, res.statusLine).toBe(status);
    expect(res.head).toMatch(/Connection: close/i);
  });

  it.each([
    ['//[', 503],
    ['http://a:99999/x', 503],
    ['/%ZZ', 400],
    ['*', 404],
  ])('answers the odd target %s like any other page request (%s)', async (target, status) => {
    expect((await rawRequest(server.port, get(target))).status).toBe(status);
  });

  it('routes an absolute-form target by its path', async () => {
    expect((await rawRequest(server.port, get('http://a:99999/api/v1/home'))).status).toBe(200);
  });

  it('closes a CONNECT request without serving it', async () => {
    const res = await rawRequest(server.port, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
    expect(res.status === 0 || res.status >= 400).toBe(true);
  });
});

describe('upgrade requests on a raw socket', () => {
  it.each([
    ['an invalid target', '//['],
    ['an absolute target with an invalid port', 'http://a:99999/x'],
    ['an absolute target', 'http://127.0.0.1/?token=x'],
    ['a target without a leading slash', '?token=x'],
  ])('answers %s with 400', async (_name, target) => {
    expect((await rawRequest(server.port, upgradeRequest(target))).status).toBe(400);
  });

  it('answers 401 without a token, with a made-up one and with an over-long one', async () => {
    for (const target of ['/', '/?token=', '/?token=not-a-real-token', `/?token=${'x'.repeat(5000)}`, '/camera-1?token=nope', '/%ZZ?token=x']) {
      expect((await rawRequest(server.port, upgradeRequest(target))).status, target).toBe(401);
    }
  });

  it('answers 404 for a live token on a path no channel serves', async () => {
    // `/` is the device-status channel now; these paths are served by no channel.
    for (const target of [`/no-such-channel?token=${token}`, `/api/v1/home?token=${token}`]) {
      expect((await rawRequest(server.port, upgradeRequest(target))).status, target).toBe(404);
    }
  });

  it('answers 400 for an Upgrade that is not WebSocket, and for a token twice', async () => {
    expect((await rawRequest(server.port, upgradeRequest(`/?token=${token}`, [], { Upgrade: 'h2c' }))).status).toBe(400);
    expect((await rawRequest(server.port, upgradeRequest(`/?token=${token}`, ['Upgrade']))).status).toBeGreaterThanOrEqual(400);
    // Two tokens, the live one among them: which one would speak for the socket is ambiguous.
    expect((await rawRequest(server.port, upgradeRequest(`/?token=${token}&token=${token}`))).status).toBe(400);
    expect((await rawRequest(server.port, upgradeRequest(`/?token=not-a-token&token=${token}`))).status).toBe(400);
  });

  it('answers without a Sec-WebSocket-Key or version, never upgrading', async () => {
    for (const omit of [['Sec-WebSocket-Key'], ['Sec-WebSocket-Version'], ['Sec-WebSocket-Key', 'Sec-WebSocket-Version']]) {
      const res = await rawRequest(server.port, upgradeRequest(`/x?token=${token}`, omit));
      expect(res.status, omit.join()).toBe(404);
    }
  });

  it('still serves, and logged no failure, after every case above', async () => {
    const res = await call(server, 'GET', '/home');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'API running fine.' });
    expect((await call(server, 'GET', '/dashboard', { token })).status).toBe(200);
    expect(server.logs.filter((line) => /failed|unexpected/i.test(line))).toEqual([]);
  });
});
