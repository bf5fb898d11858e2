import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, deviceIcon, enableDevices, udpListener } from '../helpers/devices.js';
import { messages } from '../../shared/messages.js';
import type { NetworkDevice } from '../../shared/contracts/devices.js';

type Items = { items: NetworkDevice[] };

describe('network device calls', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    token = await loginAdmin(server);
    other = await createUser(server, 'other');
    await enableDevices(server, token);
    await enableDevices(server, other);
  });
  afterAll(() => server.stop());

  const list = async (who = token) => (await call<Items>(server, 'GET', '/networkdevices/db/devices', { token: who })).body.message.items;

  it('creates, reads, updates and normalises the MAC', async () => {
    const id = await addDevice(server, token, { deviceName: 'Desk', deviceMac: 'aa-bb-cc-dd-ee-0f', supportsWol: false, broadcastAddress: '127.0.0.1', broadcastPort: '' });
    const detail = await call<NetworkDevice>(server, 'GET', `/networkdevices/device/${id}`, { token });
    expect(detail.body.message).toMatchObject({ _id: id, deviceName: 'Desk', deviceMac: 'AA:BB:CC:DD:EE:0F', broadcastPort: 9, supportsWol: false, isAlive: false, deviceIp: '127.0.0.1' });
    const update = await call(server, 'POST', '/networkdevices/save/device', {
      token,
      body: { deviceId: id, deviceName: 'Desk PC', deviceIcon, deviceMac: 'AA:bb:cc:dd:ee:0f', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: 7, virtualDevice: true },
    });
    expect(update.body.message).toBe(messages.deviceUpdated);
    const stored = (await list()).find((d) => d._id === id);
    expect(stored).toMatchObject({ deviceName: 'Desk PC', deviceMac: 'AA:BB:CC:DD:EE:0F', broadcastPort: 7, virtualDevice: true, deviceIp: null });
    const front = await call<Items>(server, 'GET', '/networkdevices/devices', { token });
    expect(front.body.message.items.map((d) => d._id)).toContain(id);
  });

  it('answers each validation message and stores nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ deviceName: '' }, messages.fillAllFields],
      [{ deviceIcon: null }, messages.deviceIconRequired],
      [{ supportsWol: true, deviceMac: '' }, messages.fillAllFields],
      [{ supportsWol: true, deviceMac: 'AA:BB:CC:DD:EE:FF', broadcastAddress: '' }, messages.fillAllFields],
      [{ supportsWol: true, deviceMac: 'AA:BB:CC:DD:EE:FF', broadcastAddress: '127.0.0.1', broadcastPort: '' }, messages.fillAllFields],
      [{ deviceIp: '300.1.1.1' }, messages.deviceIpInvalid],
      [{ deviceIp: '127.0.0.1; rm -rf /' }, messages.deviceIpInvalid],
      [{ deviceMac: 'AA:BB:CC:DD:EE' }, messages.deviceMacInvalid],
      [{ deviceMac: 'AA:BB-CC:DD:EE:FF' }, messages.deviceMacInvalid],
      [{ broadcastAddress: '10.0.0' }, messages.deviceBroadcastInvalid],
      [{ broadcastPort: 0 }, messages.devicePortInvalid],
      [{ broadcastPort: 65536 }, messages.devicePortInvalid],
      [{ broadcastPort: 'nine' }, messages.devicePortInvalid],
    ];
    for (const [fields, message] of cases) {
      const res = await call(server, 'POST', '/networkdevices/save/device', { token, body: { deviceName: 'X', deviceIcon, ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message, JSON.stringify(fields)).toBe(message);
    }
    expect(await list()).toEqual(before);
  });

  it("answers another user's device exactly like a missing one, and changes nothing", async () => {
    const id = await addDevice(server, token, { deviceName: 'Mine' });
    const missing = await call(server, 'GET', '/networkdevices/device/nope', { token: other });
    for (const path of [`/networkdevices/device/${id}`, `/networkdevices/delete/${id}`, `/networkdevices/wake/${id}`]) {
      const res = await call(server, 'GET', path, { token: other });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(messages.deviceNotFound);
    }
    expect(missing.body.message).toBe(messages.deviceNotFound);
    const edit = await call(server, 'POST', '/networkdevices/save/device', { token: other, body: { deviceId: id, deviceName: 'Stolen', deviceIcon } });
    expect(edit.status).toBe(404);
    await call(server, 'POST', '/networkdevices/device/reorder', { token: other, body: { items: [id] } });
    expect((await list()).find((d) => d._id === id)?.deviceName).toBe('Mine');
    expect(await list(other)).toEqual([]);
  });

  it('reorders, refuses a bad body and deletes', async () => {
    const a = await addDevice(server, token, { deviceName: 'A' });
    const b = await addDevice(server, token, { deviceName: 'B' });
    const ids = (await list()).map((d) => d._id);
    const reversed = [...ids].reverse();
    const res = await call(server, 'POST', '/networkdevices/device/reorder', { token, body: { items: reversed } });
    expect(res.body.message).toBe(messages.devicesReordered);
    expect((await list()).map((d) => d._id)).toEqual(reversed);
    expect((await call(server, 'POST', '/networkdevices/device/reorder', { token, body: { items: 'x' } })).status).toBe(400);
    const gone = await call(server, 'GET', `/networkdevices/delete/${a}`, { token });
    expect(gone.body.message).toBe(messages.deviceDeleted);
    expect((await list()).map((d) => d._id)).not.toContain(a);
    expect((await list()).map((d) => d._id)).toContain(b);
  });

  it('wakes a device: three 102-byte magic packets reach the broadcast address and port', async () => {
    const listener = await udpListener();
    try {
      const id = await addDevice(server, token, { deviceMac: '01:23:45:67:89:ab', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: listener.port });
      const res = await call(server, 'GET', `/networkdevices/wake/${id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messages.magicPacketSent);
      const packet = await listener.packet();
      const mac = Buffer.from('0123456789ab', 'hex');
      expect(packet.length).toBe(102);
      expect(packet.subarray(0, 6)).toEqual(Buffer.alloc(6, 0xff));
      for (let i = 1; i <= 16; i += 1) expect(packet.subarray(i * 6, i * 6 + 6)).toEqual(mac);
    } finally {
      listener.close();
    }
  });

  it('refuses to wake a device without wake-on-LAN', async () => {
    const id = await addDevice(server, token, { deviceMac: '01:23:45:67:89:ab', broadcastAddress: '127.0.0.1', supportsWol: false });
    const res = await call(server, 'GET', `/networkdevices/wake/${id}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.wakeNotSupported);
  });

  it('refuses scan to someone who is not an admin', async () => {
    const res = await call(server, 'POST', '/networkdevices/scan', { token: other, body: {} });
    expect(res.status).toBe(403);
  });

  it('refuses an interface that does not exist without scanning', async () => {
    const res = await call(server, 'POST', '/networkdevices/scan', { token, body: { interface: 'no-such-if0' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.scanNoInterface);
  });
});

describe('scan and wake outside host mode or with the flag off', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ isHostMode: false });
    on = await startTestServer({ isHostMode: true });
  });
  afterAll(async () => {
    await off.stop();
    await on.stop();
  });

  it('answers the message with 400 on the original\'s wake route and 403 on Hearth\'s scan routes (host mode off, or the flag off)', async () => {
    for (const server of [off, on]) {
      const token = await loginAdmin(server);
      if (server === off) await enableDevices(server, token);
      const listener = await udpListener();
      try {
        const id = await addDevice(server, token, { deviceMac: '01:23:45:67:89:ab', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: listener.port });
        for (const [method, path, status] of [['GET', `/networkdevices/wake/${id}`, 400], ['POST', '/networkdevices/scan', 403], ['GET', '/networkdevices/scan/interfaces', 403]] as const) {
          const res = await call(server, method, path, { token, body: method === 'POST' ? {} : undefined });
          expect(res.status, path).toBe(status);
          expect(res.body.message).toBe(messages.devicesNeedHostMode);
        }
      } finally {
        listener.close();
      }
    }
  });
});
