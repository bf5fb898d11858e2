import { pingOptions } from './ping-args.js';

/** At most this many ping processes run at once for the whole server. */
export const maxPingsInFlight = 32;

export interface ProbeResult {
  alive: boolean;
  time: number | 'unknown';
}

/** How long one echo request waits: liveness checks can wait; a sweep must be quick. */
export interface ProbeTiming {
  /** Seconds; fractions are allowed (see ping-args.ts for each OS's unit). */
  waitSeconds: number;
}

export const livenessTiming: ProbeTiming = { waitSeconds: 2 };
// A LAN host answers in milliseconds; the sweep only has to reach it once to fill the ARP table.
export const sweepTiming: ProbeTiming = { waitSeconds: 0.2 };

/**
 * Every ping Hearth runs goes through one pool, so a scan, the status checks and a wake
 * follow-up together never start more than `limit` ping processes.
 */
export class PingPool {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most processes that were running at once (for the bench). */
  peak = 0;

  constructor(
    private readonly platform: NodeJS.Platform,
    private readonly limit = maxPingsInFlight,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  /** Pings `ip` once (an address already checked as IPv4 by the caller's schema). */
  async probe(ip: string, timing: ProbeTiming = livenessTiming): Promise<ProbeResult> {
    await this.slot();
    try {
      // The package is only loaded once something is pinged, never at server start.
      const { default: ping } = await import('ping');
      const result = await ping.promise.probe(ip, pingOptions(this.platform, timing.waitSeconds));
      return { alive: result.alive === true, time: result.alive ? result.time : 'unknown' };
    } catch {
      return { alive: false, time: 'unknown' };
    } finally {
      this.release();
    }
  }

  private slot(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      this.peak = Math.max(this.peak, this.active);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      // The slot passes straight to the next waiter; the count stays the same.
      next();
      return;
    }
    this.active -= 1;
  }
}
