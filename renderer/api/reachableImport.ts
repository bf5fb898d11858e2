import { connectionLost, whenOnline } from './connectivity.js';

/**
 * A screen's code, fetched when it is first shown. With the server gone at that moment (a
 * restart, the Wi-Fi), the fetch waits for it instead of breaking the page: once the API answers
 * again the code is asked for again, and if the browser kept the failed fetch, the page reloads
 * where it is (the screen's address is all it needs).
 */
export function reachable<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async () => {
      connectionLost();
      await whenOnline();
      return load().catch(() => {
        window.location.reload();
        return new Promise<T>(() => undefined);
      });
    });
}
