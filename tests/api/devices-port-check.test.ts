// Issue 46 item 9: a device that drops ICMP is checked by a TCP connect to a chosen port. The
// device is 127.0.0.1, which always answers a ping: only the port decides what the check says.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, deviceIcon, enableDevices, openStatusSocket } from '../helpers/devices.js';
import { reserveClosedPort, type ClosedPort } from '../helpers/closed-port.js';
import { messages } from '../../shared/messages.js';
import type { DeviceStatusMessage, NetworkDevice } from '../../shared/contracts/devices.js';

describe('device status by a TCP port', () => {
  let server: TestServer;
  let token: string;
  let listener: Server;
  let openPort: number;
  let closed: ClosedPort;
  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    token = await loginAdmin(server);
    await enableDevices(server, token);
    listener = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    openPort = (listener.address() as { port: number }).port;
    closed = await reserveClosedPort();
  });
  afterAll(async () => {
    closed?.release();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await server.stop();
  });

  const instant = async (id: string): Promise<DeviceStatusMessage> => {
    const socket = await openStatusSocket(server, token);
    try {
      socket.ws.send(`instant-${id}`);
      return JSON.parse(await socket.next()) as DeviceStatusMessage;
    } finally {
      socket.close();
    }
  };

  it('is up when the port accepts, down when it refuses, though the address answers pings', async () => {
    const up = await addDevice(server, token, { deviceName: 'Open', checkPort: String(openPort) });
    const down = await addDevice(server, token, { deviceName: 'Refusing', checkPort: closed.port });
    expect(await instant(up)).toMatchObject({ deviceId: up, alive: true });
    expect(await instant(down)).toMatchObject({ deviceId: down, alive: false, time: 'unknown' });
    const pinged = await addDevice(server, token, { deviceName: 'Pinged' });
    expect(await instant(pinged)).toMatchObject({ alive: true });
    const detail = await call<NetworkDevice>(server, 'GET', `/networkdevices/device/${down}`, { token });
    expect(detail.body.message).toMatchObject({ checkPort: closed.port, isAlive: false });
  });

  it('refuses a port out of range with a reason', async () => {
    for (const checkPort of ['0', '65536', 'ssh', '-1']) {
      const res = await call(server, 'POST', '/networkdevices/save/device', { token, body: { deviceName: 'X', deviceIcon, checkPort } });
      expect(res.status, checkPort).toBe(400);
      expect(res.body.message).toBe(messages.deviceCheckPortInvalid);
    }
  });
});
