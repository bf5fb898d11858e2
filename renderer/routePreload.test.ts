import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { preloadRoute, setPreloadRoutes } from './routePreload.js';

/** A screen like preloadable()'s: a component with a preload() that records its calls. */
function screen(name: string, calls: string[]) {
  const Screen: FunctionComponent = () => null;
  return Object.assign(Screen, {
    preload: () => {
      calls.push(name);
      return Promise.resolve();
    },
  });
}

describe('preloading the screens of a path', () => {
  it('fetches the code of every preloadable screen the path shows, and of no other', async () => {
    const calls: string[] = [];
    const Plain: FunctionComponent = () => null;
    const routes: RouteObject[] = [
      {
        element: createElement(Plain),
        children: [
          { path: 'login', element: createElement(screen('login', calls)) },
          {
            element: createElement(screen('shell', calls)),
            children: [
              { index: true, element: createElement(screen('home', calls)) },
              { path: 'c/:listingId', element: createElement(screen('folder', calls)) },
            ],
          },
        ],
      },
    ];
    setPreloadRoutes(routes);
    await preloadRoute('/c/abc123');
    expect(calls).toEqual(['shell', 'folder']);
    calls.length = 0;
    await preloadRoute('/no/such/screen');
    expect(calls).toEqual([]);
  });

  it('resolves even when a fetch fails: the screen asks again when it renders', async () => {
    const Failing = Object.assign((() => null) as FunctionComponent, { preload: () => Promise.reject(new Error('offline')) });
    setPreloadRoutes([{ path: 'x', element: createElement(Failing) }]);
    await expect(preloadRoute('/x')).resolves.toEqual([undefined]);
  });
});
