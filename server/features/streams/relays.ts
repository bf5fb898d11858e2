import type { WebSocket } from 'ws';
import { streamKeepAliveMs } from '../../../shared/constants.js';
import { Relay, type RelayMode } from './relay.js';

/** Every running relay, keyed by camera and output mode. */
export class Relays {
  private readonly relays = new Map<string, Relay>();

  constructor(private readonly log: (line: string) => void) {}

  join(listingId: string, url: string, mode: RelayMode, socket: WebSocket): void {
    const key = `${listingId}:${mode}`;
    let relay = this.relays.get(key);
    if (!relay) {
      relay = new Relay(listingId, url, mode, this.log, (idle) => {
        if (this.relays.get(key) === idle) this.relays.delete(key);
      });
      this.relays.set(key, relay);
    }
    keepAlive(socket);
    relay.add(socket);
  }

  /** The ffmpeg process ids now running (tests count them). */
  pids(): number[] {
    return [...this.relays.values()].map((r) => r.pid).filter((pid): pid is number => pid !== null);
  }

  /** Closes the relays of cameras that no longer exist (a listing or its folder was deleted). */
  closeMissing(exists: (listingId: string) => boolean): void {
    for (const relay of [...this.relays.values()]) if (!exists(relay.listingId)) relay.stop(1000, 'Stream deleted');
  }

  stopAll(): void {
    for (const relay of [...this.relays.values()]) relay.stop();
  }
}

/** A ping every 5 s keeps proxies from closing an idle-looking socket; incoming messages are ignored. */
function keepAlive(socket: WebSocket): void {
  const timer = setInterval(() => {
    if (socket.readyState === socket.OPEN) socket.ping();
  }, streamKeepAliveMs);
  socket.on('close', () => clearInterval(timer));
  socket.on('message', () => undefined);
  socket.on('error', () => clearInterval(timer));
}
