import { defaultTheme, isThemeName, type ThemeName } from './themes.js';

/**
 * Each theme's page background (--bg in renderer/styles/themes.css; a test keeps the two in
 * step): the installed app's title bar and splash screen take it.
 */
export const themeBackgrounds: Record<ThemeName, string> = {
  light: '#f3f5f9',
  themoon: '#eeeff2',
  aurora: '#ecf8f3',
  iceberg: '#edf6f9',
  solarflare: '#fff5ec',
  europa: '#f8f5ec',
  titan: '#f5eee6',
  dark: '#0e1014',
  deepspace: '#0a0c1d',
  themars: '#170d0c',
  cyberpunk: '#0c0a12',
  neptune: '#06131d',
  midnightRain: '#091417',
  galacticDream: '#130919',
  nebula: '#0f0b1b',
};

export function themeBackground(theme: string | null | undefined): string {
  return themeBackgrounds[isThemeName(theme) ? theme : defaultTheme];
}

/** The manifest's address for a site name and theme: the page points its <link rel="manifest"> here. */
export function manifestHref(siteName: string, theme: string): string {
  return `/manifest.webmanifest?${new URLSearchParams({ name: siteName, theme }).toString()}`;
}

/** The app's shortcuts (long-press on the home-screen icon). */
export const pwaShortcuts = [
  { name: 'Tasks', url: '/tasks' },
  { name: 'Snippets', url: '/snippet' },
  { name: 'Streams', url: '/streaming' },
] as const;
