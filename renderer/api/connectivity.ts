import { useSyncExternalStore } from 'react';
import { apiPrefix } from '../../shared/constants.js';
import { backoffMs } from './backoff.js';

/**
 * Whether Hearth's API can be reached from this page. A request that gets no answer at all (the
 * server restarting, Wi-Fi gone) marks it lost; from then on GET /home is tried with back-off
 * until anything answers, and every screen that waited (queries, sockets) carries on by itself.
 * A wall tablet never needs a hand: the page stays where it was.
 */
export type Connectivity = 'online' | 'reconnecting' | 'back';

/** How long 'back' ("Connected again.") lasts before it is plain 'online'. */
const backMs = 3000;

let state: Connectivity = 'online';
let attempt = 0;
let timer: number | undefined;
let backTimer: number | undefined;
const listeners = new Set<() => void>();

function set(next: Connectivity): void {
  if (state === next) return;
  state = next;
  listeners.forEach((notify) => notify());
}

/** A request got no answer: say so and start looking for the server. */
export function connectionLost(): void {
  if (state === 'reconnecting') return;
  attempt = 0;
  window.clearTimeout(backTimer);
  set('reconnecting');
  schedule();
}

/** Anything answered (even with an error status): the server is there. */
export function connectionWorks(): void {
  if (state !== 'reconnecting') return;
  window.clearTimeout(timer);
  timer = undefined;
  set('back');
  backTimer = window.setTimeout(() => set('online'), backMs);
}

/** Requests may go out: online, or just back. */
export function isReachable(): boolean {
  return state !== 'reconnecting';
}

function schedule(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void probe(), backoffMs(attempt));
}

async function probe(): Promise<void> {
  if (state !== 'reconnecting') return;
  try {
    await fetch(`${apiPrefix}/home?t=${Math.random()}`, { cache: 'no-store' });
    connectionWorks();
  } catch {
    attempt += 1;
    schedule();
  }
}

// The browser says its network is back: look now instead of at the next step of the back-off.
window.addEventListener('online', () => {
  if (state === 'reconnecting') void probe();
});

export function connectivity(): Connectivity {
  return state;
}

export function subscribeConnectivity(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Resolves once the API can be reached (at once when it can). */
export function whenOnline(): Promise<void> {
  if (isReachable()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeConnectivity(() => {
      if (!isReachable()) return;
      stop();
      resolve();
    });
  });
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, connectivity);
}
