import { useCallback, useEffect, useRef } from 'react';
import { socketCloseCodes } from '../../../shared/constants.js';
import { backoffMs } from '../../api/backoff.js';
import { checkSession, signedOut } from '../../api/client.js';
import { whenOnline } from '../../api/connectivity.js';
import { getToken } from '../auth/authStore.js';

/** ws(s)://this-host{path}?token=… (the hub takes the session token as a query parameter). */
export function socketUrl(path: string, token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const join = path.includes('?') ? '&' : '?';
  return `${scheme}://${location.host}${path}${join}token=${encodeURIComponent(token)}`;
}

interface LiveSocketOptions {
  /** The channel's path with its query, or null to stay closed. A new path opens a new socket. */
  path: string | null;
  /** Each text frame the server sends. */
  onMessage: (text: string) => void;
  /** Called after every (re)connect, e.g. to say what to watch. */
  onOpen?: (socket: WebSocket) => void;
  /** A close the server meant (the stream ended), after which trying again would not help. */
  isFinal?: (event: CloseEvent) => boolean;
  onClose?: (event: CloseEvent) => void;
}

/**
 * One socket while the screen that needs it is open, like the device-status socket: reconnects
 * with back-off once the API answers again, and goes to /login when the session has ended.
 */
export function useLiveSocket({ path, onMessage, onOpen, isFinal, onClose }: LiveSocketOptions): (text: string) => boolean {
  const socket = useRef<WebSocket | null>(null);
  // The latest callbacks, without reopening the socket when the caller re-renders.
  const handlers = useRef({ onMessage, onOpen, isFinal, onClose });
  useEffect(() => {
    handlers.current = { onMessage, onOpen, isFinal, onClose };
  });

  useEffect(() => {
    if (!path) return;
    let stopped = false;
    let retry: number | undefined;
    let failures = 0;
    let current: WebSocket | null = null;
    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const ws = new WebSocket(socketUrl(path, token));
      current = ws;
      socket.current = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        failures = 0;
        handlers.current.onOpen?.(ws);
      };
      ws.onmessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') handlers.current.onMessage(event.data);
      };
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        handlers.current.onClose?.(event);
        if (event.code === socketCloseCodes.sessionEnded) return signedOut();
        if (handlers.current.isFinal?.(event)) return;
        // The upgrade's 401 is invisible here: HTTP tells whether the sign-in still holds.
        if (!opened) void checkSession();
        retry = window.setTimeout(() => void whenOnline().then(connect), backoffMs(failures));
        failures += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      current?.close();
      socket.current = null;
    };
  }, [path]);

  /** Sends on the open socket; false while it is (re)connecting, when onOpen will say it again. */
  return useCallback((text: string) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(text);
    return true;
  }, []);
}
