import { useCallback, useEffect, useRef, useState } from 'react';
import { instantPrefix, watchAllMessage, type DeviceStatusMessage, type WakeProgressMessage } from '../../../shared/contracts/devices.js';
import { getToken } from '../auth/authStore.js';

export interface LiveStatus {
  alive?: boolean;
  checking?: boolean;
  wake?: WakeProgressMessage;
}

const reconnectMs = 5_000;

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
 * answer. Reconnects while the screen stays open.
 */
export function useDeviceStatus(enabled: boolean): { statuses: Record<string, LiveStatus>; check: (id: string) => void } {
  const [statuses, setStatuses] = useState<Record<string, LiveStatus>>({});
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let retry: number | undefined;
    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const ws = new WebSocket(statusUrl(token));
      socket.current = ws;
      ws.onopen = () => ws.send(watchAllMessage);
      ws.onmessage = (event: MessageEvent<unknown>) => {
        const message = typeof event.data === 'string' ? parse(event.data) : null;
        if (!message) return;
        setStatuses((all) => {
          const current = all[message.deviceId] ?? {};
          const next: LiveStatus = 'wake' in message ? { ...current, wake: message } : { ...current, alive: message.alive, checking: false };
          return { ...all, [message.deviceId]: next };
        });
      };
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (!stopped) retry = window.setTimeout(connect, reconnectMs);
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
