import { preloadRoute } from './routePreload.js';

/** Events that say a person is about to follow a link: the pointer is on it, it has focus, a finger is down. */
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads the screen behind any in-app link as soon as someone points at it, focuses it or
 * touches it, so that by the click its code is here and it renders without a Suspense fallback
 * (which React would hold on screen for ~300 ms). One listener on the document covers every link.
 * Returns the function that removes it.
 */
export function preloadOnLinkIntent(doc: Document = document): () => void {
  let last = '';
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname === last) return;
    last = link.pathname;
    void preloadRoute(link.pathname);
  };
  for (const type of intents) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of intents) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
