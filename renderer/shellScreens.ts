import { preloadable } from './preloadable.js';

/** The signed-in shell and home: preloaded while the login form is filled in (warmStart.ts). */
export const AppShell = preloadable(() => import('./components/AppShell.js'));
export const HomePage = preloadable(() => import('./features/home/HomePage.js'));
