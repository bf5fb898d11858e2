// Badges (issue 46 item 5): a monitor's status and uptime as public SVGs, by a token its owner
// turns on, against a real server checking a real local TCP listener.
import { createServer as createTcp, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { xml2js } from 'xml-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { checkNow } from '../helpers/monitoring.js';
import { messages, outsideViewMessages as m } from '../../shared/messages.js';
import type { MonitorBadge } from '../../shared/contracts/monitoring-badges.js';
import type { MonitorSummary } from '../../shared/contracts/monitoring.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

/** The scheduler's timers never fire: checks run on save and on "check now". */
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };

let server: TestServer;
let admin: string;
let member: string;
let listener: TcpServer;
let port: number;
let monitorId: string;

beforeAll(async () => {
  listener = createTcp((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  server = await startTestServer({ monitorConcurrency: 2, monitorClock: stillClock, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
  admin = await loginAdmin(server);
  member = await createUser(server, 'member');
  const saved = await call<{ summary: MonitorSummary }>(server, 'POST', '/monitoring/check/save', {
    token: admin,
    body: { kind: 'tcp', name: 'NAS <ssh> & "files"', host: '127.0.0.1', port, enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1 },
  });
  expect(saved.status).toBe(200);
  monitorId = saved.body.message.summary._id;
  expect((await checkNow(server, admin, monitorId)).body.message.health).toBe('up');
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

const setBadge = (enabled: unknown, token = admin, id = monitorId) => call<MonitorBadge>(server, 'POST', `/monitoring/monitor/${id}/badge`, { token, body: { enabled } });

async function svgAt(path: string): Promise<{ status: number; type: string | null; cache: string | null; text: string; doc: Document }> {
  const res = await fetch(`${server.url}${path}`);
  const text = await res.text();
  // xml-js parses with sax in strict mode: it throws on anything not well-formed (a bare &, an unclosed tag).
  expect(() => xml2js(text)).not.toThrow();
  const errors: string[] = [];
  const doc = new DOMParser({ errorHandler: (level: string, message: unknown) => void errors.push(`${level}: ${String(message)}`) }).parseFromString(text, 'image/svg+xml');
  expect(errors).toEqual([]);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text, doc };
}
const texts = (doc: Document) => Array.from(doc.getElementsByTagName('text')).map((t) => t.textContent);
const fills = (doc: Document) => Array.from(doc.getElementsByTagName('rect')).map((r) => r.getAttribute('fill'));

describe('the owner switch', () => {
  it('is off at first and refuses without a session, for bad input and for another user', async () => {
    const off = await call<MonitorBadge>(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: admin });
    expect(off.body.message).toEqual({ enabled: false, statusPath: null, uptimePath: null });
    expect((await setBadge(true, '')).status).toBe(401);
    expect((await call(server, 'POST', `/monitoring/monitor/${monitorId}/badge/regenerate`)).status).toBe(401);
    const bad = await setBadge('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.badgeEnabledInvalid);
    const theirs = await setBadge(true, member);
    expect(theirs.status).toBe(404);
    expect((await call(server, 'POST', `/monitoring/monitor/${monitorId}/badge/regenerate`, { token: member })).status).toBe(404);
    expect((await call(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: member })).status).toBe(404);
    expect((await call<MonitorBadge>(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: admin })).body.message.enabled).toBe(false);
  });
});

describe('the badges', () => {
  it('answer 404 for a token no monitor has, with a small SVG', async () => {
    const missing = await svgAt(`/api/v1/badge/${'A'.repeat(32)}/status.svg`);
    expect(missing.status).toBe(404);
    expect(texts(missing.doc)).toEqual(['badge', 'not found']);
  });

  it('show the state in green with the name escaped and no address, cached a minute', async () => {
    const on = await setBadge(true);
    expect(on.status).toBe(200);
    const { statusPath, uptimePath } = on.body.message;
    expect(statusPath).toMatch(/^\/api\/v1\/badge\/[A-Za-z0-9_-]{32}\/status\.svg$/);
    expect(uptimePath).toMatch(/^\/api\/v1\/badge\/[A-Za-z0-9_-]{32}\/uptime\.svg\?days=30$/);
    const badge = await svgAt(statusPath ?? '');
    expect(badge.status).toBe(200);
    expect(badge.type).toMatch(/^image\/svg\+xml/);
    expect(badge.cache).toBe('public, max-age=60');
    expect(texts(badge.doc)).toEqual(['NAS <ssh> & "files"', 'up']);
    expect(fills(badge.doc)).toEqual(['#555555', '#2e7d32']);
    expect(badge.text).not.toContain('127.0.0.1');
    expect(badge.text).not.toContain(String(port));
    // Turning on again keeps the address: embeds must not break.
    expect((await setBadge(true)).body.message.statusPath).toBe(statusPath);
  });

  it('turn red when the target goes down', async () => {
    const { statusPath } = (await call<MonitorBadge>(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: admin })).body.message;
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    try {
      expect((await checkNow(server, admin, monitorId)).body.message.health).toBe('down');
      const badge = await svgAt(statusPath ?? '');
      expect(texts(badge.doc)[1]).toBe('down');
      expect(fills(badge.doc)[1]).toBe('#c62828');
    } finally {
      await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
    }
  });

  it('give the uptime over the days asked, and refuse other days', async () => {
    const { uptimePath } = (await call<MonitorBadge>(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: admin })).body.message;
    const base = (uptimePath ?? '').split('?')[0];
    for (const [days, label] of [['7', 'uptime 7d'], ['90', 'uptime 90d'], ['1', 'uptime 24h']] as const) {
      const badge = await svgAt(`${base}?days=${days}`);
      expect(badge.status).toBe(200);
      expect(texts(badge.doc)[0]).toBe(label);
      // Nothing is rolled up yet in a new server (every 5 minutes): the badge says so, in grey.
      expect(texts(badge.doc)[1]).toBe('no data');
    }
    const wrong = await fetch(`${server.url}${base}?days=12`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(m.badgeDaysInvalid);
  });

  it('stop at the old address when made anew or turned off', async () => {
    const before = (await call<MonitorBadge>(server, 'GET', `/monitoring/monitor/${monitorId}/badge`, { token: admin })).body.message;
    const fresh = await call<MonitorBadge>(server, 'POST', `/monitoring/monitor/${monitorId}/badge/regenerate`, { token: admin });
    expect(fresh.status).toBe(200);
    expect(fresh.body.message.statusPath).not.toBe(before.statusPath);
    expect((await svgAt(before.statusPath ?? '')).status).toBe(404);
    expect((await svgAt(fresh.body.message.statusPath ?? '')).status).toBe(200);
    expect((await setBadge(false)).body.message.enabled).toBe(false);
    expect((await svgAt(fresh.body.message.statusPath ?? '')).status).toBe(404);
    expect((await fetch(`${server.url}${(fresh.body.message.uptimePath ?? '').replace('days=30', 'days=7')}`)).status).toBe(404);
  });
});

it('keeps the unauthorised answer of the API for the switch', async () => {
  const res = await call(server, 'GET', `/monitoring/monitor/${monitorId}/badge`);
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: true, message: messages.unauthorized });
});
