// Issue 46 item 9: "Wake on every network" sends to each interface's directed broadcast. The
// server is given one interface, a /24 on 127.0.0.1 (the `network` start option), so its
// broadcast is 127.0.0.255: the packet stays on loopback, where a listener bound to that address
// takes it. (Two real interfaces are in devices-wake-netns.test.ts, inside test namespaces.)
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, deviceIcon, enableDevices } from '../helpers/devices.js';
import { receivedQueue } from '../helpers/queue.js';
import { messages } from '../../shared/messages.js';
import type { NetworkDevice } from '../../shared/contracts/devices.js';

describe('wake on every interface', () => {
  let server: TestServer;
  let token: string;
  let udp: Socket;
  const packets = receivedQueue<{ data: Buffer; from: string }>('magic packet');
  beforeAll(async () => {
    udp = createSocket('udp4');
    udp.on('message', (data, from) => packets.push({ data, from: from.address }));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.255', resolve));
    const fake = { address: '127.0.0.1', netmask: '255.255.255.0', family: 'IPv4' as const, mac: '02:00:00:00:00:01', internal: false, cidr: '127.0.0.1/24' };
    server = await startTestServer({ isHostMode: true, network: { interfaces: () => ({ lo: [{ ...fake, netmask: '255.0.0.0', cidr: '127.0.0.1/8', internal: true }], test0: [fake] }), hostname: () => 'test' } });
    token = await loginAdmin(server);
    await enableDevices(server, token);
  });
  afterAll(async () => {
    udp?.close();
    await server?.stop();
  });

  it('sends to the broadcast of each interface, with no broadcast address of its own', async () => {
    const id = await addDevice(server, token, { deviceName: 'Tower', deviceMac: 'aa:bb:cc:00:11:33', supportsWol: true, wakeEveryInterface: true, broadcastAddress: '', broadcastPort: udp.address().port });
    const detail = await call<NetworkDevice>(server, 'GET', `/networkdevices/device/${id}`, { token });
    expect(detail.body.message).toMatchObject({ wakeEveryInterface: true, broadcastAddress: null });
    const res = await call(server, 'GET', `/networkdevices/wake/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const packet = await packets.next();
    expect(packet.from).toBe('127.0.0.1');
    expect(packet.data).toHaveLength(102);
    expect(packet.data.subarray(96).toString('hex')).toBe('aabbcc001133');
  });

  it('still asks for a broadcast address without it, and drops the flag without Wake on LAN', async () => {
    const res = await call(server, 'POST', '/networkdevices/save/device', { token, body: { deviceName: 'X', deviceIcon, supportsWol: true, deviceMac: 'AA:BB:CC:DD:EE:FF', broadcastAddress: '', broadcastPort: 9 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.fillAllFields);
    const id = await addDevice(server, token, { deviceName: 'Plain', wakeEveryInterface: true });
    expect((await call<NetworkDevice>(server, 'GET', `/networkdevices/device/${id}`, { token })).body.message.wakeEveryInterface).toBe(false);
  });
});
