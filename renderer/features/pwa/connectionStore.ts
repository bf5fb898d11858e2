import { useSyncExternalStore } from 'react';

/**
 * Whether Hearth is reachable: the browser's own online flag, and what the service worker saw
 * (it says "offline" when it answered from its copy because the server did not answer).
 */
let serverUnreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setServerUnreachable(value: boolean): void {
  if (value === serverUnreachable) return;
  serverUnreachable = value;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine || serverUnreachable);
}

/** Signing out: the service worker forgets the offline copies of this person's dashboard. */
export function forgetOfflineCopies(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'hearth-forget-copies' });
}
