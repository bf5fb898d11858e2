import type { WebSocket } from 'ws';
import { maskStreamUrl } from '../../../shared/contracts/streams.js';
import { videoRetryMessage, type VideoStatus } from '../../../shared/contracts/stream-status.js';
import { streamGraceMs, streamRestartMaxMs, streamRestartMinMs, streamSocketBufferLimit } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import type { ReachPolicy } from '../../net/reach.js';
import { closeReason } from '../../ws/close-reason.js';
import { cameraFailure } from './camera-failure.js';
import { cameraInput, RingBuffer, timestampJumpBack, type FfmpegChild, type FfmpegProcesses } from './ffmpeg.js';
import { openCamera, type CameraInput } from './rtsp-guard.js';
import { GopCache } from './ts-packets.js';

export const relayModes = ['remux', 'jsmpeg'] as const;
export type RelayMode = (typeof relayModes)[number];

/** Output options: copy the H.264 video into MPEG-TS (no transcode), or MPEG-1 for jsmpeg, bounded. */
const outputs: Record<RelayMode, string[]> = {
  // -flush_packets 0: ffmpeg writes its 32 KiB buffer whole instead of a pipe write per packet;
  // far fewer reads and socket sends for the server (about 0.1 s at 2 Mbit/s).
  remux: ['-an', '-c:v', 'copy', '-f', 'mpegts', '-muxdelay', '0.1', '-flush_packets', '0', 'pipe:1'],
  jsmpeg: ['-an', '-c:v', 'mpeg1video', '-b:v', '1000k', '-maxrate', '1000k', '-bufsize', '500k', '-bf', '0', '-vf', "scale='min(960,iw)':-2", '-r', '25', '-f', 'mpegts', 'pipe:1'],
};

/** A camera that sends nothing for this long is given up on (and tried again later). */
export const relayReadTimeoutMs = 10_000;

/** ffmpeg's command line for one camera's relay: the camera in, the mode's stream on stdout. */
export function relayArgs(url: string, mode: RelayMode): string[] {
  // A short analysis (0.1 s; cameras put their SPS/PPS in the SDP) whose frames are kept, not
  // dropped as -fflags nobuffer would: the key frame that starts the stream goes out at once.
  // With nobuffer it was probed, dropped, and the viewer waited for the next one (about 1 s).
  const probe = ['-analyzeduration', '100000', '-probesize', '32768'];
  // -stimeout: a camera that takes the connection and then says nothing ends the run, with a reason.
  const timeout = ['-stimeout', String(relayReadTimeoutMs * 1000)];
  return ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'warning', ...probe, ...timeout, ...cameraInput(url), ...outputs[mode]];
}

/** 1 s, 2 s, 4 s… a minute between attempts on a camera that keeps failing. */
export function nextBackoff(current: number): number {
  return Math.min(current * 2, streamRestartMaxMs);
}

/**
 * A camera clock that goes back further than this (seconds) restarts ffmpeg. ffmpeg keeps its
 * output's timestamps increasing, so after such a jump it stamps every frame one tick after the
 * last until the camera's clock catches up: the picture would freeze for as long as the jump.
 * Seen when a second client joins a camera's shared stream, or a camera restarts its encoder.
 */
const maxClockJumpBack = 1;

/** Bytes under the socket buffer limit that only unasked writes may use (see fits). */
const headroom = 1024;

/** Who a viewer is: the session that opened the socket, and the listing it asked for. */
export interface ViewerOwner {
  userId: string;
  tokenHash: string;
  listingId: string;
}

interface Viewer extends ViewerOwner {
  socket: WebSocket;
  /** Asked for status messages (`?events=1`): Hearth's own player, not the original client. */
  events: boolean;
  /** Waiting for a key frame: a new viewer, or one whose frames were dropped. */
  waiting: boolean;
  /**
   * Bytes of a packet cut short when this viewer's frames began to drop: sent before anything
   * else, so what it has ends on a packet boundary when it resumes at a key frame.
   */
  owed: number;
}

