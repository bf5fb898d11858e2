// Checks of their own (issue 46): TCP port, JSON query, push, DNS record, TLS certificate and MQTT,
// each against a real local server of its protocol on 127.0.0.1, through the API.
import { createServer as createHttp, type Server as HttpServer } from 'node:http';
import { createServer as createTcp, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { checkNow, summaries } from '../helpers/monitoring.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { missing } from '../helpers/prerequisites.js';
import { dnsmasqMissing, dnsRecords, startDnsmasq, type RealDnsmasq } from '../helpers/dnsmasq.js';
import { mosquittoMissing, startMosquitto, type RealMosquitto } from '../helpers/mosquitto.js';
import { startShortLivedTls, type ShortLivedTls } from '../fixtures/monitor-targets.js';
import { messages, monitorMessages as m } from '../../shared/messages.js';
import type { CheckOutcome, MonitorHistory, MonitorSummary, MonitorTarget } from '../../shared/contracts/monitoring.js';
import type { CheckSettings } from '../../shared/contracts/monitor-checks.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

const closedPort = await sharedClosedPort();

/** The scheduler's timers never fire: checks run on save and on "check now", so each test decides. */
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };
/** The server's own time, moved forward by a test (a push that lapses, a certificate that ends). */
let shift = 0;

let server: TestServer;
let admin: string;
let member: string;
let listener: TcpServer;
let api: HttpServer;
let apiOrigin: string;

const documents: Record<string, string> = {
  '/status': JSON.stringify({ data: { status: 'ok', version: '2.4.1' }, items: [{ ok: true }, { ok: false }], count: 3 }),
  '/broken': '<html>not json</html>',
};

