import { Router } from 'express';
import { brandSvg } from './simple-icons-pack.js';

const svgFile = /^([a-z0-9_]{1,100})\.svg$/;

/**
 * Public (img tags send no token) SVGs of the built-in pack at /iconpacks/simple-icons/<slug>.svg,
 * with ?variant=light for light themes. Mounted outside /api.
 */
export function simpleIconsSvg(): Router {
  const router = Router();
  router.get('/:file', async (req, res, next) => {
    const slug = svgFile.exec(req.params.file)?.[1];
    const variant = typeof req.query.variant === 'string' && req.query.variant.startsWith('light') ? 'light' : 'dark';
    const svg = slug ? await brandSvg(slug, variant) : null;
    if (!svg) {
      next();
      return;
    }
    res
      .set({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'Cache-Control': 'public, max-age=2592000',
      })
      .send(svg);
  });
  router.use((_req, res) => {
    res.status(404).end();
  });
  return router;
}
