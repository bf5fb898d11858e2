import { WebSocket, type RawData } from 'ws';
import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../../context.js';
import type { Channel } from '../../ws/hub.js';
import { dockerSocketPath, dockerSocketRequestSchema, type ContainerRef, type ContainerStats, type DockerSocketMessage } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import type { Engines } from './engines.js';
import { LogFrames } from './log-frames.js';
import { statsFigures, type StatsSample } from './stats-math.js';
import { EngineError } from './engine-error.js';

/** How often a screen's containers are sampled while it is open. */
export const statsIntervalMs = 3_000;
/** Past this much unsent data a slow reader's log stream waits. */
const maxBufferedBytes = 1024 * 1024;
const statsConcurrency = 8;

const reason = (error: unknown): string => (error instanceof EngineError || error instanceof Error ? error.message : String(error));

/**
 * The containers socket (`/ws/docker?token=`). Live figures: while a screen says which
 * containers it shows, each is sampled every few seconds with a one-shot stats call (no stream
 * held open per container; CPU comes from two samples in a row). Logs: a super admin's tail,
 * followed as the engine writes it, with back-pressure for a slow reader. Every callback catches
 * its own errors: nothing a client or an engine does may throw out of the socket.
 */
export function dockerChannel(ctx: Pick<AppContext, 'log'>, engines: Engines, options: { intervalMs?: number } = {}): { channel: Channel; stop(): void } {
  const stops = new Set<() => void>();
  const channel: Channel = {
    name: 'docker',
    match: (pathname) => (pathname === dockerSocketPath ? '' : null),
    open(socket, { user }) {
      const send = (message: DockerSocketMessage) => {
        try {
          if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
        } catch (error) {
          ctx.log(`Containers socket send failed: ${reason(error)}`);
        }
      };
      const stats = new StatsPoller(engines, send, options.intervalMs ?? statsIntervalMs, ctx.log);
      let logs: IncomingMessage | null = null;
      // Each request for logs (or to stop them) supersedes any still being opened.
      let generation = 0;
      const stopLogs = () => {
        generation += 1;
        logs?.destroy();
        logs = null;
      };

      const startLogs = async (ref: ContainerRef, query: { tail: number; follow: boolean; since?: number | undefined }) => {
        stopLogs();
        const mine = generation;
        const row = engines.host(ref.host);
        if (!row) return send({ type: 'error', message: m.hostNotFound });
        const client = engines.client(row);
        const path = `/containers/${encodeURIComponent(ref.id)}`;
        const detail = await client.json<{ Config?: { Tty?: boolean } } | null>(`${path}/json`, { timeoutMs: 5_000 });
        const stream = await client.stream(`${path}/logs`, { query: { stdout: 1, stderr: 1, follow: query.follow ? 1 : 0, tail: query.tail, ...(query.since ? { since: query.since } : {}) }, timeoutMs: 10_000 });
        if (socket.readyState !== WebSocket.OPEN || mine !== generation) return void stream.destroy();
        logs = stream;
        const frames = new LogFrames(Boolean(detail?.Config?.Tty));
        let ended = false;
        const end = (message: string) => {
          // Stopped or replaced by the screen itself: nothing to tell it.
          if (ended || mine !== generation) return;
          ended = true;
          const rest = frames.end();
          if (rest.length) send({ type: 'logs', host: ref.host, id: ref.id, lines: rest });
          if (logs === stream) logs = null;
          send({ type: 'logs-end', host: ref.host, id: ref.id, message });
        };
        stream.on('data', (chunk: Buffer) => {
          try {
            const lines = frames.push(chunk);
            if (lines.length) send({ type: 'logs', host: ref.host, id: ref.id, lines });
            if (socket.bufferedAmount > maxBufferedBytes) waitForDrain(socket, stream);
          } catch (error) {
            ctx.log(`Container logs failed: ${reason(error)}`);
            stream.destroy();
          }
        });
        stream.once('end', () => end(m.logsEnded));
        stream.once('error', () => end(m.closedEarly(client.where)));
        stream.once('close', () => end(stream.readableEnded ? m.logsEnded : m.closedEarly(client.where)));
      };

      socket.on('message', (data, isBinary) => {
        try {
          if (isBinary) return send({ type: 'error', message: m.socketMessageInvalid });
          let raw: unknown;
          try {
            raw = JSON.parse(textOf(data));
          } catch {
            return send({ type: 'error', message: m.socketMessageInvalid });
          }
          const parsed = dockerSocketRequestSchema.safeParse(raw);
          if (!parsed.success) return send({ type: 'error', message: m.socketMessageInvalid });
          const request = parsed.data;
          if (request.type === 'stats') return stats.watch(request.containers);
          if (request.type === 'logs-stop') return stopLogs();
          if (!user.isSuperAdmin) return send({ type: 'error', message: m.logsNotAdmin });
          startLogs({ host: request.host, id: request.id }, request).catch((error: unknown) => send({ type: 'logs-end', host: request.host, id: request.id, message: reason(error) }));
        } catch (error) {
          ctx.log(`Containers socket message failed: ${reason(error)}`);
        }
      });
      const cleanUp = () => {
        stats.stop();
        stopLogs();
        stops.delete(cleanUp);
      };
      stops.add(cleanUp);
      socket.on('close', cleanUp);
      socket.on('error', cleanUp);
    },
  };
  return {
    channel,
    stop: () => {
      for (const stop of [...stops]) stop();
    },
  };
}

