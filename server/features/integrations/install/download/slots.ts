/**
 * A fixed number of turns, handed out first come first served: how many downloads, or dependency
 * installs, run at once however many are asked for. A waiter whose signal aborts leaves the queue.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /** Resolves with the function that gives the turn back (call it exactly once). */
  async take(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.free > 0) this.free -= 1;
    else await this.wait(signal);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }

  private wait(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = this.waiting.indexOf(turn);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      this.waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  /** Turns in use, for tests. */
  get busy(): number {
    return this.size - this.free;
  }
}
