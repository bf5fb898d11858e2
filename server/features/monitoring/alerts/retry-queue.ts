import type { Clock } from '../scheduler.js';

/** After a failed send, the waits before the next tries: three more, then the alert is given up. */
export const retryDelaysMs = [30_000, 120_000, 600_000] as const;

/**
 * A channel that is down should not collect an unbounded pile of alerts, each retried three
 * times when it comes back: at most this many wait per channel, the oldest dropped first.
 */
export const maxWaitingPerChannel = 5;

interface Waiting {
  timer: unknown;
}

/**
 * The retries waiting, per channel. In memory only: a restart forgets them (an alert that old has
 * usually been overtaken by the next check's). Timers come from the clock so a test can run them
 * without waiting.
 */
export class RetryQueue {
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly timers: Pick<Clock, 'setTimer' | 'clearTimer'>,
    private readonly log: (line: string) => void,
  ) {}

  /** Runs `run` after `ms`, for `channelId`; drops the channel's oldest waiting retry past the cap. */
  later(channelId: string, ms: number, run: () => Promise<void>): void {
    const list = this.waiting.get(channelId) ?? [];
    while (list.length >= maxWaitingPerChannel) {
      const oldest = list.shift();
      if (oldest) this.timers.clearTimer(oldest.timer);
      this.log(`Alert channel ${channelId}: too many alerts waiting to be sent again; the oldest is dropped.`);
    }
    const entry: Waiting = { timer: null };
    entry.timer = this.timers.setTimer(() => {
      const current = this.waiting.get(channelId) ?? [];
      const rest = current.filter((w) => w !== entry);
      if (rest.length > 0) this.waiting.set(channelId, rest);
      else this.waiting.delete(channelId);
      run().catch((error: unknown) => this.log(`Retrying an alert failed: ${error instanceof Error ? error.message : String(error)}`));
    }, ms);
    list.push(entry);
    this.waiting.set(channelId, list);
  }

  /** How many alerts wait to be sent again to the channel. */
  count(channelId: string): number {
    return this.waiting.get(channelId)?.length ?? 0;
  }

  stop(): void {
    for (const list of this.waiting.values()) for (const entry of list) this.timers.clearTimer(entry.timer);
    this.waiting.clear();
  }
}
