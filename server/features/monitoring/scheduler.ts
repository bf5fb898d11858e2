import { createHash } from 'node:crypto';

/** The time and timers a scheduler uses: the real ones, or a test's fake clock. */
export interface Clock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return timer;
  },
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

interface Entry {
  id: string;
  intervalMs: number;
  due: number;
}

/**
 * Where in its interval a monitor runs: a fixed offset from its id, so 500 monitors of one
 * interval are spread evenly over it (no thundering herd at start or on the minute) and each
 * keeps its place across restarts.
 */
export function phaseOf(id: string, intervalMs: number): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % intervalMs;
}

/** The first time after `now` that falls on the monitor's phase. */
export function nextDue(id: string, intervalMs: number, now: number): number {
  const phase = phaseOf(id, intervalMs);
  return Math.floor((now - phase) / intervalMs) * intervalMs + phase + intervalMs;
}

/**
 * Runs each monitor once per interval on its phase, with at most `limit` checks at once for the
 * whole server. One timer waits for the earliest due monitor (a binary heap keeps them in order).
 * A check that is still running when its monitor is due again is not started twice; a target
 * that hangs holds one slot until its own timeout while the others go on.
 */
export class Scheduler {
  private heap: Entry[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly queue: string[] = [];
  private readonly running = new Set<string>();
  private timer: unknown = null;
  private timerAt = Infinity;
  private stopped = false;
  /** The most checks that ran at once (for the bench). */
  peak = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly run: (id: string) => Promise<void>,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get inFlight(): number {
    return this.running.size;
  }

  /** Places (or moves) a monitor; `soon` also checks it now (a new or changed monitor). */
  set(id: string, intervalMs: number, soon = false): void {
    this.remove(id);
    const entry: Entry = { id, intervalMs, due: nextDue(id, intervalMs, this.clock.now()) };
    this.entries.set(id, entry);
    this.push(entry);
    if (soon) this.enqueue(id);
    this.arm();
  }

  /** The monitors on the schedule. */
  ids(): string[] {
    return [...this.entries.keys()];
  }

  remove(id: string): void {
    if (!this.entries.delete(id)) return;
    this.heap = this.heap.filter((entry) => entry.id !== id);
    this.heapify();
    const queued = this.queue.indexOf(id);
    if (queued >= 0) this.queue.splice(queued, 1);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  private enqueue(id: string): void {
    if (this.running.has(id) || this.queue.includes(id)) return;
    this.queue.push(id);
    this.drain();
  }

  private drain(): void {
    while (!this.stopped && this.running.size < this.limit && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      if (!this.entries.has(id)) continue;
      this.running.add(id);
      this.peak = Math.max(this.peak, this.running.size);
      void this.run(id)
        .catch((error: unknown) => this.log(`A health check failed to run: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.running.delete(id);
          this.drain();
        });
    }
  }

  private tick = (): void => {
    this.timer = null;
    this.timerAt = Infinity;
    if (this.stopped) return;
    const now = this.clock.now();
    for (let top = this.heap[0]; top && top.due <= now; top = this.heap[0]) {
      this.pop();
      // The next run stays on the phase: a late tick (a busy or sleeping machine) skips, never bunches.
      top.due += top.intervalMs;
      if (top.due <= now) top.due += Math.ceil((now - top.due + 1) / top.intervalMs) * top.intervalMs;
      this.push(top);
      this.enqueue(top.id);
    }
    this.arm();
  };

  private arm(): void {
    if (this.stopped) return;
    const first = this.heap[0];
    if (!first || first.due >= this.timerAt) return;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timerAt = first.due;
    this.timer = this.clock.setTimer(this.tick, Math.max(0, first.due - this.clock.now()));
  }

  private push(entry: Entry): void {
    const heap = this.heap;
    heap.push(entry);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as Entry).due <= (heap[i] as Entry).due) break;
      [heap[parent], heap[i]] = [heap[i] as Entry, heap[parent] as Entry];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop();
    if (!last || heap.length === 0) return;
    heap[0] = last;
    this.sink(0);
  }

  private sink(start: number): void {
    const heap = this.heap;
    for (let i = start; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && (heap[left] as Entry).due < (heap[smallest] as Entry).due) smallest = left;
      if (right < heap.length && (heap[right] as Entry).due < (heap[smallest] as Entry).due) smallest = right;
      if (smallest === i) return;
      [heap[smallest], heap[i]] = [heap[i] as Entry, heap[smallest] as Entry];
      i = smallest;
    }
  }

  private heapify(): void {
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.sink(i);
    // The armed timer may have been for the removed entry: re-arm for the new first.
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
    this.arm();
  }
}
