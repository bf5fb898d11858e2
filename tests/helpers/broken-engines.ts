// Docker engines that misbehave, on 127.0.0.1, for the "bad input" cases of issue 42: one that
// accepts and never answers, one that answers something that is not the Engine API (an HTML
// page, as a web server on the wrong port would), and one that answers /version properly and
// then hangs up in the middle of the container list.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface BrokenEngines {
  hanging: string;
  garbage: string;
  midStream: string;
  close(): Promise<void>;
}

const listen = (server: NetServer | HttpServer): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`tcp://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** podman 4.3's own /version answer, trimmed to what Hearth reads. */
const version = JSON.stringify({ Version: '4.3.1', ApiVersion: '1.41', MinAPIVersion: '1.24', Os: 'linux', Arch: 'amd64', Components: [{ Name: 'Podman Engine', Version: '4.3.1' }] });

export async function startBrokenEngines(): Promise<BrokenEngines> {
  const sockets = new Set<Socket>();
  const hold = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const hanging = createNetServer(hold);
  const garbage = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>It works!</body></html>'));
  const midStream = createHttpServer((req, res) => {
    if (req.url === '/version') return void res.writeHead(200, { 'content-type': 'application/json' }).end(version);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
    res.write('[{"Id":"abc","Names":["/half');
    setTimeout(() => res.socket?.destroy(), 50);
  });
  for (const server of [garbage, midStream]) server.on('connection', hold);
  const [hangingUrl, garbageUrl, midStreamUrl] = await Promise.all([listen(hanging), listen(garbage), listen(midStream)]);
  return {
    hanging: hangingUrl,
    garbage: garbageUrl,
    midStream: midStreamUrl,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([hanging, garbage, midStream].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
