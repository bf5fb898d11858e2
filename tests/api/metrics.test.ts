// GET /api/v1/metrics (issue 46 item 5): a Prometheus scrape with an API key, against a real server
// whose monitors check a real local TCP listener; the answer is read by the format's own rules.
import { createServer as createTcp, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { checkNow } from '../helpers/monitoring.js';
import { parsePrometheusText } from '../helpers/prometheus-text.js';
import { messages, outsideViewMessages as m } from '../../shared/messages.js';
import type { CreatedApiKey } from '../../shared/contracts/api-keys.js';
import type { MonitorSummary } from '../../shared/contracts/monitoring.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };
/** Every character the label rules are about: a quote, a backslash and a line feed. */
const awkwardName = 'NAS "main" \\ share\nsecond line';

let server: TestServer;
let admin: string;
let member: string;
let listener: TcpServer;
let upId: string;
let downId: string;

async function saveCheck(token: string, body: Record<string, unknown>): Promise<string> {
  const saved = await call<{ summary: MonitorSummary }>(server, 'POST', '/monitoring/check/save', { token, body: { enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1, ...body } });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body.message.summary._id;
}
async function keyOf(token: string, scope: 'read' | 'write'): Promise<string> {
  const made = await call<CreatedApiKey>(server, 'POST', '/account/keys', { token, body: { name: `scrape ${scope}`, scope, expiresInDays: 30 } });
  if (made.status !== 200) throw new Error(`key failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.message.key;
}
const scrape = (token?: string) => fetch(`${server.url}/api/v1/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  listener = createTcp((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ monitorConcurrency: 2, monitorClock: stillClock, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
  admin = await loginAdmin(server);
  member = await createUser(server, 'member');
  upId = await saveCheck(admin, { kind: 'tcp', name: awkwardName, host: '127.0.0.1', port: (listener.address() as AddressInfo).port });
  const closed = createTcp();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  downId = await saveCheck(admin, { kind: 'tcp', name: 'Closed port', host: '127.0.0.1', port: closedPort });
  expect((await checkNow(server, admin, upId)).body.message.health).toBe('up');
  expect((await checkNow(server, admin, downId)).body.message.health).toBe('down');
  await saveCheck(member, { kind: 'push', name: 'Member backup job' });
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describe('who may scrape', () => {
  it('answers 401 without a key, and 401 for a wrong one', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: true, message: messages.unauthorized });
    expect((await scrape(`hearth_${'a'.repeat(16)}_${'b'.repeat(43)}`)).status).toBe(401);
  });

  it('refuses a session token alone: a scrape config holds a key, never a person’s sign-in', async () => {
    const res = await scrape(admin);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(m.metricsNeedKey);
  });
});

describe('a scrape with a read key', () => {
  it('is the text format 0.0.4 and every line follows its rules', async () => {
    const res = await scrape(await keyOf(admin, 'read'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(await res.text());
    for (const family of families.values()) expect(family.help.length).toBeGreaterThan(0);
    expect(families.get('hearth_monitor_up')?.type).toBe('gauge');
    const up = families.get('hearth_monitor_up')?.samples ?? [];
    // The name comes back exactly, quote, backslash and line feed escaped and read back.
    expect(up.find((s) => s.labels.monitor_id === upId)).toEqual({ name: 'hearth_monitor_up', labels: { monitor_id: upId, name: awkwardName, kind: 'tcp' }, value: 1 });
    expect(up.find((s) => s.labels.monitor_id === downId)?.value).toBe(0);
    const latency = families.get('hearth_monitor_latency_seconds')?.samples.find((s) => s.labels.monitor_id === upId);
    expect(latency?.value).toBeGreaterThanOrEqual(0);
    expect(latency?.value).toBeLessThan(5);
    expect(families.has('hearth_monitor_uptime_ratio_24h')).toBe(true);
    // The super admin's key has the process figures.
    expect(families.get('process_resident_memory_bytes')?.samples[0]?.value).toBeGreaterThan(1_000_000);
    expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
  });

  it('shows a member only their own monitors and not the process', async () => {
    const res = await scrape(await keyOf(member, 'write'));
    expect(res.status).toBe(200);
    const families = parsePrometheusText(await res.text());
    // Their push monitor has had no push yet: pending, so no up sample; nothing of the admin's.
    const ids = [...families.values()].flatMap((f) => f.samples.map((s) => s.labels.monitor_id));
    expect(ids).not.toContain(upId);
    expect(ids).not.toContain(downId);
    expect(families.has('process_resident_memory_bytes')).toBe(false);
    expect(families.has('hearth_monitor_up')).toBe(true);
  });
});

describe('the strict reader', () => {
  it('refuses what the format does not allow, so the checks above can fail', () => {
    expect(() => parsePrometheusText('# HELP a x\n# TYPE a gauge\na{n="unescaped " quote"} 1\n')).toThrow(/bad labels/);
    expect(() => parsePrometheusText('# HELP a x\n# TYPE a gauge\na 1')).toThrow(/line feed/);
    expect(() => parsePrometheusText('b 1\n')).toThrow(/before its HELP/);
  });
});
