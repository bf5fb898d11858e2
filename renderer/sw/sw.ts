// Hearth's service worker (built by vite-plugin-pwa's injectManifest into /sw.js): the shell,
// fonts and icons come from the cache, so Hearth opens without the network; the dashboard and
// folder lists fall back to the last copy seen (without secrets); it waits to update until
// the page says "reload".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { endsOfflineCopies, keepsOfflineCopy, offlineCopyKey, withoutSecrets } from './offlineCopies.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const offlineCache = 'hearth-offline-copies';
const assetCache = 'hearth-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once; later versions wait for the person's Reload.
clientsClaim();

// Every screen is the one index.html (the SPA); server paths are not screens.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/images\//, /^\/iconpacks\//, /^\/manifest\.webmanifest/] }));

// Screens loaded later (editors, players) have hashed, immutable names: kept once seen.
registerRoute(({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && /^\/(assets|icons)\//.test(url.pathname), new CacheFirst({ cacheName: assetCache }));

/** Tells the open pages whether the server answered, for the "you're offline" banner. */
async function announce(offline: boolean): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'hearth-connection', offline });
}

async function answerWithCopy(request: Request): Promise<Response> {
  const key = await offlineCopyKey(request.url, request.headers.get('authorization'));
  try {
    const response = await fetch(request);
    void announce(false);
    if (endsOfflineCopies(response.status)) await caches.delete(offlineCache);
    if (key && response.ok) {
      const body = withoutSecrets(await response.clone().json());
      const cache = await caches.open(offlineCache);
      await cache.put(key, new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'x-hearth-offline-copy': '1' } }));
    }
    return response;
  } catch (error) {
    const copy = key ? await (await caches.open(offlineCache)).match(key) : undefined;
    if (!copy) throw error;
    void announce(true);
    return copy;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !keepsOfflineCopy(event.request.method, url.pathname)) return;
  event.respondWith(answerWithCopy(event.request));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  // The page asked to update ("new version, reload").
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  // Signing out (or the server ending the session, as the page found out) forgets the offline copies.
  if (data.type === 'hearth-forget-copies') event.waitUntil(caches.delete(offlineCache));
  // Scripts the first visit loaded before this worker controlled the page.
  if (data.type === 'hearth-keep-assets' && 'urls' in data && Array.isArray(data.urls)) {
    const urls = data.urls.filter((url): url is string => typeof url === 'string' && new URL(url).origin === self.location.origin && new URL(url).pathname.startsWith('/assets/'));
    event.waitUntil(caches.open(assetCache).then((cache) => cache.addAll(urls)));
  }
});
