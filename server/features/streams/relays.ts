import type { WebSocket } from 'ws';
import type { ReachPolicy } from '../../net/reach.js';
import { streamKeepAliveMs, socketCloseCodes, type StreamLimits } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import type { CameraHealth } from './camera-health.js';
import type { FfmpegProcesses } from './ffmpeg.js';
import { Relay, type RelayMode, type ViewerOwner } from './relay.js';

export interface JoinRequest extends ViewerOwner {
  url: string;
  mode: RelayMode;
  socket: WebSocket;
  /** The viewer asked for status messages (`?events=1`). */
  events: boolean;
  /** Where the viewer may have Hearth connect (a camera's redirects are held to it). */
  reach: ReachPolicy;
}

/** What the relays of one camera (both modes) are doing now. */
export interface RelayView {
  state: 'connecting' | 'live' | 'retrying';
  reason: string | null;
  viewers: number;
}

/**
 * Every running relay, keyed by camera URL, output mode and reach: however many listings and users
 * name one camera, it runs one ffmpeg per mode (and one more for those who may not reach this
 * computer, when others may: a redirect the one follows, the other must not). A user may watch `relaysPerUser` cameras at once and the
 * server relays at most `relays`; joining a camera that is already relayed costs nothing.
 */
export class Relays {
  private readonly relays = new Map<string, Relay>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly limits: Pick<StreamLimits, 'relaysPerUser' | 'relays'>,
    private readonly health: CameraHealth,
    private readonly ffmpeg: FfmpegProcesses,
  ) {}

  join(request: JoinRequest): void {
    const { url, mode, socket, reach } = request;
    const key = `${mode} ${reach.loopback ? 'any' : 'lan'} ${url}`;
    let relay = this.relays.get(key);
    const refused = this.refusal(request.userId, relay);
    if (refused) {
      socket.close(socketCloseCodes.limit, refused);
      return;
    }
    if (!relay) {
      relay = new Relay({
        url,
        mode,
        reach,
        ffmpeg: this.ffmpeg,
        log: this.log,
        onIdle: (idle) => {
          if (this.relays.get(key) === idle) this.relays.delete(key);
        },
        onState: (status) => {
          if (status.state === 'live') this.health.record(url, true);
          else if (status.state === 'retrying' && status.reason) this.health.record(url, false, status.reason);
        },
      });
      this.relays.set(key, relay);
    }
    keepAlive(socket);
    relay.add(socket, { userId: request.userId, tokenHash: request.tokenHash, listingId: request.listingId }, request.events);
  }

  private refusal(userId: string, relay: Relay | undefined): string | null {
    if (relay?.hasUser(userId)) return null;
    const mine = [...this.relays.values()].filter((r) => r.hasUser(userId)).length;
    if (mine >= this.limits.relaysPerUser) return messages.streamTooManyForUser(this.limits.relaysPerUser);
    if (!relay && this.relays.size >= this.limits.relays) return messages.streamTooManyOverall(this.limits.relays);
    return null;
  }

  /** The relays of a camera with viewers that someone under `reach` could have run, folded into one state (live wins), or null when none. */
  view(url: string, reach: ReachPolicy): RelayView | null {
    const watched = [...this.relays.values()].filter((r) => r.url === url && r.viewerCount > 0 && (reach.loopback || !r.reach.loopback));
    if (watched.length === 0) return null;
    const lead = watched.find((r) => r.state === 'live') ?? watched.find((r) => r.state === 'connecting') ?? watched[0]!;
    return { state: lead.state, reason: lead.reason, viewers: watched.reduce((sum, r) => sum + r.viewerCount, 0) };
  }

  /** The ffmpeg process ids now running (tests count them). */
  pids(): number[] {
    return [...this.relays.values()].map((r) => r.pid).filter((pid): pid is number => pid !== null);
  }

  /** Closes the viewers that came through listings that no longer exist (deleted, or a folder above). */
  closeMissing(exists: (listingId: string) => boolean): void {
    this.dropWhere((owner) => !exists(owner.listingId), 1000, 'Stream deleted');
  }

  /** Closes the viewers of a listing whose camera changed; they come back to the new one. */
  closeListing(listingId: string): void {
    this.dropWhere((owner) => owner.listingId === listingId, 1012, 'Stream changed');
  }

  /** Closes the viewers whose session ended; a relay left without viewers stops at once. */
  endSessions(ended: ReadonlySet<string>): void {
    this.dropWhere((owner) => ended.has(owner.tokenHash), socketCloseCodes.sessionEnded, messages.sessionEnded);
  }

  stopAll(): void {
    for (const relay of [...this.relays.values()]) relay.stop();
  }

  private dropWhere(matches: (owner: ViewerOwner) => boolean, code: number, reason: string): void {
    for (const relay of [...this.relays.values()]) relay.drop(matches, code, reason);
  }
}

/** A ping every 5 s keeps proxies from closing an idle-looking socket. */
function keepAlive(socket: WebSocket): void {
  const timer = setInterval(() => {
    if (socket.readyState === socket.OPEN) socket.ping();
  }, streamKeepAliveMs);
  socket.on('close', () => clearInterval(timer));
  socket.on('error', () => clearInterval(timer));
}
