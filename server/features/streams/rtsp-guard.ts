import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import { connect as tcpConnect, createServer, isIP, type Server, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { isLoopbackAddress, isLoopbackName, type ReachPolicy } from '../../net/reach.js';
import { messages } from '../../../shared/messages.js';
import { connectFailure } from './camera-failure.js';
import { headText, locationOf, NotRtsp, RtspReader, type RtspHead } from './rtsp-reader.js';

/** What ffmpeg opens for a camera, and why the camera failed when Hearth knows better than ffmpeg's log. */
export interface CameraInput {
  url: string;
  failure(): string | null;
  close(): void;
}

/** As many redirects as a link check follows. */
const maxRedirects = 5;

interface Hop {
  tls: boolean;
  /** The name to give TLS (SNI), and the address checked against the reach rule (null: the name did not resolve). */
  host: string;
  address: string | null;
  port: number;
  url: URL;
}

/**
 * The way to a camera for someone under `reach`. Those who may reach this computer get the URL
 * as it is. For everyone else ffmpeg connects to a guard on 127.0.0.1 that connects on to the
 * camera's checked address and reads every reply before ffmpeg does: a redirect (RTSP 3xx) goes
 * on only to a place the reach rule allows, and always through the guard again, so ffmpeg never
 * opens a connection the rule has not seen. ffmpeg 4 follows RTSP redirects with no option to stop
 * it, and a camera could answer a check of ours differently from ffmpeg, hence the guard in the
 * path. `{ refused }` when the camera's own address is already not allowed.
 */
export async function openCamera(url: string, reach: ReachPolicy): Promise<CameraInput | { refused: string }> {
  if (reach.loopback) return { url, failure: () => null, close: () => undefined };
  const hop = await checkedHop(url);
  if ('refused' in hop) return hop;
  return RtspGuard.open(hop);
}

/** Where a camera URL (or a redirect's Location) leads, checked against the reach rule for those without loopback. */
async function checkedHop(text: string): Promise<Hop | { refused: string }> {
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'rtsp:' && url.protocol !== 'rtsps:') || !url.hostname) return { refused: messages.cameraRedirectInvalid };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const tls = url.protocol === 'rtsps:';
  const port = url.port ? Number(url.port) : tls ? 322 : 554;
  if (isLoopbackName(host) || isLoopbackAddress(host)) return { refused: messages.loopbackRefused };
  if (isIP(host)) return { tls, host, address: host, port, url };
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((entry) => isLoopbackAddress(entry.address))) return { refused: messages.loopbackRefused };
  return { tls, host, address: addresses[0]?.address ?? null, port, url };
}

class RtspGuard implements CameraInput {
  url = '';
  private hops = 0;
  private failed: string | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private next: Hop,
  ) {}

  static async open(first: Hop): Promise<RtspGuard> {
    const server = createServer();
    const guard = new RtspGuard(server, first);
    server.on('connection', (socket) => guard.accept(socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    guard.url = guard.through(first.url);
    return guard;
  }

  failure(): string | null {
    return this.failed;
  }

  close(): void {
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
  }

  /** The guard's own URL for a place: the camera's user name, password, path and query, the guard's host and port. */
  private through(url: URL): string {
    const { port } = this.server.address() as { port: number };
    const auth = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
    return `rtsp://${auth}127.0.0.1:${port}${url.pathname}${url.search}${url.hash}`;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** ffmpeg connected: on to the hop the last reply led to. */
  private accept(client: Socket): void {
    this.track(client);
    const hop = this.next;
    client.on('error', () => undefined);
    if (!hop.address) {
      this.failed = messages.cameraNotReachable('unknown host name');
      return void client.destroy();
    }
    const options = { host: hop.address, port: hop.port };
    // ffmpeg does not verify a camera's certificate either (tls_verify is off by default): cameras sign their own.
    const upstream = hop.tls ? tlsConnect({ ...options, rejectUnauthorized: false, ...(isIP(hop.host) ? {} : { servername: hop.host }) }) : tcpConnect(options);
    this.track(upstream);
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      this.failed ??= connectFailure(error.code, error.message);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    void this.replies(upstream, client);
  }

  /** The camera's side, read before ffmpeg sees it; anything that is not plain RTSP ends the connection. */
  private async replies(upstream: Socket, client: Socket): Promise<void> {
    const reader = new RtspReader();
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    try {
      for await (const chunk of upstream as AsyncIterable<Buffer>) {
        for (const piece of reader.push(chunk)) {
          const out = piece.bytes ?? (await this.passed(piece.head));
          if (out === null) return cut();
          if (!client.write(out) && !(await drained(client))) return cut();
        }
      }
      client.end();
    } catch (error) {
      // A socket error was said by its handler; what is left is a camera that does not speak RTSP.
      if (error instanceof NotRtsp) this.failed ??= messages.cameraNotRtsp;
      cut();
    }
  }

  /** A head as ffmpeg will read it; a redirect only to an allowed place, rewritten to come back here; null to stop. */
  private async passed(head: RtspHead): Promise<string | null> {
    if (head.status === null || head.status < 300 || head.status > 399) return headText(head);
    // Without a Location ffmpeg would go to an empty address, which its resolver takes as this computer.
    const location = locationOf(head);
    if (location === null) {
      this.failed = messages.cameraRedirectInvalid;
      return null;
    }
    this.hops += 1;
    if (this.hops > maxRedirects) {
      this.failed = messages.cameraTooManyRedirects;
      return null;
    }
    const hop = await checkedHop(location);
    if ('refused' in hop) {
      this.failed = hop.refused;
      return null;
    }
    this.next = hop;
    return headText(head, this.through(hop.url));
  }
}

/** Waits until ffmpeg has read what was written (true), or went away (false). */
function drained(socket: Socket): Promise<boolean> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve(!socket.destroyed);
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}