beforeAll(async () => {
  // Reads what comes (a TLS hello) so that both ends close; an unread socket never sees the end.
  listener = createTcp((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  api = createHttp((req, res) => {
    const body = documents[req.url ?? ''];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // Administrators only may aim at this computer (the default rule), so the rule is tested here too.
  server = await startTestServer({ monitorConcurrency: 4, monitorClock: stillClock, clock: () => Date.now() + shift, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
  admin = await loginAdmin(server);
  member = await createUser(server, 'member');
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

type Saved = { settings: CheckSettings; summary: MonitorSummary };
const base = { enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1 };

async function save(body: Record<string, unknown>, token = admin): Promise<Saved> {
  const answer = await call<Saved>(server, 'POST', '/monitoring/check/save', { token, body: { ...base, ...body } });
  if (answer.status !== 200) throw new Error(`check save failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.message;
}
const refusal = (body: Record<string, unknown>, token = admin) => call(server, 'POST', '/monitoring/check/save', { token, body: { ...base, ...body } });
const summaryOf = async (id: string) => (await summaries(server, admin)).find((s) => s._id === id);
/** The summary after the check that saving started has been recorded. */
async function checked(id: string): Promise<MonitorSummary> {
  const answer = await checkNow(server, admin, id);
  expect(answer.status).toBe(200);
  return answer.body.message;
}

describe('a TCP port', () => {
  it('is up when a connection opens and down when the port is closed, with the reason', async () => {
    const open = await save({ kind: 'tcp', name: 'SSH on the NAS', host: '127.0.0.1', port: (listener.address() as AddressInfo).port });
    expect(open.settings).toMatchObject({ kind: 'tcp', host: '127.0.0.1', name: 'SSH on the NAS' });
    expect(open.summary).toMatchObject({ kind: 'tcp', name: 'SSH on the NAS', target: `127.0.0.1:${(listener.address() as AddressInfo).port}`, targetId: open.summary._id });
    const up = await checked(open.summary._id);
    expect(up).toMatchObject({ health: 'up' });
    expect(up.latencyMs).toBeGreaterThanOrEqual(0);
    const closed = await save({ kind: 'tcp', name: 'Nothing there', host: '127.0.0.1', port: closedPort.port });
    expect(await checked(closed.summary._id)).toMatchObject({ health: 'down', message: m.refused });
  });

  it('keeps results in the history and the reason in the incident', async () => {
    const closed = await save({ kind: 'tcp', name: 'History', host: '127.0.0.1', port: closedPort.port });
    await checked(closed.summary._id);
    const history = await call<MonitorHistory>(server, 'GET', `/monitoring/monitor/${closed.summary._id}/history?range=24h`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.message.points.down.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(history.body.message.incidents[0]).toMatchObject({ endedAt: null, reason: m.refused });
  });

  it('refuses bad settings with a message a person can act on', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'ftp', name: 'x', host: 'nas', port: 21 }, m.checkKindInvalid],
      [{ kind: 'tcp', name: '', host: 'nas', port: 22 }, m.checkNameRequired],
      [{ kind: 'tcp', name: 'x', host: '', port: 22 }, m.hostRequired],
      [{ kind: 'tcp', name: 'x', host: 'http://nas', port: 22 }, m.hostInvalid],
      [{ kind: 'tcp', name: 'x', host: 'nas', port: 70000 }, m.portInvalid],
      [{ kind: 'tcp', name: 'x', host: 'nas', port: 'ssh' }, m.portInvalid],
      [{ kind: 'tcp', name: 'x', host: 'nas', port: 22, intervalSeconds: 30, timeoutSeconds: 30 }, m.timeoutLongerThanInterval],
    ];
    for (const [body, message] of cases) expect(await refusal(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('the reach rule', () => {
  it('lets only administrators aim a check at this computer', async () => {
    const port = (listener.address() as AddressInfo).port;
    const aimed: Record<string, unknown>[] = [
      { kind: 'tcp', name: 'x', host: '127.0.0.1', port },
      { kind: 'tcp', name: 'x', host: 'localhost', port },
      { kind: 'tls', name: 'x', host: '127.0.0.1', port },
      { kind: 'json', name: 'x', url: `${apiOrigin}/status`, path: 'data.status', expected: 'ok' },
      { kind: 'dns', name: 'x', hostname: 'example.org', recordType: 'A', resolver: '127.0.0.1:53' },
    ];
    for (const body of aimed) {
      expect(await refusal(body, member), JSON.stringify(body)).toMatchObject({ status: 403, body: { message: messages.loopbackRefused } });
      expect(await call(server, 'POST', '/monitoring/check/test', { token: member, body: { ...base, ...body } })).toMatchObject({ status: 403 });
    }
    // The administrator may (the same bodies, saved).
    for (const body of aimed.slice(0, 4)) expect((await refusal(body)).status, JSON.stringify(body)).toBe(200);
  });

  it('answers only the owner for a check', async () => {
    const mine = await save({ kind: 'tcp', name: 'Mine', host: '127.0.0.1', port: closedPort.port });
    expect((await call(server, 'GET', `/monitoring/check/${mine.summary._id}`, { token: member })).status).toBe(404);
    expect((await refusal({ kind: 'tcp', monitorId: mine.summary._id, name: 'Taken', host: '127.0.0.1', port: 22 }, member)).status).toBe(404);
    const targets = await call<{ items: MonitorTarget[] }>(server, 'GET', '/monitoring/targets', { token: admin });
    expect(targets.body.message.items).toContainEqual(expect.objectContaining({ kind: 'tcp', targetId: mine.summary._id, monitorId: mine.summary._id, name: 'Mine' }));
  });
});

describe('a JSON query', () => {
  it('compares the value at a path: equals, contains, arrays and non-strings', async () => {
    const equal = await save({ kind: 'json', name: 'API status', url: `${apiOrigin}/status`, path: 'data.status', expected: 'ok' });
    const item = await save({ kind: 'json', name: 'First item', url: `${apiOrigin}/status`, path: 'items[0].ok', expected: 'true' });
    const contains = await save({ kind: 'json', name: 'Version', url: `${apiOrigin}/status`, path: '$.data.version', expected: '2.4', comparison: 'contains' });
    const count = await save({ kind: 'json', name: 'Count', url: `${apiOrigin}/status`, path: 'count', expected: '3' });
    for (const saved of [equal, item, contains, count]) expect(await checked(saved.summary._id), saved.settings.name).toMatchObject({ health: 'up' });
  });

  it('is down with a clear reason for a mismatch, a missing path, bad JSON and a bad status', async () => {
    const mismatch = await save({ kind: 'json', name: 'Second item', url: `${apiOrigin}/status`, path: 'items[1].ok', expected: 'true' });
    const missingPath = await save({ kind: 'json', name: 'Missing', url: `${apiOrigin}/status`, path: 'data.health', expected: 'ok' });
    const broken = await save({ kind: 'json', name: 'Broken', url: `${apiOrigin}/broken`, path: 'data.status', expected: 'ok' });
    const gone = await save({ kind: 'json', name: 'Gone', url: `${apiOrigin}/nothing`, path: 'data.status', expected: 'ok' });
    expect(await checked(mismatch.summary._id)).toMatchObject({ health: 'down', message: m.jsonMismatch('items[1].ok', '"false"', 'equals', '"true"') });
    expect(await checked(missingPath.summary._id)).toMatchObject({ health: 'down', message: m.jsonPathMissing('data.health') });
    expect(await checked(broken.summary._id)).toMatchObject({ health: 'down', message: m.notJson });
    expect(await checked(gone.summary._id)).toMatchObject({ health: 'down', message: m.httpStatus(404, 200, 299) });
  });

  it('tests the form’s values before saving, and refuses a path it cannot read', async () => {
    const test = await call<CheckOutcome>(server, 'POST', '/monitoring/check/test', { token: admin, body: { ...base, kind: 'json', name: 'Try', url: `${apiOrigin}/status`, path: 'data.status', expected: 'down' } });
    expect(test.body.message).toMatchObject({ ok: false, message: m.jsonMismatch('data.status', '"ok"', 'equals', '"down"'), status: 200 });
    for (const path of ['', 'items[', 'a..b', 'items[x]']) expect(await refusal({ kind: 'json', name: 'x', url: `${apiOrigin}/status`, path, expected: 'ok' }), path).toMatchObject({ status: 400, body: { message: m.jsonPathInvalid } });
    expect(await refusal({ kind: 'json', name: 'x', url: 'ftp://nas/', path: 'a', expected: 'ok' })).toMatchObject({ status: 400, body: { message: m.checkUrlInvalid } });
    expect(await refusal({ kind: 'json', name: 'x', url: `${apiOrigin}/status`, path: 'a', expected: 'ok', comparison: 'like' })).toMatchObject({ status: 400, body: { message: m.comparisonInvalid } });
  });
});

describe('a push monitor', () => {
  const push = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('gives a URL with a random token that marks it up, or down with the job’s message', async () => {
    const saved = await save({ kind: 'push', name: 'Nightly backup', failureThreshold: 1 });
    expect(saved.settings.kind).toBe('push');
    const path = saved.settings.kind === 'push' ? saved.settings.pushPath : '';
    expect(path).toMatch(/^\/api\/v1\/push\/[A-Za-z0-9_-]{43}$/);
    const up = await push(path);
    expect(up.status).toBe(200);
    expect(await summaryOf(saved.summary._id)).toMatchObject({ health: 'up' });
    const down = await push(`${path}?status=down&msg=${encodeURIComponent('disk full')}`, { method: 'POST' });
    expect(down.status).toBe(200);
    expect(await summaryOf(saved.summary._id)).toMatchObject({ health: 'down', message: 'disk full' });
    expect((await push(path, { method: 'POST' })).status).toBe(200);
    expect(await summaryOf(saved.summary._id)).toMatchObject({ health: 'up' });
    // Saving again keeps the URL the job already calls.
    const edited = await save({ kind: 'push', monitorId: saved.summary._id, name: 'Nightly backup (NAS)' });
    expect(edited.settings).toMatchObject({ pushPath: path, name: 'Nightly backup (NAS)' });
  });

  it('answers 404 for a token no monitor has, and tokens differ per monitor', async () => {
    const one = await save({ kind: 'push', name: 'One' });
    const two = await save({ kind: 'push', name: 'Two' });
    const pathOne = one.settings.kind === 'push' ? one.settings.pushPath : '';
    const pathTwo = two.settings.kind === 'push' ? two.settings.pushPath : '';
    expect(pathOne).not.toBe(pathTwo);
    const wrong = `${pathOne.slice(0, -1)}${pathOne.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [wrong, '/api/v1/push/short', `${pathOne}x`]) expect((await push(path)).status, path).toBe(404);
    expect((await push(pathOne, { method: 'DELETE' })).status).not.toBe(200);
  });

  it('goes down when no push arrives within the interval and the grace', async () => {
    const saved = await save({ kind: 'push', name: 'Cron heartbeat', intervalSeconds: 300, timeoutSeconds: 30 });
    const path = saved.settings.kind === 'push' ? saved.settings.pushPath : '';
    expect((await push(path)).status).toBe(200);
    shift += 200_000;
    // Within 300 + 30 s of the push: still up, nothing new recorded.
    expect(await checked(saved.summary._id)).toMatchObject({ health: 'up' });
    shift += 131_000;
    expect(await checked(saved.summary._id)).toMatchObject({ health: 'down', message: m.pushMissing(330) });
    expect((await push(path)).status).toBe(200);
    expect(await summaryOf(saved.summary._id)).toMatchObject({ health: 'up' });
  });
});

describe.skipIf(missing('dnsmasq (DNS checks)', dnsmasqMissing()))('a DNS record against dnsmasq', () => {
  let dns: RealDnsmasq;
  beforeAll(async () => {
    dns = await startDnsmasq();
  });
  afterAll(() => dns?.stop());
  const r = dnsRecords;
  const dnsCheck = (name: string, hostname: string, recordType: string, expected = '') => save({ kind: 'dns', name, hostname, recordType, expected, resolver: dns.resolver });

  it('is up when each record type answers as expected', async () => {
    const saved = [
      await dnsCheck('A', r.a.name, 'A', r.a.address),
      await dnsCheck('A any', r.host.name, 'A'),
      await dnsCheck('AAAA', r.host.name, 'AAAA', r.host.v6),
      await dnsCheck('CNAME', r.cname.name, 'CNAME', `${r.cname.target}.`),
      await dnsCheck('MX', r.mx.name, 'MX', r.mx.exchange),
      await dnsCheck('TXT', r.txt.name, 'TXT', r.txt.text),
    ];
    for (const check of saved) expect(await checked(check.summary._id), check.settings.name).toMatchObject({ health: 'up' });
    expect((await checkNow(server, admin, saved[4]!.summary._id)).body.message.health).toBe('up');
    const test = await call<CheckOutcome>(server, 'POST', '/monitoring/check/test', { token: admin, body: { ...base, kind: 'dns', name: 'MX', hostname: r.mx.name, recordType: 'MX', resolver: dns.resolver } });
    expect(test.body.message).toMatchObject({ ok: true, message: m.dnsAnswer('MX', `${r.mx.priority} ${r.mx.exchange}`) });
  });

  it('is down for another answer, a missing name or a resolver that does not answer', async () => {
    const other = await dnsCheck('Moved', r.a.name, 'A', '127.0.0.9');
    const gone = await dnsCheck('Gone', r.missing, 'A');
    const silent = await save({ kind: 'dns', name: 'Silent', hostname: r.a.name, recordType: 'A', resolver: `127.0.0.1:${closedPort.port}`, timeoutSeconds: 2 });
    expect(await checked(other.summary._id)).toMatchObject({ health: 'down', message: m.dnsMismatch('A', r.a.address, '127.0.0.9') });
    expect(await checked(gone.summary._id)).toMatchObject({ health: 'down', message: m.dnsNoRecords('A', r.missing) });
    expect((await checked(silent.summary._id)).health).toBe('down');
  });

  it('refuses a resolver or record type it cannot use', async () => {
    for (const resolver of ['dns.example', '127.0.0.1:0', '1.2.3']) expect(await refusal({ kind: 'dns', name: 'x', hostname: r.a.name, recordType: 'A', resolver }), resolver).toMatchObject({ status: 400, body: { message: m.resolverInvalid } });
    expect(await refusal({ kind: 'dns', name: 'x', hostname: r.a.name, recordType: 'SRV' })).toMatchObject({ status: 400, body: { message: m.recordTypeInvalid } });
  });
});

describe('a TLS certificate', () => {
  let tls: ShortLivedTls;
  beforeAll(async () => {
    tls = await startShortLivedTls(30);
  });
  afterAll(() => tls?.close());
  const port = () => Number(new URL(tls.url).port);
  const daysLeft = () => Math.floor((tls.validTo.getTime() - (Date.now() + shift)) / 86_400_000);

  it('is up with the days left while beyond the threshold, down within it', async () => {
    const fine = await save({ kind: 'tls', name: 'NAS certificate', host: '127.0.0.1', port: port(), warnDays: 14 });
    const strict = await save({ kind: 'tls', name: 'Strict', host: '127.0.0.1', port: port(), warnDays: 60 });
    const up = await checked(fine.summary._id);
    expect(up).toMatchObject({ health: 'up', certExpiresAt: tls.validTo.toISOString() });
    expect((await call<{ settings: CheckSettings; summary: MonitorSummary }>(server, 'GET', `/monitoring/check/${fine.summary._id}`, { token: admin })).body.message.settings).toMatchObject({ kind: 'tls', warnDays: 14, port: port() });
    expect(await checked(strict.summary._id)).toMatchObject({ health: 'down', message: m.tlsTooSoon(daysLeft(), 60) });
    const history = await call<MonitorHistory>(server, 'GET', `/monitoring/monitor/${strict.summary._id}/history?range=24h`, { token: admin });
    expect(history.body.message.incidents[0]?.reason).toBe(m.tlsTooSoon(daysLeft(), 60));
  });

  it('is down within a day of the end, and once the certificate has expired', async () => {
    const short = await startShortLivedTls(1);
    try {
      const saved = await save({ kind: 'tls', name: 'Expiring', host: '127.0.0.1', port: Number(new URL(short.url).port), warnDays: 1 });
      expect(await checked(saved.summary._id)).toMatchObject({ health: 'down', message: m.tlsTooSoon(0, 1) });
      shift += 2 * 86_400_000;
      try {
        const expired = await checked(saved.summary._id);
        expect(expired).toMatchObject({ health: 'down' });
        expect(expired.message).toMatch(/^The certificate expired on /);
      } finally {
        shift -= 2 * 86_400_000;
      }
    } finally {
      await short.close();
    }
  });

  it('is down with the reason when nothing listens or the warning days are wrong', async () => {
    const closed = await save({ kind: 'tls', name: 'Closed', host: '127.0.0.1', port: closedPort.port });
    expect(await checked(closed.summary._id)).toMatchObject({ health: 'down', message: m.refused });
    expect(await refusal({ kind: 'tls', name: 'x', host: '127.0.0.1', port: port(), warnDays: 0 })).toMatchObject({ status: 400, body: { message: m.warnDaysInvalid } });
  });
});

describe.skipIf(missing('mosquitto (MQTT checks)', mosquittoMissing()))('an MQTT broker against Mosquitto', () => {
  let broker: RealMosquitto;
  beforeAll(async () => {
    broker = await startMosquitto();
  });
  afterAll(() => broker?.stop());

  it('is up when the broker answers, also when it asks for a login', async () => {
    const open = await save({ kind: 'mqtt', name: 'Broker', host: '127.0.0.1', port: broker.openPort });
    const login = await save({ kind: 'mqtt', name: 'Broker with accounts', host: '127.0.0.1', port: broker.loginPort });
    expect(open.settings).toMatchObject({ kind: 'mqtt', port: broker.openPort });
    expect(await checked(open.summary._id)).toMatchObject({ health: 'up' });
    expect(await checked(login.summary._id)).toMatchObject({ health: 'up' });
    const test = await call<CheckOutcome>(server, 'POST', '/monitoring/check/test', { token: admin, body: { ...base, kind: 'mqtt', name: 'x', host: '127.0.0.1', port: broker.loginPort } });
    expect(test.body.message).toMatchObject({ ok: true, message: m.mqttNeedsLogin });
    const accepted = await call<CheckOutcome>(server, 'POST', '/monitoring/check/test', { token: admin, body: { ...base, kind: 'mqtt', name: 'x', host: '127.0.0.1', port: broker.openPort } });
    expect(accepted.body.message).toMatchObject({ ok: true, message: m.mqttAccepted });
  });

  it('is down when something else answers or nothing listens', async () => {
    const http = await save({ kind: 'mqtt', name: 'A web server', host: '127.0.0.1', port: Number(new URL(apiOrigin).port) });
    const closed = await save({ kind: 'mqtt', name: 'Nothing', host: '127.0.0.1', port: closedPort.port });
    expect(await checked(http.summary._id)).toMatchObject({ health: 'down', message: m.mqttNotMqtt });
    expect(await checked(closed.summary._id)).toMatchObject({ health: 'down', message: m.refused });
    expect(await refusal({ kind: 'mqtt', name: 'x', host: '127.0.0.1', port: 0 })).toMatchObject({ status: 400, body: { message: m.portInvalid } });
  });
});
