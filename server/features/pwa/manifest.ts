import { Router } from 'express';
import { defaultSiteName } from '../../../shared/constants.js';
import { pwaShortcuts, themeBackground } from '../../../shared/pwa.js';

const anySizes = [48, 72, 96, 128, 144, 192, 256, 384, 512];
const maskableSizes = [192, 512];

/** A site name fit for a home screen: one line, no control characters, at most 60 characters. */
function cleanName(name: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const text = typeof name === 'string' ? name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 60) : '';
  return text || defaultSiteName;
}

/**
 * The web app manifest: the user's site name and theme (the page asks with them in the query,
 * since a manifest is fetched without the sign-in), standalone, icons and shortcuts.
 */
export function webManifest(query: { name?: unknown; theme?: unknown }): Record<string, unknown> {
  const name = cleanName(query.name);
  const colour = themeBackground(typeof query.theme === 'string' ? query.theme : null);
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    description: 'Your self-hosted home-lab dashboard',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colour,
    theme_color: colour,
    icons: [
      ...anySizes.map((size) => ({ src: `/icons/pwa/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...maskableSizes.map((size) => ({ src: `/icons/pwa/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
    ],
    shortcuts: pwaShortcuts.map((shortcut) => ({ ...shortcut, icons: [{ src: '/icons/pwa/icon-96.png', sizes: '96x96', type: 'image/png' }] })),
  };
}

/** GET /manifest.webmanifest: open to everyone (it holds a name and a colour, nothing else). */
export function manifestRoutes(): Router {
  const router = Router();
  router.get('/manifest.webmanifest', (req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/manifest+json').send(JSON.stringify(webManifest(req.query)));
  });
  return router;
}
