// Maintenance windows (issue 46 item 3): a real server, a real local HTTP target that goes down and
// a local webhook receiver. Inside a window a check records "maintenance" and nothing is sent;
// after it (the server's clock moved on, no waiting) the target still down goes down and alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, call, loginAdmin, createUser, type TestServer } from '../helpers/server.js';
import { rowOf } from '../helpers/rows.js';
import { until } from '../helpers/until.js';
import { makeLink } from '../helpers/listings.js';
import { checkNow, monitor } from '../helpers/monitoring.js';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';
import { startMonitorTargets, type MonitorTargets } from '../fixtures/monitor-targets.js';
import { maintenanceMessages as mm } from '../../shared/messages.js';
import type { MaintenanceWindow } from '../../shared/contracts/maintenance.js';
import type { MonitorHistory } from '../../shared/contracts/monitoring.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

// Checks run only when asked (no timers); the server's clock can be moved forward.
const shift = { ms: 0 };
const now = () => Date.now() + shift.ms;
const stillClock: Clock = { now, setTimer: () => null, clearTimer: () => undefined };

let server: TestServer;
let services: AlertServices;
let targets: MonitorTargets;
let token: string;
let monitorId: string;

type Saved = { window: MaintenanceWindow; text: string };
const oneOff = (monitorIds: string[] | null, from = now() - 60_000, to = now() + 3_600_000) => ({ name: 'NAS update', kind: 'once', startsAt: new Date(from).toISOString(), endsAt: new Date(to).toISOString(), monitorIds });
const hooks = () => services.received.filter((r) => r.service === 'webhook').map((r) => (r.body as { event: string }).event);

beforeAll(async () => {
  [services, targets] = await Promise.all([startAlertServices(), startMonitorTargets()]);
  server = await startTestServer({ monitorClock: stillClock, clock: now });
  token = await loginAdmin(server);
  const channel = await call(server, 'POST', '/monitoring/alerts/channel/save', { token, body: { kind: 'webhook', name: 'Script', url: `${services.origin}/hook`, secret: 'shared-secret' } });
  expect(channel.status).toBe(200);
  const listing = await makeLink(server, token, { linkName: 'NAS', linkURL: `${targets.origin}/flip` });
  monitorId = (await monitor(server, token, 'link', listing._id, { failureThreshold: 1 })).summary._id;
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([services?.close(), targets?.close()]);
});

describe('a one-off window over a monitor whose target goes down', () => {
  let windowId = '';

  it('is saved for the caller and listed as open now', async () => {
    const saved = await call<Saved>(server, 'POST', '/monitoring/maintenance', { token, body: oneOff([monitorId]) });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatchObject({ text: mm.saved, window: { name: 'NAS update', kind: 'once', monitorIds: [monitorId], active: true } });
    windowId = saved.body.message.window._id;
    expect(rowOf(server.dataDir, 'maintenance_windows', windowId)).toMatchObject({ kind: 'once', monitor_ids: JSON.stringify([monitorId]) });
    const list = await call<{ items: MaintenanceWindow[] }>(server, 'GET', '/monitoring/maintenance', { token });
    expect(list.body.message.items.map((w) => w._id)).toEqual([windowId]);
  });

  it('records "maintenance", asks the target nothing and sends no alert while it lasts', async () => {
    targets.flip.ok = false;
    const hitsBefore = targets.hits.get('/flip') ?? 0;
    const hooksBefore = hooks().length;
    const summary = await checkNow(server, token, monitorId);
    expect(summary.body.message).toMatchObject({ health: 'maintenance', message: mm.inMaintenance });
    expect(targets.hits.get('/flip') ?? 0).toBe(hitsBefore);
    const history = await call<MonitorHistory>(server, 'GET', `/monitoring/monitor/${monitorId}/history?range=24h`, { token });
    expect(history.body.message.points.maintenance?.at(-1)).toBe(1);
    expect(history.body.message.points.down.at(-1)).toBe(0);
    expect(rowOf(server.dataDir, 'monitors', monitorId)).toMatchObject({ state: 'maintenance' });
    // A test message sent after the check arrives after any alert the check would have sent: it comes alone.
    const test = await call(server, 'POST', '/monitoring/alerts/channel/test', { token, body: { kind: 'webhook', name: 'Script', url: `${services.origin}/hook`, secret: 'shared-secret' } });
    expect(test.status).toBe(200);
    expect(hooks().slice(hooksBefore)).toEqual(['test']);
  });

  it('after the window ends, the target still down goes down and alerts', async () => {
    shift.ms = 2 * 3_600_000;
    const hooksBefore = hooks().length;
    const summary = await checkNow(server, token, monitorId);
    expect(summary.body.message.health).toBe('down');
    await until('the down alert', () => hooks().length > hooksBefore);
    expect(hooks().slice(hooksBefore)).toEqual(['down']);
    const list = await call<{ items: MaintenanceWindow[] }>(server, 'GET', '/monitoring/maintenance', { token });
    expect(list.body.message.items[0]?.active).toBe(false);
  });

  it('a window over all my monitors (monitorIds null) covers this one too; deleting it ends it', async () => {
    const all = await call<Saved>(server, 'POST', '/monitoring/maintenance', { token, body: oneOff(null) });
    expect(all.status).toBe(200);
    expect((await checkNow(server, token, monitorId)).body.message.health).toBe('maintenance');
    const removed = await call(server, 'DELETE', `/monitoring/maintenance/${all.body.message.window._id}`, { token });
    expect(removed.body.message).toBe(mm.deleted);
    targets.flip.ok = true;
    expect((await checkNow(server, token, monitorId)).body.message.health).toBe('up');
  });

  it('is edited with PUT (to weekly) and keeps the days, time, duration and zone', async () => {
    const body = { name: 'Backups', kind: 'weekly', days: [0, 6], startTime: '02:30', durationMinutes: 90, timeZone: 'Europe/London', monitorIds: [monitorId] };
    const edited = await call<Saved>(server, 'PUT', `/monitoring/maintenance/${windowId}`, { token, body });
    expect(edited.status).toBe(200);
    expect(edited.body.message.window).toMatchObject({ _id: windowId, kind: 'weekly', days: [0, 6], startTime: '02:30', durationMinutes: 90, timeZone: 'Europe/London', startsAt: null, endsAt: null });
  });
});

