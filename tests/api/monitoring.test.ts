// Health checks through the API: monitors of links, devices and cameras, their state, history,
// alerts with flap damping, certificates, and every call answering only the caller's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, call, loginAdmin, createUser, type TestServer } from '../helpers/server.js';
import { makeLink } from '../helpers/listings.js';
import { addDevice, enableDevices } from '../helpers/devices.js';
import { until } from '../helpers/until.js';
import { checkNow, monitor, monitorBody, summaries } from '../helpers/monitoring.js';
import { startMonitorTargets, startShortLivedTls, type MonitorTargets, type ShortLivedTls } from '../fixtures/monitor-targets.js';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';
import { monitorMessages as m, messages } from '../../shared/messages.js';
import type { CheckOutcome, MonitorHistory, MonitorSummary, MonitorTarget } from '../../shared/contracts/monitoring.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closedPort = await sharedClosedPort();

/** The scheduler's timers never fire: checks run when a monitor is saved and on "check now" only, so each test decides. */
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };

let server: TestServer;
let targets: MonitorTargets;
let hooks: AlertServices;
let admin: string;
let other: string;

beforeAll(async () => {
  [targets, hooks] = await Promise.all([startMonitorTargets(), startAlertServices()]);
  server = await startTestServer({ monitorConcurrency: 2, monitorClock: stillClock });
  admin = await loginAdmin(server);
  other = await createUser(server, 'neighbour');
  const saved = await call(server, 'POST', '/monitoring/alerts/channel/save', { token: admin, body: { kind: 'webhook', name: 'Script', url: `${hooks.origin}/hook`, secret: 'hook-secret' } });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([targets.close(), hooks.close()]);
});

const link = (token: string, path: string, name = path) => makeLink(server, token, { linkName: name, linkURL: `${targets.origin}${path}` });
const summaryOf = async (token: string, id: string): Promise<MonitorSummary | undefined> => (await summaries(server, token)).find((s) => s._id === id);
const checked = (token: string, id: string) => until(`monitor ${id} checked`, async () => ((await summaryOf(token, id))?.lastCheckedAt ? summaryOf(token, id) : null));
const hookEvents = (monitorId: string) => hooks.received.filter((r) => r.service === 'webhook' && (r.body as { monitor: { id: string } | null }).monitor?.id === monitorId).map((r) => (r.body as { event: string }).event);