export interface RelayOptions {
  url: string;
  mode: RelayMode;
  /** Where its viewers may have Hearth connect: the camera's redirects are held to it (rtsp-guard.ts). */
  reach: ReachPolicy;
  /** Starts ffmpeg (recorded in the data folder's ledger while it runs). */
  ffmpeg: FfmpegProcesses;
  log: (line: string) => void;
  /** The relay stopped: its owner forgets it. */
  onIdle: (relay: Relay) => void;
  /** The camera's state changed (live, or retrying with the reason). */
  onState?: (status: VideoStatus) => void;
  graceMs?: number;
}

/**
 * One camera, one output mode, one ffmpeg shared by all its viewers (whatever listing or user they
 * came from). The process restarts with back-off while viewers remain, telling them why it failed,
 * and stops a grace period after the last one leaves (at once when it has nothing running).
 */
export class Relay {
  readonly url: string;
  readonly mode: RelayMode;
  readonly reach: ReachPolicy;
  private child: FfmpegChild | null = null;
  /** ffmpeg is being started (its path is looked up first): no second start meanwhile. */
  private starting = false;
  private readonly viewers = new Set<Viewer>();
  private readonly cache = new GopCache();
  private graceTimer: NodeJS.Timeout | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private restartAt = 0;
  private backoffMs = streamRestartMinMs;
  private stopped = false;
  private startedAt = 0;
  /** ffmpeg has sent video at least once: the camera works, and a failure now is a drop. */
  private everLive = false;
  private status: VideoStatus = { type: 'status', state: 'connecting', reason: null, retryInMs: null };

  constructor(private readonly options: RelayOptions) {
    this.url = options.url;
    this.mode = options.mode;
    this.reach = options.reach;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  get state(): VideoStatus['state'] {
    return this.status.state;
  }

  get reason(): string | null {
    return this.status.reason;
  }

  hasUser(userId: string): boolean {
    for (const viewer of this.viewers) if (viewer.userId === userId) return true;
    return false;
  }

  add(socket: WebSocket, owner: ViewerOwner, events = false): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    const viewer: Viewer = { ...owner, socket, events, waiting: true, owed: 0 };
    this.viewers.add(viewer);
    if (events) this.sendStatus(viewer, this.status.state === 'retrying' ? { ...this.status, retryInMs: Math.max(0, this.restartAt - Date.now()) } : this.status);
    const start = this.cache.start();
    if (start) this.resume(viewer, start);
    socket.on('close', () => this.remove(viewer));
    socket.on('error', () => this.remove(viewer));
    socket.on('message', (data, isBinary) => {
      if (!isBinary && Buffer.isBuffer(data) && data.toString('utf8') === videoRetryMessage) this.retryNow();
    });
    if (!this.child && !this.starting && !this.restartTimer) void this.spawn();
  }

  /**
   * Closes the viewers that match (their session ended, their listing was deleted or changed).
   * A relay left without viewers stops now: nobody is coming back within a grace period.
   */
  drop(matches: (owner: ViewerOwner) => boolean, code: number, reason: string): void {
    let dropped = 0;
    for (const viewer of [...this.viewers]) {
      if (!matches(viewer)) continue;
      this.viewers.delete(viewer);
      viewer.socket.close(code, reason);
      dropped += 1;
    }
    if (dropped > 0 && this.viewers.size === 0) this.stop();
  }

  private remove(viewer: Viewer): void {
    if (!this.viewers.delete(viewer) || this.viewers.size > 0 || this.stopped) return;
    // Between attempts on a failing camera there is nothing to keep warm.
    if (!this.child && !this.starting) return this.stop();
    this.graceTimer = setTimeout(() => this.stop(), this.options.graceMs ?? streamGraceMs);
  }