/** Holds the engine stream until the socket has sent most of what waits, then reads on. */
function waitForDrain(socket: WebSocket, stream: IncomingMessage): void {
  stream.pause();
  const check = () => {
    if (stream.destroyed || socket.readyState !== WebSocket.OPEN) return void stream.destroy();
    if (socket.bufferedAmount < maxBufferedBytes / 4) return void stream.resume();
    setTimeout(check, 100).unref();
  };
  setTimeout(check, 100).unref();
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}

/** One screen's live figures: its containers sampled in rounds, a round never overlapping the last. */
class StatsPoller {
  private refs: ContainerRef[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  private readonly previous = new Map<string, { total: number; system: number }>();

  constructor(
    private readonly engines: Engines,
    private readonly send: (message: DockerSocketMessage) => void,
    private readonly intervalMs: number,
    private readonly log: (line: string) => void,
  ) {}

  watch(refs: ContainerRef[]): void {
    this.refs = refs;
    const keys = new Set(refs.map((ref) => `${ref.host}/${ref.id}`));
    for (const key of this.previous.keys()) if (!keys.has(key)) this.previous.delete(key);
    if (refs.length && !this.timer && !this.running) this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = true;
      this.round()
        .catch((error: unknown) => this.log(`Container stats failed: ${reason(error)}`))
        .finally(() => {
          this.running = false;
          if (this.refs.length) this.schedule(this.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    const queue = [...this.refs];
    const items: ContainerStats[] = [];
    const worker = async () => {
      for (let ref = queue.shift(); ref; ref = queue.shift()) {
        const item = await this.sample(ref).catch(() => null);
        if (item) items.push(item);
      }
    };
    await Promise.all(Array.from({ length: Math.min(statsConcurrency, queue.length) }, worker));
    if (!this.stopped && items.length) this.send({ type: 'stats', items });
  }

  private async sample(ref: ContainerRef): Promise<ContainerStats | null> {
    const row = this.engines.host(ref.host);
    if (!row) return null;
    const sample = await this.engines.client(row).json<StatsSample | null>(`/containers/${encodeURIComponent(ref.id)}/stats`, { query: { stream: false, 'one-shot': true }, timeoutMs: 5_000, maxBytes: 256 * 1024 });
    if (!sample) return null;
    const key = `${ref.host}/${ref.id}`;
    const figures = statsFigures(sample, this.previous.get(key) ?? null);
    if (figures.cpu) this.previous.set(key, figures.cpu);
    return { host: ref.host, id: ref.id, cpuPercent: figures.cpuPercent, memoryBytes: figures.memoryBytes, memoryLimitBytes: figures.memoryLimitBytes, rxBytes: figures.rxBytes, txBytes: figures.txBytes, at: sample.read ?? new Date().toISOString() };
  }
}
