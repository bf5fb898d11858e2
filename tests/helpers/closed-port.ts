import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A port on 127.0.0.1 that refuses connections and stays that way while the test holds it, for
 * "the service is down" cases (a fixed port such as 9 may well have a listener on someone's
 * machine). It is the local end of a connection this process keeps open to itself: the port is
 * bound (the kernel gives it to no server asking for a free port) but not listening, so a
 * connection to it is refused at once (ECONNREFUSED). Binding it explicitly (localAddress) keeps
 * the kernel from also using it as the source port of an outgoing connection, which could then
 * connect to itself.
 */
export interface ClosedPort {
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  release(): void;
}

let peer: Promise<Server> | null = null;

/** One listener per process that accepts the holding connections and does nothing with them. */
function peerServer(): Promise<Server> {
  peer ??= new Promise<Server>((resolve, reject) => {
    const server = createServer((socket) => socket.on('error', () => undefined));
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(server);
    });
  });
  return peer;
}

export async function reserveClosedPort(): Promise<ClosedPort> {
  const server = await peerServer();
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the closed-port peer has no port');
  const holder = await new Promise<Socket>((resolve, reject) => {
    const socket = connect({ port: address.port, host: '127.0.0.1', localAddress: '127.0.0.1' });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
  holder.on('error', () => undefined);
  holder.unref();
  const port = holder.localPort;
  if (!port) throw new Error('the closed-port holder has no local port');
  return { port, origin: `http://127.0.0.1:${port}`, release: () => holder.destroy() };
}

let shared: Promise<ClosedPort> | null = null;

/**
 * One closed port for the whole test file (vitest runs each file in its own process, Playwright
 * each file in its worker), held until the process ends: for test servers' outside services and
 * the "nothing answers there" targets of a file's tests.
 */
export function sharedClosedPort(): Promise<ClosedPort> {
  shared ??= reserveClosedPort();
  return shared;
}