  /** Kills ffmpeg and closes every viewer (shutdown, grace over). */
  stop(code = 1001, reason = 'Stream closed'): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of [this.graceTimer, this.restartTimer]) if (timer) clearTimeout(timer);
    this.child?.kill('SIGKILL');
    this.child = null;
    for (const viewer of this.viewers) viewer.socket.close(code, reason);
    this.viewers.clear();
    this.options.onIdle(this);
  }

  /** A viewer pressed Retry: a camera waiting for its next attempt gets it now. */
  private retryNow(): void {
    if (this.stopped || !this.restartTimer) return;
    clearTimeout(this.restartTimer);
    this.restartTimer = null;
    void this.spawn();
  }

  private async spawn(): Promise<void> {
    if (this.stopped || this.starting) return;
    this.starting = true;
    this.setStatus({ type: 'status', state: 'connecting', reason: null, retryInMs: null });
    let child: FfmpegChild;
    let camera: CameraInput | null = null;
    try {
      const opened = await openCamera(this.options.url, this.reach);
      if ('refused' in opened) return this.failed(opened.refused);
      camera = opened;
      if (this.stopped) return camera.close();
      child = await this.options.ffmpeg.spawn(relayArgs(camera.url, this.mode));
      if (this.stopped) {
        child.kill('SIGKILL');
        return camera.close();
      }
    } catch (error) {
      camera?.close();
      this.log(`ffmpeg could not start: ${String(error)}`);
      this.failed(messages.cameraUnreadable(''));
      return;
    } finally {
      this.starting = false;
    }
    const input = camera;
    this.child = child;
    this.startedAt = Date.now();
    this.cache.reset();
    let sent = false;
    const stderr = new RingBuffer();
    child.stdout.on('data', (chunk: Buffer) => {
      // Runs outside Express: a failure here is logged and the stream goes on, never thrown.
      try {
        if (!sent) {
          sent = true;
          this.everLive = true;
          this.setStatus({ type: 'status', state: 'live', reason: null, retryInMs: null });
        }
        this.broadcast(chunk);
      } catch (error) {
        this.log(`relaying failed: ${String(error)}`);
      }
    });
    let clockJumped = false;
    child.stderr.on('data', (chunk: Buffer) => {
      // A child-process callback: a failure is logged, never thrown (it would stop the server).
      try {
        stderr.push(chunk);
        const back = timestampJumpBack(chunk.toString('latin1'));
        if (back === null || back <= maxClockJumpBack || clockJumped) return;
        clockJumped = true;
        this.log(`the camera's clock went back ${back.toFixed(1)} s; restarting ffmpeg`);
        child.kill('SIGKILL');
      } catch (error) {
        this.log(`reading ffmpeg's log failed: ${String(error)}`);
      }
    });
    // A stream or process error is logged with the exit, never thrown (it would stop the server).
    child.stdout.on('error', (error) => stderr.push(Buffer.from(String(error))));
    child.stderr.on('error', () => undefined);
    child.on('error', (error) => stderr.push(Buffer.from(String(error))));
    child.on('close', (code, signal) => {
      input.close();
      if (this.child === child) this.child = null;
      if (this.stopped) return;
      // ffmpeg names the URL it opened (the guard's holds the camera's password too).
      const tail = [this.options.url, input.url].reduce((text, url) => text.split(url).join(maskStreamUrl(url)), stderr.text());
      this.log(`ffmpeg exited (${signal ?? code})${tail ? `:\n${tail}` : ''}`);
      this.endStream();
      if (this.viewers.size === 0) return this.stop();
      const silent = !sent && Date.now() - this.startedAt >= relayReadTimeoutMs - 500;
      const reason = clockJumped ? null : (input.failure() ?? (sent && !stderr.text().trim() ? messages.cameraStopped : cameraFailure(stderr.text(), silent)));
      this.failed(reason);
    });
  }

  /**
   * The next ffmpeg starts a new stream: everyone resumes at its first key frame, after its PAT/PMT.
   * The last packet of this one will never be finished; stuffing bytes close it for the player.
   */
  private endStream(): void {
    for (const viewer of this.viewers) {
      const owed = viewer.waiting ? viewer.owed : this.cache.owed();
      if (owed > 0) this.write(viewer.socket, Buffer.alloc(owed, 0xff));
      viewer.owed = 0;
      viewer.waiting = true;
    }
  }

  /**
   * A start of ffmpeg failed (or a run ended). A camera that has never sent a frame closes, with
   * code 1011 and the reason, the sockets of viewers that cannot hear why (no `events=1`: the
   * original client, whose socket would otherwise stay open with nothing while ffmpeg tries
   * again); Hearth's player hears the reason and the next attempt, and keeps the back-off and
   * Retry. A camera that was live and dropped is tried again for every viewer.
   */
  private failed(reason: string | null): void {
    if (this.stopped) return;
    if (!this.everLive) {
      const text = closeReason(reason ?? messages.cameraUnreadable(''));
      for (const viewer of [...this.viewers]) {
        if (viewer.events) continue;
        this.viewers.delete(viewer);
        viewer.socket.close(1011, text);
      }
      if (this.viewers.size === 0) {
        // Nobody left to try again for: what was learnt is kept (GET /stream/status says it).
        this.setStatus({ type: 'status', state: 'retrying', reason, retryInMs: null });
        return this.stop(1011, text);
      }
    }
    this.scheduleRestart(reason);
  }

  /** Waits before the next attempt (a run that lasted a minute starts the count over) and says why. */
  private scheduleRestart(reason: string | null): void {
    if (this.stopped) return;
    if (Date.now() - this.startedAt > 60_000) this.backoffMs = streamRestartMinMs;
    const delay = this.backoffMs;
    this.backoffMs = nextBackoff(this.backoffMs);
    this.restartAt = Date.now() + delay;
    this.setStatus({ type: 'status', state: 'retrying', reason, retryInMs: delay });
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.viewers.size > 0) void this.spawn();
      else this.stop();
    }, delay);
  }

  private setStatus(next: VideoStatus): void {
    const same = next.state === this.status.state && next.reason === this.status.reason && next.retryInMs === this.status.retryInMs;
    this.status = next;
    if (same) return;
    this.options.onState?.(next);
    for (const viewer of this.viewers) if (viewer.events) this.sendStatus(viewer, next);
  }

  /** The relay's state as a text message (a viewer who joins while it waits learns the time left). */
  private sendStatus(viewer: Viewer, status: VideoStatus): void {
    if (viewer.socket.readyState === viewer.socket.OPEN) viewer.socket.send(JSON.stringify(status));
  }

  private log(line: string): void {
    this.options.log(`Stream ${maskStreamUrl(this.options.url)} (${this.mode}): ${line}`);
  }

  /** Chunks go out as ffmpeg wrote them; a packet split between two arrives in two messages. */
  private broadcast(chunk: Buffer): void {
    const owed = this.cache.owed();
    const key = this.cache.push(chunk);
    for (const viewer of this.viewers) {
      if (!viewer.waiting) {
        if (this.fits(viewer, chunk.length)) this.write(viewer.socket, chunk);
        else this.dropFrom(viewer, chunk, owed);
      } else {
        if (viewer.owed > 0) this.dropFrom(viewer, chunk, viewer.owed);
        if (key && viewer.owed === 0) this.resume(viewer, [...this.cache.header(), ...key]);
      }
    }
  }

  /** Frames for a viewer that reads too slowly are dropped; it resumes at the next key frame. */
  private dropFrom(viewer: Viewer, chunk: Buffer, owed: number): void {
    viewer.waiting = true;
    const end = Math.min(owed, chunk.length);
    if (end > 0) this.write(viewer.socket, chunk.subarray(0, end));
    viewer.owed = owed - end;
  }

  /** Starts (or restarts) a viewer at a key frame, if all of it fits in the socket's buffer. */
  private resume(viewer: Viewer, pieces: Buffer[]): void {
    const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
    if (!this.fits(viewer, bytes)) return;
    viewer.waiting = false;
    for (const piece of pieces) this.write(viewer.socket, piece);
  }

  /**
   * Room is kept below the limit for what is written without asking: the bytes that end a cut
   * packet (under 188), a dying stream's stuffing, and the frame headers of the messages.
   */
  private fits(viewer: Viewer, bytes: number): boolean {
    return viewer.socket.bufferedAmount + bytes + headroom <= streamSocketBufferLimit;
  }

  /** A Buffer goes as a binary message; without a callback, ws tracks nothing per message. */
  private write(socket: WebSocket, data: Buffer): void {
    if (socket.readyState === socket.OPEN) socket.send(data);
  }
}