describe('monitoring a link', () => {
  it('checks a new monitor at once and shows it up with its latency', async () => {
    const listing = await link(admin, '/ok', 'Home page');
    const { summary } = await monitor(server, admin, 'link', listing._id, { keyword: 'Hello Hearth' });
    expect(summary).toMatchObject({ kind: 'link', targetId: listing._id, name: 'Home page', target: `${targets.origin}/ok` });
    const seen = await checked(admin, summary._id);
    expect(seen).toMatchObject({ health: 'up', message: null });
    expect(seen?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(seen?.bar).toHaveLength(48);
  });

  it('says why a check fails: status out of range, a missing keyword, a refused connection', async () => {
    const status = await monitor(server, admin, 'link', (await link(admin, '/status/500'))._id, { failureThreshold: 1 });
    const keyword = await monitor(server, admin, 'link', (await link(admin, '/ok', 'Keyword'))._id, { failureThreshold: 1, keyword: 'Goodbye' });
    const refused = await makeLink(server, admin, { linkName: 'Closed', linkURL: `${closedPort.origin}/` });
    const closed = await monitor(server, admin, 'link', refused._id, { failureThreshold: 1 });
    expect(await checked(admin, status.summary._id)).toMatchObject({ health: 'down', message: m.httpStatus(500, 200, 399) });
    expect(await checked(admin, keyword.summary._id)).toMatchObject({ health: 'down', message: m.keywordMissing('Goodbye') });
    expect(await checked(admin, closed.summary._id)).toMatchObject({ health: 'down', message: m.refused });
  });

  it('follows redirects and accepts a chosen status range', async () => {
    const redirect = await monitor(server, admin, 'link', (await link(admin, '/redirect'))._id);
    const notFound = await monitor(server, admin, 'link', (await link(admin, '/status/404'))._id, { statusMin: 404, statusMax: 404, method: 'HEAD' });
    expect(await checked(admin, redirect.summary._id)).toMatchObject({ health: 'up' });
    expect(await checked(admin, notFound.summary._id)).toMatchObject({ health: 'up' });
  });

  it('refuses bad settings with a message a person can act on', async () => {
    const target = await link(admin, '/ok', 'Bad settings');
    const cases: [Record<string, unknown>, string][] = [
      [{ intervalSeconds: 10 }, m.intervalInvalid],
      [{ intervalSeconds: 7200 }, m.intervalInvalid],
      [{ timeoutSeconds: 0 }, m.timeoutInvalid],
      [{ intervalSeconds: 30, timeoutSeconds: 30 }, m.timeoutLongerThanInterval],
      [{ statusMin: 400, statusMax: 200 }, m.statusRangeInvalid],
      [{ method: 'POST' }, m.methodInvalid],
      [{ method: 'HEAD', keyword: 'x' }, m.keywordNeedsGet],
      [{ failureThreshold: 11 }, m.thresholdInvalid],
      [{ kind: 'printer' }, m.kindInvalid],
      [{ keyword: 'k'.repeat(201) }, m.keywordTooLong],
      [{ selfSigned: true, fingerprint: 'not-a-fingerprint' }, m.fingerprintInvalid],
    ];
    for (const [overrides, message] of cases) {
      const answer = await call(server, 'POST', '/monitoring/save', { token: admin, body: monitorBody('link', target._id, overrides) });
      expect({ overrides, status: answer.status, message: answer.body.message }).toEqual({ overrides, status: 400, message });
    }
    expect((await call(server, 'POST', '/monitoring/save', { token: admin, rawBody: '[1]' })).status).toBe(400);
    expect((await call(server, 'GET', `/monitoring/monitor/none/history?range=1y`, { token: admin })).status).toBe(404);
  });

  it('stops when the link is deleted, and on request', async () => {
    const listing = await link(admin, '/ok', 'Short lived');
    const { summary } = await monitor(server, admin, 'link', listing._id);
    expect((await call(server, 'GET', `/listing/delete/${listing._id}`, { token: admin })).status).toBe(200);
    expect(await summaryOf(admin, summary._id)).toBeUndefined();
    const again = await monitor(server, admin, 'link', (await link(admin, '/ok', 'Stopped'))._id);
    expect((await call(server, 'DELETE', `/monitoring/monitor/${again.summary._id}`, { token: admin })).body.message).toBe(m.deleted);
    expect((await call(server, 'GET', `/monitoring/monitor/${again.summary._id}`, { token: admin })).status).toBe(404);
  });
});

describe('a target that hangs', () => {
  it('holds one of the two check slots until its timeout while the other targets are checked', async () => {
    const hanging = await monitor(server, admin, 'link', (await link(admin, '/hang', 'Hangs'))._id, { timeoutSeconds: 20 });
    await until('the hanging request', () => targets.hanging() === 1);
    const quick = await Promise.all(['A', 'B', 'C', 'D'].map(async (name) => (await monitor(server, admin, 'link', (await link(admin, '/ok', `Quick ${name}`))._id)).summary._id));
    for (const id of quick) expect(await checked(admin, id)).toMatchObject({ health: 'up' });
    expect((await summaryOf(admin, hanging.summary._id))?.lastCheckedAt).toBeNull();
    expect(targets.hanging()).toBe(1);
  });

  it('fails at its own timeout, saying so', async () => {
    const listing = await link(admin, '/hang', 'Hangs briefly');
    const test = await call<CheckOutcome>(server, 'POST', '/monitoring/test', { token: admin, body: monitorBody('link', listing._id, { timeoutSeconds: 1 }) });
    expect(test.body.message).toMatchObject({ ok: false, message: m.timedOut(1), latencyMs: null });
  });
});

describe('alerts with flap damping', () => {
  it('alerts a flapping target once when it goes down, not while it flaps, and once when it is steady again', async () => {
    targets.flip.ok = true;
    const { summary } = await monitor(server, admin, 'link', (await link(admin, '/flip', 'Flappy'))._id, { failureThreshold: 2 });
    await checked(admin, summary._id);
    const drive = async (pattern: boolean[]) => {
      for (const ok of pattern) {
        targets.flip.ok = ok;
        expect((await checkNow(server, admin, summary._id)).status).toBe(200);
      }
    };
    // Every other check fails: never two in a row, so nothing changes but the shade of the dot.
    await drive([false, true, false, true, false]);
    expect((await summaryOf(admin, summary._id))?.health).toBe('degraded');
    expect(hookEvents(summary._id)).toEqual([]);
    // The second failure in a row: down, one alert. Then it flaps while down: no more.
    await drive([false, true, false, true, false, true, false]);
    await until('the down alert', () => hookEvents(summary._id).length === 1);
    expect((await summaryOf(admin, summary._id))?.health).toBe('down');
    // Two good checks in a row: up again, one alert.
    await drive([true, true]);
    await until('the recovery alert', () => hookEvents(summary._id).length === 2);
    expect(hookEvents(summary._id)).toEqual(['down', 'up']);
    const down = hooks.received.find((r) => (r.body as { event: string }).event === 'down' && (r.body as { monitor: { id: string } }).monitor.id === summary._id);
    expect(down?.body).toMatchObject({ event: 'down', title: m.alertDownTitle('Flappy'), monitor: { id: summary._id, name: 'Flappy', kind: 'link', target: `${targets.origin}/flip` } });

    const history = await call<MonitorHistory>(server, 'GET', `/monitoring/monitor/${summary._id}/history?range=24h`, { token: admin });
    expect(history.status).toBe(200);
    // The first check at save, then 14 driven ones, 7 of them failed.
    expect(history.body.message.points.t.length).toBe(15);
    expect(history.body.message.points.down.reduce((a, b) => a + b, 0)).toBe(7);
    expect(history.body.message.incidents).toEqual([{ startedAt: expect.any(String) as string, endedAt: expect.any(String) as string, reason: m.httpStatus(503, 200, 399) }]);
  });
});

describe('certificates', () => {
  let tls: ShortLivedTls;
  beforeAll(async () => {
    tls = await startShortLivedTls(7);
  });
  afterAll(() => tls.close());

  it('refuses a self-signed certificate until its owner trusts the one a test showed', async () => {
    const listing = await makeLink(server, admin, { linkName: 'Self-signed', linkURL: tls.url });
    const plain = await monitor(server, admin, 'link', listing._id, { failureThreshold: 1 });
    expect((await checked(admin, plain.summary._id))?.message).toBe(m.certificateUntrusted('a self-signed certificate'));

    const untested = await call(server, 'POST', '/monitoring/save', { token: admin, body: monitorBody('link', listing._id, { selfSigned: true }) });
    expect(untested).toMatchObject({ status: 400, body: { message: m.testToTrust } });

    const test = await call<CheckOutcome>(server, 'POST', '/monitoring/test', { token: admin, body: monitorBody('link', listing._id, { selfSigned: true }) });
    expect(test.body.message).toMatchObject({ ok: true, certificate: { fingerprint256: tls.fingerprint, subject: 'homelab.test', authorized: false } });
    const trusted = await monitor(server, admin, 'link', listing._id, { selfSigned: true, fingerprint: tls.fingerprint, failureThreshold: 1 });
    await checkNow(server, admin, trusted.summary._id);
    // Up, but the certificate ends within 14 days: degraded, with the day count, and one warning.
    const seen = await summaryOf(admin, trusted.summary._id);
    expect(seen).toMatchObject({ health: 'degraded', message: m.certificateExpires(6) });
    expect(Math.abs(Date.parse(seen?.certExpiresAt ?? '') - tls.validTo.getTime())).toBeLessThan(1000);
    await until('the certificate warning', () => hookEvents(trusted.summary._id).includes('certificate'));
    await checkNow(server, admin, trusted.summary._id);
    expect(hookEvents(trusted.summary._id).filter((e) => e === 'certificate')).toHaveLength(1);
  });

  it('fails a pinned check when the certificate changes', async () => {
    const listing = await makeLink(server, admin, { linkName: 'Pinned elsewhere', linkURL: tls.url });
    const other = `${'AB:'.repeat(31)}AB`;
    const { summary } = await monitor(server, admin, 'link', listing._id, { selfSigned: true, fingerprint: other, failureThreshold: 1 });
    expect((await checked(admin, summary._id))?.message).toBe(m.certificateChanged(tls.fingerprint));
  });
});

describe('devices and cameras', () => {
  it('pings a device as the devices screen does, and pauses while network devices are turned off', async () => {
    await enableDevices(server, admin, true);
    const deviceId = await addDevice(server, admin, { deviceName: 'Loopback box', deviceIp: '127.0.0.1' });
    const { summary } = await monitor(server, admin, 'device', deviceId);
    expect(await checked(admin, summary._id)).toMatchObject({ health: 'up', target: '127.0.0.1', name: 'Loopback box' });
    await enableDevices(server, admin, false);
    expect(await summaryOf(admin, summary._id)).toMatchObject({ health: 'paused', message: m.pausedFeature('Network Devices') });
    await enableDevices(server, admin, true);
  });

  it('probes a camera that nobody watches, showing only its host, and pauses with the Stream Hub off', async () => {
    const saved = await call(server, 'POST', '/listing/save/stream', { token: admin, body: { linkName: 'Porch', linkURL: `rtsp://user:secret@127.0.0.1:${closedPort.port}/stream` } });
    expect(saved.status).toBe(200);
    const cameraId = (saved.body.data as { listing: { _id: string } }).listing._id;
    await call(server, 'POST', '/settings', { token: admin, body: { siteName: 'Hearth', siteLogo: { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' }, camerafeed: true, networkdevices: true, authenticator: false, todolist: false, snippetmanager: false } });
    const { summary } = await monitor(server, admin, 'camera', cameraId, { failureThreshold: 1, intervalSeconds: 300 });
    expect(summary.target).toBe(`rtsp://127.0.0.1:${closedPort.port}`);
    const seen = await until('the camera probe', async () => {
      const s = await summaryOf(admin, summary._id);
      return s?.lastCheckedAt ? s : null;
    }, 20_000);
    expect(seen.health).toBe('down');
    expect(JSON.stringify(seen)).not.toContain('secret');
    await call(server, 'POST', '/settings', { token: admin, body: { siteName: 'Hearth', siteLogo: { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' }, camerafeed: false, networkdevices: true, authenticator: false, todolist: false, snippetmanager: false } });
    expect(await summaryOf(admin, summary._id)).toMatchObject({ health: 'paused', message: m.pausedFeature('Stream Hub') });
  });
});

describe("another user's monitors", () => {
  it('are invisible: 404 on every call with their id, absent from lists, and their targets cannot be monitored', async () => {
    const listing = await link(admin, '/ok', 'Private');
    const { summary } = await monitor(server, admin, 'link', listing._id);
    const id = summary._id;
    for (const [method, path] of [
      ['GET', `/monitoring/monitor/${id}`],
      ['GET', `/monitoring/monitor/${id}/history?range=24h`],
      ['POST', `/monitoring/monitor/${id}/check`],
      ['DELETE', `/monitoring/monitor/${id}`],
      ['GET', `/monitoring/target/link/${listing._id}`],
    ] as const) {
      const answer = await call(server, method, path, { token: other });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const save = await call(server, 'POST', '/monitoring/save', { token: other, body: monitorBody('link', listing._id) });
    expect(save).toMatchObject({ status: 404, body: { message: m.targetNotFound } });
    const test = await call(server, 'POST', '/monitoring/test', { token: other, body: monitorBody('link', listing._id) });
    expect(test.status).toBe(404);
    expect(await summaries(server, other)).toEqual([]);
    const theirTargets = await call<{ items: MonitorTarget[] }>(server, 'GET', '/monitoring/targets', { token: other });
    expect(theirTargets.body.message.items.map((t) => t.targetId)).not.toContain(listing._id);
    // Still there for its owner.
    expect((await call(server, 'GET', `/monitoring/monitor/${id}`, { token: admin })).status).toBe(200);
  });
});

describe('the reach rule', () => {
  it('lets only administrators monitor this computer unless everyone may', async () => {
    const strict = await startTestServer({ monitorClock: stillClock, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
    try {
      const boss = await loginAdmin(strict);
      const member = await createUser(strict, 'member');
      const theirs = await makeLink(strict, member, { linkName: 'Router admin', linkURL: `${targets.origin}/ok` });
      const refused = await call(strict, 'POST', '/monitoring/save', { token: member, body: monitorBody('link', theirs._id) });
      expect(refused).toMatchObject({ status: 403, body: { message: messages.loopbackRefused } });
      const channel = await call(strict, 'POST', '/monitoring/alerts/channel/save', { token: member, body: { kind: 'webhook', name: 'Local', url: `${hooks.origin}/hook` } });
      expect(channel).toMatchObject({ status: 403, body: { message: messages.loopbackRefused } });
      const mine = await makeLink(strict, boss, { linkName: 'Router admin', linkURL: `${targets.origin}/ok` });
      expect((await call(strict, 'POST', '/monitoring/save', { token: boss, body: monitorBody('link', mine._id) })).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });
});
