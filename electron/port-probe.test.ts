import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { checkLoopbackFree, firstFreePort, portOwner } from './port-probe.js';

const opened: net.Server[] = [];

async function listen(server: net.Server): Promise<number> {
  opened.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('port probes', () => {
  it('finds a loopback port held by another program', async () => {
    const port = await listen(net.createServer());
    await expect(checkLoopbackFree(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await firstFreePort([port])).toBeNull();
  });

  it('answers the first free port and leaves it free', async () => {
    const held = await listen(net.createServer());
    const released = net.createServer();
    const freed = await listen(released);
    await new Promise((resolve) => released.close(resolve));
    expect(await firstFreePort([held, freed])).toBe(freed);
    await expect(checkLoopbackFree(freed)).resolves.toBeUndefined();
  });

  it('tells a Hearth from another program', async () => {
    const hearth = await listen(
      http.createServer((_req, res) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify({ error: false, message: messages.apiRunning }))),
    );
    const other = await listen(http.createServer((_req, res) => res.end('<html>router admin</html>')));
    const raw = await listen(net.createServer((socket) => socket.destroy()));
    expect(await portOwner(hearth)).toBe('hearth');
    expect(await portOwner(other)).toBe('other');
    expect(await portOwner(raw)).toBe('other');
  });
});