describe('bad windows and other users', () => {
  it('refuses with a message a person can act on', async () => {
    const start = now();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...oneOff(null), name: '' }, mm.nameRequired],
      [{ ...oneOff(null, start, start - 60_000) }, mm.endBeforeStart],
      [{ ...oneOff(null), startsAt: 'soon' }, mm.startInvalid],
      [{ name: 'W', kind: 'weekly', days: [], startTime: '02:00', durationMinutes: 60, timeZone: 'UTC', monitorIds: null }, mm.daysRequired],
      [{ name: 'W', kind: 'weekly', days: [1], startTime: '25:00', durationMinutes: 60, timeZone: 'UTC', monitorIds: null }, mm.timeInvalid],
      [{ name: 'W', kind: 'weekly', days: [1], startTime: '02:00', durationMinutes: 60, timeZone: 'Mars/Olympus', monitorIds: null }, mm.timeZoneInvalid],
      [{ name: 'W', kind: 'weekly', days: [1], startTime: '02:00', durationMinutes: 0, timeZone: 'UTC', monitorIds: null }, mm.durationInvalid],
      [{ ...oneOff([]) }, mm.monitorsRequired],
      [{ ...oneOff(['no-such-monitor']) }, mm.monitorUnknown],
      [{ ...oneOff(null), kind: 'cron' }, mm.kindInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await call(server, 'POST', '/monitoring/maintenance', { token, body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(server, 'GET', '/monitoring/maintenance')).status).toBe(401);
    expect((await call(server, 'POST', '/monitoring/maintenance', { body: oneOff(null) })).status).toBe(401);
    expect((await call(server, 'DELETE', '/monitoring/maintenance/x')).status).toBe(401);
  });

  it("keeps each user's windows and monitors their own: another's reads as not there", async () => {
    const other = await createUser(server, 'lodger');
    const mine = await call<Saved>(server, 'POST', '/monitoring/maintenance', { token, body: oneOff([monitorId]) });
    const id = mine.body.message.window._id;
    const before = rowOf(server.dataDir, 'maintenance_windows', id);
    expect((await call<{ items: MaintenanceWindow[] }>(server, 'GET', '/monitoring/maintenance', { token: other })).body.message.items).toEqual([]);
    expect((await call(server, 'PUT', `/monitoring/maintenance/${id}`, { token: other, body: oneOff(null) })).status).toBe(404);
    expect((await call(server, 'DELETE', `/monitoring/maintenance/${id}`, { token: other })).status).toBe(404);
    expect(rowOf(server.dataDir, 'maintenance_windows', id)).toEqual(before);
    // Another user's monitor in a window of theirs: the same answer as a monitor that does not exist.
    const theirs = await call(server, 'POST', '/monitoring/maintenance', { token: other, body: oneOff([monitorId]) });
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({ status: 400, message: mm.monitorUnknown });
  });
});
