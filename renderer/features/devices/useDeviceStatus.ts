import { useCallback, useEffect, useRef, useState } from 'react';
import { instantPrefix, watchAllMessage, type DeviceStatusMessage, type WakeProgressMessage } from '../../../shared/contracts/devices.js';
import { socketCloseCodes } from '../../../shared/constants.js';
import { backoffMs } from '../../api/backoff.js';
import { checkSession, signedOut } from '../../api/client.js';
import { whenOnline } from '../../api/connectivity.js';
import { getToken } from '../auth/authStore.js';
import { nextLiveStatus, type LiveStatus } from './liveStatus.js';

export type { LiveStatus } from './liveStatus.js';

function statusUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/?token=${encodeURIComponent(token)}`;
}

function parse(text: string): DeviceStatusMessage | WakeProgressMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'deviceId' in value ? (value as DeviceStatusMessage | WakeProgressMessage) : null;
  } catch {
    return null;
  }
}

/**
 * ONE status socket for the whole screen: it asks for `watch-all` and keeps every device's live
 * state; `check(id)` sends `instant-{id}` on the same socket and shows "checking" until the
 * answer. While the screen stays open it reconnects with back-off (1 s, 2 s… 15 s), once the API
 * answers again; a socket closed because the session ended, or one that cannot open for a
 * revoked sign-in, goes to /login instead of around again.
 */
export function useDeviceStatus(enabled: boolean): { statuses: Record<string, LiveStatus>; check: (id: string) => void } {
  const [statuses, setStatuses] = useState<Record<string, LiveStatus>>({});
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let retry: number | undefined;
    let failures = 0;
    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const ws = new WebSocket(statusUrl(token));
      let opened = false;
      socket.current = ws;
      ws.onopen = () => {
        opened = true;
        failures = 0;
        ws.send(watchAllMessage);
      };
      ws.onmessage = (event: MessageEvent<unknown>) => {
        const message = typeof event.data === 'string' ? parse(event.data) : null;
        if (!message) return;
        setStatuses((all) => ({ ...all, [message.deviceId]: nextLiveStatus(all[message.deviceId] ?? {}, message) }));
      };
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (event.code === socketCloseCodes.sessionEnded) return signedOut();
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
      socket.current?.close();
      socket.current = null;
    };
  }, [enabled]);

  const check = useCallback((id: string) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    setStatuses((all) => ({ ...all, [id]: { ...all[id], checking: true } }));
    ws.send(`${instantPrefix}${id}`);
  }, []);

  return { statuses, check };
}
