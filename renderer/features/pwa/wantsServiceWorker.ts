/**
 * Where the service worker runs: any secure context (https, or http://127.0.0.1 in a browser on
 * this machine), but not in the desktop app's window, whose supervisor must see when the server
 * stops answering rather than a cached page.
 */
export function wantsServiceWorker(env: { secure: boolean; supported: boolean; desktopWindow: boolean }): boolean {
  return env.secure && env.supported && !env.desktopWindow;
}
