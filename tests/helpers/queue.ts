/**
 * What a socket received, in order, for a test to take one at a time. `next()` waits for the next
 * item, and fails naming what it waited for once `timeoutMs` passes, so a server that stays silent
 * fails its test with a reason instead of hanging it until the runner's own timeout.
 */
export interface Received<T> {
  push(item: T): void;
  next(timeoutMs?: number): Promise<T>;
}

export function receivedQueue<T>(what: string, defaultTimeoutMs = 15_000): Received<T> {
  const queued: T[] = [];
  const waiting: ((item: T) => void)[] = [];
  return {
    push(item) {
      const waiter = waiting.shift();
      if (waiter) waiter(item);
      else queued.push(item);
    },
    next(timeoutMs = defaultTimeoutMs) {
      if (queued.length > 0) return Promise.resolve(queued.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const waiter = (item: T) => {
          clearTimeout(timer);
          resolve(item);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no ${what} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
  };
}
