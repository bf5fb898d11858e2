import { manifestHref, themeBackground } from '../../../shared/pwa.js';

/**
 * Points the page's manifest at this person's site name and theme, and colours the browser's
 * bar to match: what "Install app" and the home-screen icon then use.
 */
export function applyInstallManifest(siteName: string, theme: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(siteName, theme);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', themeBackground(theme));
}
