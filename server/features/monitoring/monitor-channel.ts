import { WebSocket } from 'ws';
import type { Channel } from '../../ws/hub.js';
import { monitorSocketPath, type MonitorSocketMessage } from '../../../shared/contracts/monitoring.js';

/**
 * The monitoring socket (`/ws/monitoring?token=`): status changes and alerts of the caller's
 * own monitors, for cards, browser notifications and the desktop app's tray. It only speaks;
 * anything a client sends is ignored.
 */
export class MonitorEvents {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(private readonly log: (line: string) => void) {}

  channel(): Channel {
    return {
      name: 'monitoring',
      match: (pathname) => (pathname === monitorSocketPath ? '' : null),
      open: (socket, { user }) => {
        const set = this.sockets.get(user.id) ?? new Set<WebSocket>();
        set.add(socket);
        this.sockets.set(user.id, set);
        const leave = () => {
          set.delete(socket);
          if (set.size === 0 && this.sockets.get(user.id) === set) this.sockets.delete(user.id);
        };
        socket.on('close', leave);
        socket.on('error', leave);
      },
    };
  }

  /** Whether anyone of this user listens (status messages are only built for them). */
  listening(userId: string): boolean {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }

  send(userId: string, message: MonitorSocketMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) {
      try {
        if (socket.readyState === WebSocket.OPEN) socket.send(text);
      } catch (error) {
        this.log(`Monitoring socket send failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
