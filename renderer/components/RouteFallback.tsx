import { useLayoutEffect } from 'react';
import { Loader } from './Loader.js';

/** Name of the timing mark left each time a route's Suspense fallback is committed. */
export const routeFallbackMark = 'hearth:route-fallback';

/**
 * What a route boundary shows while a screen's code loads. It leaves a performance mark when it
 * is committed, so a browser test can tell that no screen fell back to it once its data was here.
 */
export function RouteFallback() {
  useLayoutEffect(() => {
    performance.mark(routeFallbackMark);
  }, []);
  return <Loader />;
}
