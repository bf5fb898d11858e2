// The installer's downloads against real local servers: the deadline ends a trickling answer, the
// byte cap ends an endless one, no answer reads as unreachable, the number in flight is bounded,
// and the environment's proxy is really used (a forward proxy and a CONNECT tunnel on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Downloader } from '../../server/features/integrations/install/download/downloader.js';
import { DownloadError } from '../../server/features/integrations/install/download/failure.js';
import { installBudget, type InstallBudget } from '../../server/features/integrations/install/budget.js';
import { startFakeProxy, type FakeProxy } from '../fixtures/http-proxy.js';
import { selfSigned } from '../fixtures/tls-service.js';
import { until } from '../helpers/until.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

const budget: InstallBudget['downloads'] = { ...installBudget.downloads, answerMs: 1500 };
const bound = { maxBytes: 1024 * 1024, deadlineMs: 1500 };
let server: Server;
let origin: string;
let proxy: FakeProxy;
const sockets = new Set<Socket>();
/** Bytes written by /trickle and /endless, and connections still open. */
const stats = { trickled: 0, endless: 0, open: 0, concurrent: 0, maxConcurrent: 0 };

function endless(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  const piece = Buffer.alloc(64 * 1024, 1);
  const next = () => {
    while (!res.destroyed) {
      stats.endless += piece.length;
      if (!res.write(piece)) return void res.once('drain', next);
    }
  };
  next();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    stats.open += 1;
    res.on('close', () => (stats.open -= 1));
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => {
        stats.trickled += 1;
        res.write(' ');
      }, 100);
      return void res.on('close', () => clearInterval(timer));
    }
    if (req.url === '/endless') return endless(res);
    if (req.url === '/declared') return void res.writeHead(200, { 'content-length': String(5 * 1024 * 1024) }).end();
    if (req.url === '/silent') return;
    if (req.url === '/moved') return void res.writeHead(302, { location: '/hello' }).end();
    if (req.url === '/slow-hello') {
      stats.concurrent += 1;
      stats.maxConcurrent = Math.max(stats.maxConcurrent, stats.concurrent);
      return void setTimeout(() => {
        stats.concurrent -= 1;
        res.end('hello');
      }, 150);
    }
    if (req.url === '/hello') return void res.end('hello');
    res.writeHead(404).end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await startFakeProxy();
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
  await proxy.close();
});

const direct = () => new Downloader({ env: {}, budget, inFlight: 2 });
const get = (downloader: Downloader, path: string, extra: Partial<Parameters<Downloader['buffer']>[0]> = {}) => downloader.buffer({ url: new URL(path, origin), accept: '*/*', bound, ...extra });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof DownloadError ? error.failure : String(error)),
  );

describe('Downloader', () => {
  it('ends a trickling answer at its deadline, closing the connection ("slow")', async () => {
    expect(await failure(get(direct(), '/trickle'))).toBe('slow');
    // At a byte per 100 ms, a 1.5 s deadline stops it near 15 bytes; the old body-less timeout never did.
    expect(stats.trickled).toBeLessThan(60);
    await until('the trickle connection to close', () => stats.open === 0);
  });

  it('stops an endless body once past its cap, and refuses a declared length over it before reading', async () => {
    expect(await failure(get(direct(), '/endless'))).toBe('tooBig');
    // What was written is the cap plus what sockets buffer, never the body's "whole".
    expect(stats.endless).toBeLessThan(16 * 1024 * 1024);
    expect(await failure(get(direct(), '/declared'))).toBe('tooBig');
  });

  it('reads a closed port and a host that never answers as unreachable', async () => {
    expect(await failure(get(direct(), `${closed.origin}/`))).toBe('unreachable');
    expect(await failure(get(direct(), '/silent'))).toBe('unreachable');
    await expect(direct().reach(new URL(`${closed.origin}/`))).rejects.toMatchObject({ failure: 'unreachable', host: `127.0.0.1:${closed.port}` });
    // Any answer at all, a 404 included, means the host is there.
    await expect(direct().reach(new URL('/nothing-here', origin))).resolves.toBeUndefined();
  });

  it('answers an error status as "status", and follows redirects only when asked', async () => {
    await expect(get(direct(), '/missing')).rejects.toMatchObject({ failure: 'status', status: 404 });
    await expect(get(direct(), '/moved')).rejects.toMatchObject({ failure: 'status', status: 302 });
    expect((await get(direct(), '/moved', { redirects: 1 })).toString()).toBe('hello');
  });

  it('holds at most inFlight downloads at once across all callers', async () => {
    const downloader = direct();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(downloader, '/slow-hello')));
    expect(answers.map(String)).toEqual(Array(6).fill('hello'));
    expect(stats.maxConcurrent).toBe(2);
    expect(downloader.inFlight).toBe(0);
  });

  it("throws the caller's own stop reason when the caller stops it", async () => {
    const stop = new AbortController();
    const pending = get(direct(), '/trickle', { signal: stop.signal });
    setTimeout(() => stop.abort(new Error('install stopped')), 100);
    await expect(pending).rejects.toThrow('install stopped');
  });
});

describe('Downloader through the environment proxy', () => {
  it('asks an http address of HTTP_PROXY in absolute form, with the credentials in its URL', async () => {
    const proxied = new URL(proxy.url);
    proxied.username = 'me';
    proxied.password = 'secret';
    const downloader = new Downloader({ env: { HTTP_PROXY: proxied.href }, budget, inFlight: 2 });
    expect((await get(downloader, '/hello')).toString()).toBe('hello');
    expect(proxy.seen.at(-1)).toBe(`GET ${origin}/hello`);
    expect(proxy.credentials.at(-1)).toBe(`Basic ${Buffer.from('me:secret').toString('base64')}`);
  });

  it('tunnels an https address through HTTPS_PROXY with CONNECT, checking the certificate inside the tunnel', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-proxy-tls-'));
    const { key, cert } = selfSigned(dir, 'registry');
    const tls = createTlsServer({ key, cert }, (_req, res) => res.end('secret hello'));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const target = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
      const trusting = new Downloader({ env: { https_proxy: proxy.url }, budget, inFlight: 2, ca: [cert] });
      expect((await trusting.buffer({ url: new URL('/x', target), accept: '*/*', bound })).toString()).toBe('secret hello');
      expect(proxy.seen.at(-1)).toBe(`CONNECT ${new URL(target).host}`);
      // Without trusting that certificate, the same tunnel fails: TLS runs end to end, not at the proxy.
      const strict = new Downloader({ env: { https_proxy: proxy.url }, budget, inFlight: 2 });
      expect(await failure(strict.buffer({ url: new URL('/x', target), accept: '*/*', bound }))).toBe('status');
    } finally {
      await new Promise((resolve) => tls.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('goes direct for NO_PROXY hosts, and says unreachable when the proxy itself is down', async () => {
    const before = proxy.seen.length;
    const bypass = new Downloader({ env: { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' }, budget, inFlight: 2 });
    expect((await get(bypass, '/hello')).toString()).toBe('hello');
    expect(proxy.seen.length).toBe(before);
    const deadProxy = new Downloader({ env: { HTTP_PROXY: closed.origin }, budget, inFlight: 2 });
    await expect(get(deadProxy, '/hello')).rejects.toMatchObject({ failure: 'unreachable', proxy: `127.0.0.1:${closed.port}` });
  });
});
