import { Router, type Request, type RequestHandler, type Response } from 'express';
import { brandSvg } from './simple-icons-pack.js';
import { simpleIconsPackBodies } from './simple-icons-json.js';

const svgFile = /^([a-z0-9_]{1,100})\.svg$/;

/**
 * Sends the SVG of the built-in pack's icon `file` ("github.svg"), or answers false for an
 * unknown one. `variant` is the ?variant= value: "light" for light themes.
 */
export async function sendBrandSvg(res: Response, file: string, variant: unknown): Promise<boolean> {
  const slug = svgFile.exec(file)?.[1];
  const svg = slug ? await brandSvg(slug, typeof variant === 'string' && variant.startsWith('light') ? 'light' : 'dark') : null;
  if (!svg) return false;
  res
    .set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'public, max-age=2592000',
    })
    .send(svg);
  return true;
}

/** The pack JSON, brotli or gzip when the client accepts it. Public, like the pack JSON of any portal. */
const packJson: RequestHandler = async (req: Request, res) => {
  const bodies = await simpleIconsPackBodies();
  const accepted = req.get('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  res.set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Encoding' });
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(encoding ? bodies[encoding] : bodies.identity);
};

/**
 * Public (img tags send no token) files of the built-in pack, mounted at /iconpacks:
 * /iconpacks/simple-icons/<slug>.svg (?variant=light for light themes) and the pack JSON at
 * /iconpacks/simple-icons.json. Outside /api.
 */
export function simpleIconsRoutes(): Router {
  const router = Router();
  router.get('/simple-icons.json', packJson);
  router.get('/simple-icons/:file', async (req, res, next) => {
    if (!(await sendBrandSvg(res, req.params.file, req.query.variant))) next();
  });
  router.use((_req, res) => {
    res.status(404).end();
  });
  return router;
}
