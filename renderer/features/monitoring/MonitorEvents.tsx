import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketCloseCodes } from '../../../shared/constants.js';
import { monitorSocketPath, type AlertMessage, type MonitorSocketMessage, type MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { backoffMs } from '../../api/backoff.js';
import { checkSession, signedOut } from '../../api/client.js';
import { whenOnline } from '../../api/connectivity.js';
import { getToken } from '../auth/authStore.js';
import { monitorKeys, useMonitorSummary } from './monitorQueries.js';

function parse(text: string): MonitorSocketMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'type' in value ? (value as MonitorSocketMessage) : null;
  } catch {
    return null;
  }
}

/**
 * A browser notification for an alert, where the browser allows them. Not inside the desktop
 * app: its tray shows the same alert as a desktop notification, even with the window closed.
 */
export function notifyInBrowser(alert: AlertMessage): void {
  if ('hearthDesktop' in window) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(alert.title, { body: alert.body, tag: alert.monitorId ?? alert.event });
  } catch {
    // Some mobile browsers only notify from a service worker; the card shows the state anyway.
  }
}

/**
 * The monitoring socket while someone signed in has monitors: status changes go straight into
 * the cards' data, alerts become browser notifications. Reconnects with back-off like the device
 * socket; a socket closed because the session ended goes to /login.
 */
export function MonitorEvents() {
  const queryClient = useQueryClient();
  const { data } = useMonitorSummary();
  const watching = (data?.length ?? 0) > 0;

  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    let retry: number | undefined;
    let failures = 0;
    let socket: WebSocket | null = null;
    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${monitorSocketPath}?token=${encodeURIComponent(token)}`);
      socket = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        failures = 0;
      };
      ws.onmessage = (event: MessageEvent<unknown>) => {
        const message = typeof event.data === 'string' ? parse(event.data) : null;
        if (!message) return;
        if (message.type === 'alert') return notifyInBrowser(message);
        queryClient.setQueryData<MonitorSummary[]>(monitorKeys.summary, (items) => items?.map((item) => (item._id === message.monitor._id ? message.monitor : item)));
      };
      ws.onclose = (event) => {
        if (stopped) return;
        if (event.code === socketCloseCodes.sessionEnded) return signedOut();
        if (!opened) void checkSession();
        retry = window.setTimeout(() => void whenOnline().then(connect), backoffMs(failures));
        failures += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [watching, queryClient]);

  return null;
}
