import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { hashToken, isLiveSession, userForToken } from '../features/auth/sessions.service.js';
import { socketCloseCodes } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';

/** What a channel learns about an accepted connection. */
export interface ChannelRequest {
  user: UserRow;
  /** The hash of the session token that opened the socket (the session it lives and dies with). */
  tokenHash: string;
  /** What the channel's match() returned for the path (e.g. a video id). */
  rest: string;
  url: URL;
}

/**
 * A ws channel. The spec puts two protocols at the root: the device-status socket at `/` and the
 * live-video socket at `/{videoId}`, so channels match whole paths rather than prefixes.
 */
export interface Channel {
  name: string;
  /** The part of the path this channel serves, or null when the path is not this channel's. */
  match(pathname: string): string | null;
  /**
   * Runs before the upgrade (e.g. an ownership check). Answer an HTTP status to refuse the
   * connection with, or null to accept it.
   */
  authorize?(request: ChannelRequest): number | null;
  /** The upgraded socket. Must catch its own errors in every callback it registers. */
  open(socket: WebSocket, request: ChannelRequest): void;
}

const statusText: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

/**
 * One ws server on the HTTP server. Every upgrade must carry a live session token (`?token=`);
 * features register channels. Nothing a client sends here may throw out of the handler: the
 * upgrade runs outside Express, where an exception would stop the process.
 */
export class WsHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly channels: Channel[] = [];
  /** Every open socket and the session that opened it. */
  private readonly sessions = new Map<WebSocket, string>();
  private readonly endListeners: ((ended: ReadonlySet<string>) => void)[] = [];

  constructor(
    private readonly db: Db | null,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  register(channel: Channel): void {
    this.channels.push(channel);
  }

  handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    try {
      // Node hands every Upgrade request here (h2c too); only WebSocket is spoken.
      if (req.headers.upgrade?.toLowerCase() !== 'websocket') return reject(socket, 400);
      const url = parseTarget(req.url);
      // One token, or it is not clear whose socket this is.
      if (!url || url.searchParams.getAll('token').length > 1) return reject(socket, 400);
      const token = url.searchParams.get('token') ?? '';
      const user = this.db ? userForToken(this.db, token) : null;
      if (!user) return reject(socket, 401);
      for (const channel of this.channels) {
        const rest = channel.match(url.pathname);
        if (rest === null) continue;
        const request: ChannelRequest = { user, tokenHash: hashToken(token), rest, url };
        const refused = channel.authorize?.(request) ?? null;
        if (refused !== null) return reject(socket, refused);
        this.wss.handleUpgrade(req, socket, head, (ws) => this.open(channel, ws, request));
        return;
      }
      reject(socket, 404);
    } catch (error) {
      this.log(`WebSocket upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      reject(socket, 500);
    }
  };

  private open(channel: Channel, ws: WebSocket, request: ChannelRequest): void {
    this.sessions.set(ws, request.tokenHash);
    ws.once('close', () => this.sessions.delete(ws));
    try {
      channel.open(ws, request);
    } catch (error) {
      this.log(`WebSocket channel ${channel.name} failed to open: ${error instanceof Error ? error.message : String(error)}`);
      ws.close(1011, 'Internal error');
    }
  }

  /** Told which sessions ended before their sockets close (a relay stops at once instead of after its grace). */
  onSessionsEnded(listener: (ended: ReadonlySet<string>) => void): void {
    this.endListeners.push(listener);
  }

  /**
   * Closes the sockets of every session that is no longer live (signed out, password changed,
   * account deleted, expired), with 4401 "Your session ended…": a revoked user keeps nothing
   * open. Called after each call that ends sessions, and by the hourly purge as a net.
   */
  closeEndedSessions(): void {
    if (!this.db || this.sessions.size === 0) return;
    const db = this.db;
    const now = new Date().toISOString();
    const ended = new Set([...new Set(this.sessions.values())].filter((tokenHash) => !isLiveSession(db, tokenHash, now)));
    if (ended.size === 0) return;
    for (const listener of this.endListeners) {
      try {
        listener(ended);
      } catch (error) {
        this.log(`Ending sessions failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const [ws, tokenHash] of [...this.sessions]) {
      if (ended.has(tokenHash)) ws.close(socketCloseCodes.sessionEnded, messages.sessionEnded);
    }
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}

/** The request target as a URL, or null when it is not a path Hearth could serve. */
function parseTarget(target: string | undefined): URL | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

function reject(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${statusText[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
