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
  /** The user whose monitor it is: slots are shared out by user. */
  owner: string;
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
 *
 * The slots are shared out by user (fair queueing): due checks wait in one queue per user and
 * are started round robin, one user's next check after another's, and while other users have
 * monitors a user holds at most half the slots. So 300 monitors of one user aimed at a host that
 * never answers fill their own half, and another user's monitor still runs when it is due. The
 * half is kept free whether or not the others are waiting at that moment: a slot taken by a
 * hanging check comes back only at its timeout (up to a minute), too late for a check due now.
 */
export class Scheduler {
  private heap: Entry[] = [];
  private readonly entries = new Map<string, Entry>();
  /** Due checks by user; the map's order is the round: a user served goes to its end. */
  private readonly waiting = new Map<string, string[]>();
  private readonly queued = new Set<string>();
  private readonly running = new Set<string>();
  private readonly runningBy = new Map<string, number>();
  /** How many monitors each user has on the schedule. */
  private readonly owners = new Map<string, number>();
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

  /** Checks of one user running now. */
  inFlightOf(owner: string): number {
    return this.runningBy.get(owner) ?? 0;
  }

  /** The most checks one user may run at once now: all the slots for a lone user, else half. */
  get share(): number {
    return this.owners.size > 1 ? Math.max(1, Math.floor(this.limit / 2)) : this.limit;
  }

  /** Places (or moves) a monitor of `owner`; `soon` also checks it now (a new or changed monitor). */
  set(id: string, intervalMs: number, owner: string, soon = false): void {
    this.remove(id);
    const entry: Entry = { id, owner, intervalMs, due: nextDue(id, intervalMs, this.clock.now()) };
    this.entries.set(id, entry);
    this.owners.set(owner, (this.owners.get(owner) ?? 0) + 1);
    this.push(entry);
    if (soon) this.enqueue(entry);
    this.arm();
  }

  /** The monitors on the schedule. */
  ids(): string[] {
    return [...this.entries.keys()];
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const left = (this.owners.get(entry.owner) ?? 1) - 1;
    if (left > 0) this.owners.set(entry.owner, left);
    else this.owners.delete(entry.owner);
    this.heap = this.heap.filter((other) => other.id !== id);
    this.heapify();
    if (!this.queued.delete(id)) return;
    const queue = this.waiting.get(entry.owner) ?? [];
    queue.splice(queue.indexOf(id), 1);
    if (queue.length === 0) this.waiting.delete(entry.owner);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.waiting.clear();
    this.queued.clear();
  }

  private enqueue(entry: Entry): void {
    if (this.running.has(entry.id) || this.queued.has(entry.id)) return;
    this.queued.add(entry.id);
    const queue = this.waiting.get(entry.owner);
    if (queue) queue.push(entry.id);
    else this.waiting.set(entry.owner, [entry.id]);
    this.drain();
  }

  private drain(): void {
    while (!this.stopped && this.running.size < this.limit) {
      const entry = this.next();
      if (!entry) return;
      this.start(entry);
    }
  }

  /** The next user in the round with a check waiting and a slot left in its share, and that check. */
  private next(): Entry | null {
    const share = this.share;
    for (const [owner, queue] of this.waiting) {
      if (this.inFlightOf(owner) >= share) continue;
      const id = queue.shift() as string;
      // To the end of the round (or out of it when nothing of theirs waits).
      this.waiting.delete(owner);
      if (queue.length > 0) this.waiting.set(owner, queue);
      this.queued.delete(id);
      return this.entries.get(id) ?? null;
    }
    return null;
  }

  private start(entry: Entry): void {
    const { id, owner } = entry;
    this.running.add(id);
    this.runningBy.set(owner, this.inFlightOf(owner) + 1);
    this.peak = Math.max(this.peak, this.running.size);
    void this.run(id)
      .catch((error: unknown) => this.log(`A health check failed to run: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running.delete(id);
        const left = this.inFlightOf(owner) - 1;
        if (left > 0) this.runningBy.set(owner, left);
        else this.runningBy.delete(owner);
        this.drain();
      });
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
      this.enqueue(top);
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
