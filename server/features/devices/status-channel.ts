import { WebSocket, type RawData } from 'ws';
import type { Db } from '../../db/client.js';
import type { Channel } from '../../ws/hub.js';
import { instantPrefix, watchAllMessage, type DeviceStatusMessage, type WakeProgressMessage } from '../../../shared/contracts/devices.js';
import { messages } from '../../../shared/messages.js';
import { findDevice } from './devices.repo.js';
import { storedStatus, type DeviceMonitor } from './device-monitor.js';

/**
 * The device-status socket at `/?token=` (original-server §3.3): `instant-{id}` checks once,
 * any other text watches one device every 60 s, and `watch-all` pushes every change of the
 * caller's devices. Only the caller's own devices are ever looked at.
 */
export function deviceStatusChannel(db: Db, monitor: DeviceMonitor, log: (line: string) => void): Channel {
  return {
    name: 'device-status',
    match: (pathname) => (pathname === '/' ? '' : null),
    open(socket, { user }) {
      let single: NodeJS.Timeout | null = null;
      let unwatchAll: (() => void) | null = null;
      const send = (message: string | DeviceStatusMessage | WakeProgressMessage) => {
        try {
          if (socket.readyState === WebSocket.OPEN) socket.send(typeof message === 'string' ? message : JSON.stringify(message));
        } catch (error) {
          log(`Device status send failed: ${String(error)}`);
        }
      };
      const fail = (error: unknown) => send(`Error: ${error instanceof Error ? error.message : String(error)}`);

      const instant = (id: string) => {
        const row = findDevice(db, user.id, id);
        if (!row?.deviceIp) {
          send(messages.statusNoIp);
          // The original closes here; a socket that also watches everything stays for the rest.
          if (!unwatchAll) socket.close();
          return;
        }
        monitor.check(row).then(send, fail);
      };

      const watchOne = (id: string) => {
        const row = findDevice(db, user.id, id);
        if (!row) return send(`Error: ${messages.deviceNotFound}`);
        if (single) clearInterval(single);
        send(storedStatus(row));
        single = setInterval(() => {
          try {
            const current = findDevice(db, user.id, id);
            if (current?.deviceIp) monitor.check(current).then(send, fail);
          } catch (error) {
            fail(error);
          }
        }, monitor.intervalMs);
      };

      socket.on('message', (data, isBinary) => {
        try {
          if (isBinary) return;
          const text = textOf(data).trim().slice(0, 200);
          if (text === watchAllMessage) {
            unwatchAll ??= monitor.watchAll(user.id, send);
            return;
          }
          if (text.startsWith(instantPrefix)) return instant(text.slice(instantPrefix.length));
          if (text) watchOne(text);
        } catch (error) {
          fail(error);
        }
      });
      const cleanUp = () => {
        if (single) clearInterval(single);
        single = null;
        unwatchAll?.();
        unwatchAll = null;
      };
      socket.on('close', cleanUp);
      socket.on('error', cleanUp);
    },
  };
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}
