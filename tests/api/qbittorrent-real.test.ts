import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing } from '../helpers/prerequisites.js';
import { qbittorrentAccount, qbittorrentLogin, qbittorrentMissing, startQbittorrent, type RealQbittorrent } from '../helpers/qbittorrent.js';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';

/**
 * The qBittorrent built-in against the real thing: Debian's qbittorrent-nox (4.5.2 on Debian 12)
 * on 127.0.0.1 with a throwaway profile. A forwarding recorder stands between them, so the test
 * sees each sign-in, its answer and its cookie exactly as qBittorrent sent them.
 */
interface Exchange {
  method: string;
  path: string;
  status: number;
  body: string;
  setCookie: string;
}

interface Forwarder {
  url: string;
  seen: Exchange[];
  close(): Promise<void>;
}

/**
 * Passes every request on to `target` and records the exchange. As a reverse proxy does, it says
 * the target's own address where the request named the forwarder's (Host, and an Origin or
 * Referer of the same origin): qBittorrent checks Host against its own port, and Origin or
 * Referer against Host, so a same-origin request stays one and a cross-site one stays refused.
 */
async function startForwarder(target: string): Promise<Forwarder> {
  const seen: Exchange[] = [];
  const sockets = new Set<Socket>();
  const to = new URL(target);
  let own = '';
  const translated = (value: string | undefined) => (value?.startsWith(own) ? `${to.origin}${value.slice(own.length)}` : value);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: OutgoingHttpHeaders = { ...req.headers, host: to.host };
      for (const name of ['origin', 'referer'] as const) {
        const value = translated(req.headers[name]);
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      const upstream = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const headers: IncomingHttpHeaders = answer.headers;
          seen.push({ method: req.method ?? '', path: req.url ?? '', status: answer.statusCode ?? 0, body: body.toString('utf8').slice(0, 200), setCookie: (headers['set-cookie'] ?? []).join('\n') });
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: own,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sidOf = (exchange: Exchange | undefined) => /^(SID=[^;\s]+)/m.exec(exchange?.setCookie ?? '')?.[1] ?? '';

describe.skipIf(missing('qbittorrent-nox', qbittorrentMissing()))('the qBittorrent built-in against the real qbittorrent-nox', () => {
  let qbt: RealQbittorrent;
  let forwarder: Forwarder;
  const logins = () => forwarder.seen.filter((e) => e.path === '/api/v2/auth/login');

  beforeAll(async () => {
    qbt = await startQbittorrent();
    forwarder = await startForwarder(qbt.url);
  }, 60_000);
  afterAll(async () => {
    stopBuiltins();
    await forwarder?.close();
    await qbt?.stop();
  });

  it('runs with DHT, PeX, LSD, port forwarding, peer-country lookups and trackers off, bound to 127.0.0.1, with no torrents', async () => {
    const { cookie } = await qbittorrentLogin(qbt.url);
    const preferences = (await (await fetch(`${qbt.url}/api/v2/app/preferences`, { headers: { cookie } })).json()) as Record<string, unknown>;
    expect(preferences).toMatchObject({
      dht: false,
      pex: false,
      lsd: false,
      upnp: false,
      web_ui_upnp: false,
      resolve_peer_countries: false,
      anonymous_mode: true,
      add_trackers_enabled: false,
      current_network_interface: 'lo',
      current_interface_address: '127.0.0.1',
      web_ui_address: '127.0.0.1',
      // The ban rule as shipped, which the back-off is tested against.
      web_ui_max_auth_fail_count: 5,
      web_ui_ban_duration: 3600,
    });
    expect(await (await fetch(`${qbt.url}/api/v2/torrents/info`, { headers: { cookie } })).json()).toEqual([]);
    expect((await fetch(`${qbt.url}/api/v2/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
  });

  it('shows the card with the right password, and the next run reuses the session instead of signing in again', async () => {
    const before = logins().length;
    const first = await runBuiltin('com.qbittorrent', 'initialize', qbittorrentAccount, forwarder.url, null, { kept: null });
    expect(first.reason).toBe('');
    expect(first.html).toContain('0 B/s');
    expect(first.fullHtml).toContain('Torrents</dt><dd>0<');
    // 4.5 answers a good sign-in 200 "Ok." with its SID cookie; that cookie is what the run keeps.
    const login = logins().at(-1);
    expect([login?.status, login?.body]).toEqual([200, 'Ok.']);
    expect(first.kept).toBe(sidOf(login));
    const second = await runBuiltin('com.qbittorrent', 'initialize', qbittorrentAccount, forwarder.url, null, { kept: first.kept ?? null });
    expect(second.reason).toBe('');
    expect(logins().length).toBe(before + 1);
  });

  it('passes the connection test and signs out afterwards: its session no longer opens anything', async () => {
    const result = await runBuiltin('com.qbittorrent', 'connectionTest', qbittorrentAccount, forwarder.url, null);
    expect(result).toMatchObject({ status: 200, reason: '' });
    const sid = sidOf(logins().at(-1));
    expect(sid).toMatch(/^SID=/);
    expect(forwarder.seen.at(-1)).toMatchObject({ method: 'POST', path: '/api/v2/auth/logout', status: 200 });
    expect((await fetch(`${qbt.url}/api/v2/transfer/info`, { headers: { cookie: sid } })).status).toBe(403);
  });

  it('says a wrong password is wrong (4.5 answers 200 "Fails."), as a refusal', async () => {
    const result = await runBuiltin('com.qbittorrent', 'connectionTest', { ...qbittorrentAccount, password: 'nope' }, forwarder.url, null);
    expect(result).toMatchObject({ status: 400, reason: 'qBittorrent refused the username or password', refusal: 401 });
    expect(logins().at(-1)).toMatchObject({ status: 200, body: 'Fails.' });
    // A right sign-in clears the count, so the ban (5 in a row) stays far away.
    expect((await qbittorrentLogin(qbt.url)).body).toBe('Ok.');
  });
});
