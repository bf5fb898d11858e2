import { registerSW } from 'virtual:pwa-register';
import { setServerUnreachable } from './connectionStore.js';
import { showUpdateToast } from './UpdateToast.js';
import { wantsServiceWorker } from './wantsServiceWorker.js';

/** Registers /sw.js; a new version waits until the person picks Reload in the toast. */
export function startServiceWorker(): void {
  const desktopWindow = 'hearthDesktop' in window;
  if (!wantsServiceWorker({ secure: window.isSecureContext, supported: 'serviceWorker' in navigator, desktopWindow })) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'hearth-connection' && 'offline' in data) setServerUnreachable(data.offline === true);
  });
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      showUpdateToast(() => {
        // workbox-window reloads only for an update it found itself; the browser's own checks count too.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void update(true);
      }),
    onRegisteredSW: () => {
      // The scripts this first visit loaded before the worker was in charge are kept too.
      void navigator.serviceWorker.ready.then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'hearth-keep-assets', urls });
      });
    },
  });
}
