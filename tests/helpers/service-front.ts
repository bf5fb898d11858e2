/**
 * A front for the plain-http homelab fakes (tests/fixtures/homelab-services.ts), so the first 22
 * built-ins meet what the new ones' fakes do themselves: https with a self-signed certificate
 * (`tls`), or a service that takes the connection and never answers (`hold`). Requests are
 * relayed to the fakes unchanged (path, method, headers: a Referer or Origin check still holds).
 */
import { request, createServer as createHttp, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

export interface ServiceFront {
  /** http(s)://127.0.0.1:port, the fakes' paths under it (url + '/pihole'). */
  url: string;
  /** Every request that arrived, "GET /pihole/api/auth": empty when TLS stopped the client first. */
  requests: string[];
  close(): Promise<void>;
}

export async function startServiceFront(target: string, options: { tls?: { key: string; cert: string }; hold?: boolean } = {}): Promise<ServiceFront> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const upstream = new URL(target);
  const relay = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method ?? 'GET'} ${new URL(req.url ?? '/', 'http://x').pathname}`);
    // Held: the request stays unanswered until the client gives up or close() drops it.
    if (options.hold) return;
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = options.tls ? createHttps({ key: options.tls.key, cert: options.tls.cert }, relay) : createHttp(relay);
  // A websocket upgrade (TrueNAS) is held as well: nothing answers it.
  server.on('upgrade', (req: IncomingMessage) => requests.push(`UPGRADE ${req.url ?? ''}`));
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
