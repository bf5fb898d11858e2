import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

interface WithPreload {
  preload: () => Promise<unknown>;
}

let table: RouteObject[] = [];

/** The route table preloads are matched against (main.tsx sets it; kept apart to avoid an import cycle). */
export function setPreloadRoutes(routes: RouteObject[]): void {
  table = routes;
}

function preloadOf(element: ReactNode): WithPreload['preload'] | undefined {
  if (!isValidElement(element)) return undefined;
  const type: unknown = element.type;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function' ? (type as WithPreload).preload : undefined;
}

/** Left once a path's screens are all here, so a browser test can tell a click will not suspend. */
export const routePreloadedMark = 'hearth:route-preloaded';

/**
 * Starts fetching the code of every screen `pathname` shows (its frame, its page). Screens that
 * are here already cost nothing. Resolves once all of them are in; never rejects, since a failed
 * fetch is asked again when the screen renders.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(table, pathname) ?? [];
  const loads = matches.flatMap((match) => {
    const preload = preloadOf(match.route.element);
    return preload ? [preload().catch(() => undefined)] : [];
  });
  return Promise.all(loads).then((done) => {
    performance.mark(routePreloadedMark, { detail: pathname });
    return done;
  });
}
