import type { IncomingMessage } from 'node:http';
import type { DockerContainer } from '../../../shared/contracts/docker.js';
import type { EngineClient } from './engine-client.js';

/** How old a host's list may be while its event stream is open (status words like "Up 3 minutes" age slowly), and while it is not. */
export const maxAgeWatchedMs = 10_000;
export const maxAgeUnwatchedMs = 2_000;
/** Nobody asked for this long: the event stream is closed (opened again by the next list). */
const idleMs = 5 * 60_000;
const retryMs = 5_000;

/**
 * One host's container list, kept between calls. Listing 100 containers costs an engine far more
 * than Hearth's budget for the whole answer (podman: 0.2-1 s on this kind of machine), so the
 * list is read again only when the engine's event stream says a container changed (created,
 * started, died, health_status…), when Hearth acted on one, or when it is older than the max age.
 * Calls that arrive while it is being read share that read.
 */
export class ContainerSnapshot {
  private items: DockerContainer[] | null = null;
  private at = 0;
  private dirty = true;
  private loading: Promise<DockerContainer[]> | null = null;
  private events: IncomingMessage | null = null;
  private opening = false;
  private retryAt = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly client: EngineClient,
    private readonly load: () => Promise<DockerContainer[]>,
    private readonly log: (line: string) => void,
  ) {}

  async get(): Promise<DockerContainer[]> {
    this.watch();
    const maxAge = this.events ? maxAgeWatchedMs : maxAgeUnwatchedMs;
    if (this.items && !this.dirty && Date.now() - this.at < maxAge) return this.items;
    return this.refresh();
  }

  /** Something changed (Hearth acted on a container): the next call reads the engine. */
  invalidate(): void {
    this.dirty = true;
  }

  stop(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.events?.destroy();
    this.events = null;
  }

  private refresh(): Promise<DockerContainer[]> {
    this.loading ??= (async () => {
      // Cleared before reading: an event that arrives during the read makes the next call read again.
      this.dirty = false;
      try {
        const items = await this.load();
        this.items = items;
        this.at = Date.now();
        return items;
      } catch (error) {
        this.dirty = true;
        throw error;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private watch(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(), idleMs);
    this.idle.unref();
    if (this.events || this.opening || Date.now() < this.retryAt) return;
    this.opening = true;
    this.client
      .stream('/events', { query: { filters: JSON.stringify({ type: ['container'] }) }, timeoutMs: 5_000 })
      .then((stream) => {
        this.opening = false;
        if (!this.idle) return void stream.destroy();
        this.events = stream;
        // Any event is a reason to read again; what it says is not needed.
        stream.on('data', () => (this.dirty = true));
        const lost = () => {
          if (this.events !== stream) return;
          this.events = null;
          this.dirty = true;
          this.retryAt = Date.now() + retryMs;
        };
        stream.once('error', lost);
        stream.once('close', lost);
      })
      .catch((error: unknown) => {
        this.opening = false;
        this.retryAt = Date.now() + retryMs;
        this.log(`Docker events from ${this.client.where}: ${error instanceof Error ? error.message : String(error)}`);
      });
  }
}
