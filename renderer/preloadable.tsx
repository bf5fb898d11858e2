import { lazy, type ComponentType, type JSX } from 'react';
import { reachable } from './api/reachableImport.js';

export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Fetches the code now; once it is in, the component renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a screen that is fetched ahead of time (the shell and home during sign-in). A
 * lazy component suspends on its first render even when its code is already here, and React
 * holds a revealed Suspense boundary back ~300 ms: with the code preloaded, this renders the
 * loaded component at once instead.
 */
export function preloadable<P extends object>(fetchCode: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const load = reachable(fetchCode);
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed fetch may be retried by the next render.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => load());
  const Screen = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload });
}
