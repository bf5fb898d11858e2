// Issue 46 item 8: cron-style wake and shut-down for a group of devices, skipped and logged when a
// device is already in that state (its live status: here a TCP port that accepts or refuses).
// The server's clock moves only when the test says; the wake is a real UDP packet to 127.0.0.1
// and the shut-down a real HTTP call to a local recorder.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, enableDevices, udpListener } from '../helpers/devices.js';
import { reserveClosedPort, type ClosedPort } from '../helpers/closed-port.js';
import { startRecorder, type RequestRecorder } from '../helpers/request-recorder.js';
import { TestClock } from '../helpers/test-clock.js';
import { scheduleMessages as m, powerMessages } from '../../shared/messages.js';
import type { DeviceSchedule, ScheduleRun } from '../../shared/contracts/device-schedules.js';

type Items = { items: DeviceSchedule[] };

describe('device schedules', () => {
  const clock = new TestClock();
  // Monday 30 November 2026, 23:29:30 UTC.
  clock.time = Date.parse('2026-11-30T23:29:30Z');
  let server: TestServer;
  let token: string;
  let other: string;
  let listener: Server;
  let closed: ClosedPort;
  let recorder: RequestRecorder;
  let udp: Awaited<ReturnType<typeof udpListener>>;
  let on: string;
  let off: string;
  beforeAll(async () => {
    listener = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    closed = await reserveClosedPort();
    recorder = await startRecorder();
    udp = await udpListener();
    server = await startTestServer({ isHostMode: true, clock: clock.now, monitorClock: clock });
    token = await loginAdmin(server);
    other = await createUser(server, 'other');
    await enableDevices(server, token);
    await enableDevices(server, other);
    const openPort = String((listener.address() as { port: number }).port);
    on = await addDevice(server, token, { deviceName: 'Desk PC', checkPort: openPort });
    off = await addDevice(server, token, { deviceName: 'NAS', checkPort: closed.port, supportsWol: true, deviceMac: 'AA:BB:CC:00:11:22', broadcastAddress: '127.0.0.1', broadcastPort: udp.port });
    for (const [id, path] of [[on, 'desk'], [off, 'nas']] as const) {
      const saved = await call(server, 'POST', `/devices/${id}/power`, { token, body: { method: 'http', shutdownUrl: `${recorder.url}/${path}/off` } });
      expect(saved.status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop();
    udp?.close();
    closed?.release();
    await recorder?.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const list = async (who = token) => (await call<Items>(server, 'GET', '/devices/schedules', { token: who })).body.message.items;
  const save = (body: Record<string, unknown>, who = token) => call<{ schedule: DeviceSchedule }>(server, 'POST', '/devices/schedules', { token: who, body });

  it('wakes what is off and shuts down what is on, on its zone\'s clock, logging the skips', async () => {
    const wake = await save({ name: 'Morning', action: 'wake', cron: '30 23 * * 1-5', timeZone: 'UTC', deviceIds: [on, off] });
    expect(wake.status, JSON.stringify(wake.body)).toBe(200);
    expect(wake.body.message.schedule).toMatchObject({ nextRunAt: '2026-11-30T23:30:00.000Z', runs: [] });
    // 00:30 on Tuesday in Berlin is 23:30 on Monday in UTC.
    const night = await save({ name: 'Night', action: 'shutdown', cron: '30 0 * * 2', timeZone: 'Europe/Berlin', deviceIds: [on, off] });
    expect(night.body.message.schedule.nextRunAt).toBe('2026-11-30T23:30:00.000Z');
    const later = await save({ name: 'Later', action: 'shutdown', cron: '45 23 * * *', timeZone: 'UTC', deviceIds: [on] });
    expect(later.body.message.schedule.nextRunAt).toBe('2026-11-30T23:45:00.000Z');

    clock.advance(31_000);
    const packet = await udp.packet();
    expect(packet.subarray(6, 12).toString('hex')).toBe('aabbcc001122');
    await vi.waitFor(async () => expect((await list()).flatMap((s) => s.runs)).toHaveLength(4), { timeout: 10_000 });
    const runs = Object.fromEntries((await list()).map((s) => [s.name, s.runs.map((r) => [r.deviceName, r.outcome, r.text]).sort()]));
    expect(runs).toEqual({
      Morning: [
        ['Desk PC', 'skipped', m.alreadyOn],
        ['NAS', 'done', m.woken],
      ],
      Night: [
        ['Desk PC', 'done', powerMessages.shutdownSent('Desk PC')],
        ['NAS', 'skipped', m.alreadyOff],
      ],
      Later: [],
    });
    expect(recorder.requests.map((r) => r.url)).toEqual(['/desk/off']);
    const morning = (await list()).find((s) => s.name === 'Morning');
    expect(morning?.runs[0]?.at).toBe('2026-11-30T23:30:00.000Z');
    // The next weekday is Tuesday.
    expect(morning?.nextRunAt).toBe('2026-12-01T23:30:00.000Z');
  });

  it('runs nothing of a disabled schedule, and nothing twice', async () => {
    const paused = await save({ name: 'Paused', action: 'shutdown', cron: '* * * * *', deviceIds: [on], enabled: false });
    expect(paused.body.message.schedule.nextRunAt).toBeNull();
    // Every minute: its run shows the tick of 23:31 has happened.
    await save({ name: 'Every minute', action: 'wake', cron: '* * * * *', deviceIds: [on] });
    const before = recorder.requests.length;
    clock.advance(60_000);
    await vi.waitFor(async () => expect((await list()).find((s) => s.name === 'Every minute')?.runs).toHaveLength(1), { timeout: 10_000 });
    const counts = Object.fromEntries((await list()).map((s) => [s.name, s.runs.length]));
    expect(counts).toEqual({ Morning: 2, Night: 2, Later: 0, Paused: 0, 'Every minute': 1 });
    expect(recorder.requests.length).toBe(before);
  });

  it('runs a whole group now ("Run now"), skipping what is already in that state, and logs it', async () => {
    const group = (await list()).find((s) => s.name === 'Morning');
    const res = await call<{ runs: ScheduleRun[] }>(server, 'POST', `/devices/schedules/${group?._id}/run`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.runs.map((r) => [r.deviceName, r.outcome, r.text]).sort()).toEqual([
      ['Desk PC', 'skipped', m.alreadyOn],
      ['NAS', 'done', m.woken],
    ]);
    expect((await udp.packet()).subarray(6, 12).toString('hex')).toBe('aabbcc001122');
    expect((await list()).find((s) => s.name === 'Morning')?.runs).toHaveLength(4);
    const stranger = await call(server, 'POST', `/devices/schedules/${group?._id}/run`, { token: other });
    expect(stranger.status).toBe(404);
  });

  it('needs a session, keeps schedules to their owner and refuses bad input with a reason', async () => {
    expect((await call(server, 'GET', '/devices/schedules')).status).toBe(401);
    const mine = (await list())[0];
    expect(mine).toBeDefined();
    expect(await list(other)).toEqual([]);
    for (const [method, body] of [['POST', { name: 'Stolen', action: 'wake', cron: '* * * * *', deviceIds: [on] }], ['DELETE', undefined]] as const) {
      const res = await call(server, method, `/devices/schedules/${mine?._id}`, { token: other, ...(body ? { body } : {}) });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(m.notFound);
    }
    // Another user's device reads as one that does not exist.
    expect((await save({ name: 'X', action: 'wake', cron: '* * * * *', deviceIds: [on] }, other)).body.message).toBe(m.deviceUnknown);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, m.nameRequired],
      [{ action: 'reboot' }, m.actionInvalid],
      [{ cron: '' }, m.cronRequired],
      [{ cron: '61 * * * *' }, 'The minute field "61" is not valid (allowed 0-59, with *, ranges a-b, lists a,b and steps /n).'],
      [{ cron: '* * *' }, 'A schedule has five fields: minute, hour, day of month, month, day of week (e.g. "30 23 * * 1-5").'],
      [{ timeZone: 'Mars/Olympus' }, m.timeZoneInvalid],
      [{ deviceIds: [] }, m.devicesRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await save({ name: 'Bad', action: 'wake', cron: '0 7 * * *', deviceIds: [on], ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message, JSON.stringify(fields)).toBe(message);
    }
    const deleted = await call(server, 'DELETE', `/devices/schedules/${mine?._id}`, { token });
    expect(deleted.body.message).toEqual({ text: m.deleted });
  });
});
