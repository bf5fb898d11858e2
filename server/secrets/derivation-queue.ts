import { HttpError } from '../http/errors.js';
import { kdfMessages } from '../../shared/messages.js';

export interface QueueLimits {
  /** Derivations running at once, across every owner. */
  global: number;
  /** Calls one owner may have running and waiting; the next is refused (429). */
  perOwner: number;
  /** How long a call may wait for its turn before it is given up (503). */
  waitMs: number;
}

interface Waiter {
  start(): Promise<void>;
  timer: NodeJS.Timeout;
}

/**
 * Runs expensive work one call at a time per owner, in the order each owner asked, and at most
 * `global` calls at once. Owners take turns: after one of an owner's calls starts, that owner
 * goes to the back of the line, so one user's pile of calls never starves another's single one.
 */
export class DerivationQueue {
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly runningOwners = new Set<string>();

  constructor(private readonly limits: QueueLimits) {}

  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const mine = this.waiting.get(owner) ?? [];
    if (mine.length + (this.runningOwners.has(owner) ? 1 : 0) >= this.limits.perOwner) return Promise.reject(new HttpError(429, kdfMessages.tooManyWaiting));
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        // A throw inside work becomes a rejection, never a throw out of pump.
        start: () => Promise.resolve().then(work).then(resolve, reject),
        timer: setTimeout(() => {
          this.drop(owner, waiter);
          reject(new HttpError(503, kdfMessages.busy));
        }, this.limits.waitMs),
      };
      waiter.timer.unref();
      this.waiting.set(owner, [...mine, waiter]);
      this.pump();
    });
  }

  /** Calls running and waiting, for tests and diagnostics. */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const line of this.waiting.values()) waiting += line.length;
    return { running: this.runningOwners.size, waiting };
  }

  private drop(owner: string, waiter: Waiter): void {
    const rest = (this.waiting.get(owner) ?? []).filter((w) => w !== waiter);
    if (rest.length === 0) this.waiting.delete(owner);
    else this.waiting.set(owner, rest);
  }

  private pump(): void {
    for (const owner of [...this.waiting.keys()]) {
      if (this.runningOwners.size >= this.limits.global) return;
      if (this.runningOwners.has(owner)) continue;
      const [next, ...rest] = this.waiting.get(owner) ?? [];
      if (!next) continue;
      // Deleted and set again, so this owner's next call comes after every other owner's.
      this.waiting.delete(owner);
      if (rest.length > 0) this.waiting.set(owner, rest);
      clearTimeout(next.timer);
      this.runningOwners.add(owner);
      void next.start().finally(() => {
        this.runningOwners.delete(owner);
        this.pump();
      });
    }
  }
}
