import { createSocket, type Socket } from 'node:dgram';
import { WebSocket } from 'ws';
import { call, type TestServer } from './server.js';
import { receivedQueue } from './queue.js';

export const deviceIcon = { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' };

/** Saves a device and answers its id (fails the test when the server refuses it). */
export async function addDevice(server: TestServer, token: string, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call<unknown>(server, 'POST', '/networkdevices/save/device', {
    token,
    body: { deviceName: 'NAS', deviceIcon, deviceIp: '127.0.0.1', ...fields },
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.device as { _id: string })._id;
}

/** Turns on the user's network devices flag (the settings call keeps it off outside host mode). */
export async function enableDevices(server: { url: string }, token: string, on = true): Promise<void> {
  const body = { siteName: 'Home', siteLogo: { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' }, authenticator: false, camerafeed: false, networkdevices: on, todolist: false, snippetmanager: false };
  const res = await call(server, 'POST', '/settings', { token, body });
  if (res.status !== 200) throw new Error(`settings failed: ${res.status}`);
}

/** A device-status socket with a queue of the texts it received; next() waits for the next one (15 s at most). */
export interface StatusSocket {
  ws: WebSocket;
  next(): Promise<string>;
  closed: Promise<void>;
  close(): void;
}

export function openStatusSocket(server: TestServer, token: string): Promise<StatusSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${encodeURIComponent(token)}`);
  const received = receivedQueue<string>('device-status message');
  ws.on('message', (data: Buffer) => received.push(data.toString('utf8')));
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        closed,
        next: () => received.next(),
        close: () => ws.close(),
      }),
    );
  });
}

/** The HTTP status an upgrade was refused with. */
export function upgradeStatus(server: TestServer, path: string): Promise<number> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
  // Ending a refused upgrade makes ws report an error; the status is what the test reads.
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
  });
}

/** A UDP listener on 127.0.0.1 that collects datagrams (stands in for a sleeping machine). */
export async function udpListener(): Promise<{ port: number; packet: () => Promise<Buffer>; close: () => void }> {
  const socket: Socket = createSocket('udp4');
  const packets: Buffer[] = [];
  const waiting: ((b: Buffer) => void)[] = [];
  socket.on('message', (msg) => {
    const waiter = waiting.shift();
    if (waiter) waiter(msg);
    else packets.push(msg);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    packet: () => {
      const p = packets.shift();
      return p ? Promise.resolve(p) : new Promise((r) => waiting.push(r));
    },
    close: () => socket.close(),
  };
}
