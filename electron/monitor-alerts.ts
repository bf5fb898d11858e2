/**
 * Desktop notifications for health-check alerts: while an account is signed in in the window,
 * the tray keeps the server's monitoring socket open with that account's token and shows each
 * alert as a notification, also while the window is hidden. main.ts passes in how to open a
 * socket and how to notify; tests pass plain functions.
 */
import { monitorSocketPath } from '../shared/contracts/monitoring.js';
import { socketCloseCodes } from '../shared/constants.js';

/** The part of a WebSocket this needs (the `ws` package's, or a test's). */
export interface AlertSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}

export interface AlertListenerDeps {
  open(url: string): AlertSocket;
  notify(title: string, body: string): void;
  /** The embedded server's origin now (it changes when sharing on the LAN restarts it). */
  origin(): string | null;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/** The notification for one socket message, or null for anything but an alert. */
export function alertNotification(data: unknown): { title: string; body: string } | null {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : null;
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const message = value as { type?: unknown; title?: unknown; body?: unknown };
    if (message.type !== 'alert' || typeof message.title !== 'string') return null;
    return { title: message.title.slice(0, 200), body: typeof message.body === 'string' ? message.body.slice(0, 1000) : '' };
  } catch {
    return null;
  }
}

/** 1 s, 2 s, 4 s … up to 30 s between tries while the server is away. */
export const reconnectMs = (failures: number): number => Math.min(30_000, 1000 * 2 ** failures);

export interface AlertListener {
  setSession(token: string | null): void;
  stop(): void;
}

export function createAlertListener(deps: AlertListenerDeps): AlertListener {
  let token: string | null = null;
  let socket: AlertSocket | null = null;
  let retry: unknown = null;
  let failures = 0;

  const disconnect = () => {
    if (retry !== null) deps.clearTimer(retry);
    retry = null;
    const open = socket;
    socket = null;
    open?.close();
  };

  const connect = () => {
    retry = null;
    if (!token) return;
    const origin = deps.origin();
    if (!origin) {
      // The server is (re)starting: look again in a moment.
      retry = deps.setTimer(connect, reconnectMs(failures));
      failures += 1;
      return;
    }
    const asked = token;
    const ws = deps.open(`${origin.replace(/^http/, 'ws')}${monitorSocketPath}?token=${encodeURIComponent(asked)}`);
    socket = ws;
    ws.on('message', (data) => {
      failures = 0;
      const shown = alertNotification(data);
      if (shown) deps.notify(shown.title, shown.body);
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      if (socket !== ws) return;
      socket = null;
      // Signed out, or another account signed in: wait for the window to say who is next.
      if (code === socketCloseCodes.sessionEnded || token !== asked) return;
      retry = deps.setTimer(connect, reconnectMs(failures));
      failures += 1;
    });
  };

  return {
    setSession(next) {
      if (next === token && (socket || retry !== null)) return;
      disconnect();
      token = next;
      failures = 0;
      connect();
    },
    stop() {
      token = null;
      disconnect();
    },
  };
}
