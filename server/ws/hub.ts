import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { userForToken } from '../features/auth/sessions.service.js';

/** A ws channel: gets the socket, the signed-in user and the path after its prefix. */
export type ChannelHandler = (socket: WebSocket, user: UserRow, rest: string, url: URL) => void;

/**
 * One ws server on the HTTP server. Every upgrade must carry a live session token (`?token=`);
 * features register channels by path prefix.
 */
export class WsHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly channels: { prefix: string; handler: ChannelHandler }[] = [];

  constructor(private readonly db: Db | null) {}

  register(prefix: string, handler: ChannelHandler): void {
    this.channels.push({ prefix, handler });
  }

  handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const user = this.db ? userForToken(this.db, url.searchParams.get('token') ?? '') : null;
    if (!user) return reject(socket, 401, 'Unauthorized');
    const channel = this.channels.find((c) => url.pathname.startsWith(c.prefix));
    if (!channel) return reject(socket, 404, 'Not Found');
    this.wss.handleUpgrade(req, socket, head, (ws) => channel.handler(ws, user, url.pathname.slice(channel.prefix.length), url));
  };

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}

function reject(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
