import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { addDevice, enableDevices, openStatusSocket, udpListener, upgradeStatus } from '../helpers/devices.js';
import { messages } from '../../shared/messages.js';
import type { DeviceStatusMessage, NetworkDevice, WakeProgressMessage } from '../../shared/contracts/devices.js';

describe('device-status socket', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    token = await loginAdmin(server);
    other = await createUser(server, 'neighbour');
  });
  afterAll(() => server.stop());

  const stored = async (id: string) => (await call<NetworkDevice>(server, 'GET', `/networkdevices/device/${id}`, { token })).body.message;

  it('refuses a missing or dead token at the upgrade', async () => {
    expect(await upgradeStatus(server, '/')).toBe(401);
    expect(await upgradeStatus(server, '/?token=not-a-token')).toBe(401);
    const soon = await createUser(server, 'leaving');
    await call(server, 'POST', '/logout', { token: soon });
    expect(await upgradeStatus(server, `/?token=${soon}`)).toBe(401);
  });

  it('instant- checks one of the caller\'s devices and writes the result back', async () => {
    const id = await addDevice(server, token, { deviceIp: '127.0.0.3' });
    const socket = await openStatusSocket(server, token);
    const asked = Date.now();
    socket.ws.send(`instant-${id}`);
    const answer = JSON.parse(await socket.next()) as DeviceStatusMessage;
    expect(answer).toMatchObject({ deviceId: id, deviceIp: '127.0.0.3', alive: true });
    expect(typeof answer.time).toBe('number');
    expect(await stored(id)).toMatchObject({ isAlive: true });
    // Seen by this check: between the question and now.
    const seen = Date.parse((await stored(id)).lastSeenAt ?? '');
    expect(seen).toBeGreaterThanOrEqual(asked - 1_000);
    expect(seen).toBeLessThanOrEqual(Date.now());
    // The time of the check, for the card's "Last checked", whatever it found.
    expect((await stored(id)).lastCheckedAt).toBe((await stored(id)).lastSeenAt);
    socket.close();
  });

  it("says nothing about another user's device and closes", async () => {
    const id = await addDevice(server, token, { deviceIp: '127.0.0.4' });
    const socket = await openStatusSocket(server, other);
    socket.ws.send(`instant-${id}`);
    expect(await socket.next()).toBe(messages.statusNoIp);
    await socket.closed;
    expect(await stored(id)).toMatchObject({ isAlive: false, lastSeenAt: null });
    const watcher = await openStatusSocket(server, other);
    watcher.ws.send(id);
    expect(await watcher.next()).toBe(`Error: ${messages.deviceNotFound}`);
    watcher.close();
  });

  it('a device id answers the stored state at once', async () => {
    const id = await addDevice(server, token, { deviceIp: '127.0.0.5' });
    const socket = await openStatusSocket(server, token);
    socket.ws.send(id);
    expect(JSON.parse(await socket.next())).toEqual({ deviceId: id, deviceIp: '127.0.0.5', alive: false, time: 0 });
    socket.close();
  });

  it('watch-all sends the stored states, then pushes the change the first check finds', async () => {
    const user = await createUser(server, 'watcher');
    const id = await addDevice(server, user, { deviceIp: '127.0.0.6' });
    const socket = await openStatusSocket(server, user);
    socket.ws.send('watch-all');
    expect(JSON.parse(await socket.next())).toEqual({ deviceId: id, deviceIp: '127.0.0.6', alive: false, time: 0 });
    const change = JSON.parse(await socket.next()) as DeviceStatusMessage;
    expect(change).toMatchObject({ deviceId: id, alive: true });
    socket.close();
  });

  it('after a wake, watch-all hears "waking" then "online" with the seconds it took', async () => {
    const user = await createUser(server, 'waker');
    await enableDevices(server, user);
    const listener = await udpListener();
    try {
      const id = await addDevice(server, user, { deviceIp: '127.0.0.7', deviceMac: '01:23:45:67:89:ab', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: listener.port });
      const socket = await openStatusSocket(server, user);
      socket.ws.send('watch-all');
      await socket.next(); // the stored state
      await socket.next(); // the first check finds it alive
      expect((await call(server, 'GET', `/networkdevices/wake/${id}`, { token: user })).status).toBe(200);
      expect(JSON.parse(await socket.next())).toEqual({ deviceId: id, wake: 'waking' });
      const online = JSON.parse(await socket.next()) as WakeProgressMessage;
      expect(online).toMatchObject({ deviceId: id, wake: 'online' });
      expect(online.seconds).toBeGreaterThanOrEqual(1);
      socket.close();
    } finally {
      listener.close();
    }
  });

  it('survives binary frames and nonsense', async () => {
    const socket = await openStatusSocket(server, token);
    socket.ws.send(Buffer.from([0, 1, 2]));
    socket.ws.send('instant-');
    expect(await socket.next()).toBe(messages.statusNoIp);
    expect((await call(server, 'GET', '/networkdevices/db/devices', { token })).status).toBe(200);
    socket.close();
  });
});
