import { Router, type Request, type Response } from 'express';
import { slugPattern } from '../../../../shared/contracts/status-pages.js';
import { statusPageMessages as m } from '../../../../shared/messages.js';
import { notFoundHtml } from './page-html.js';
import type { Snapshot, SnapshotCache } from './snapshot-cache.js';

/** A monitor's id (16 URL-safe characters, ids.ts): /status/<id> is the signed-in detail view in the app. */
const monitorIdShape = /^[A-Za-z0-9_-]{16}$/;
const cacheControl = 'public, max-age=5';

function send(req: Request, res: Response, snapshot: Snapshot, kind: 'html' | 'json'): void {
  const body = snapshot[kind];
  res.vary('Accept-Encoding').set({ 'Cache-Control': cacheControl, ETag: body.tag });
  if (req.fresh) return void res.status(304).end();
  res.type(kind === 'html' ? 'html' : 'json');
  // Gzipped once per build: a phone on a slow link gets a few KB, and no request pays for it.
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') return void res.set('Content-Encoding', 'gzip').send(body.gzip);
  res.send(body.raw);
}

/**
 * The public status pages, open without a session: /status/<slug>, its JSON at
 * /status/<slug>.json, and "/" on a page's custom domain. Only a Host that is exactly a
 * configured domain switches "/": every other host (the LAN name, an IP, localhost) gets the
 * dashboard as before, and every other path (/api, /assets, /setup, /trust) is the app's own
 * on any host, so a domain cannot take the setup or trust screens away.
 */
export function statusPublicRoutes(cache: SnapshotCache): Router {
  const router = Router();

  router.get('/', (req, res, next) => {
    const slug = cache.slugOfDomain(req.hostname);
    const snapshot = slug ? cache.get(slug) : null;
    if (!snapshot) return next();
    res.vary('Host');
    send(req, res, snapshot, 'html');
  });

  router.get('/status/:name', (req, res, next) => {
    const name = String(req.params.name);
    const json = name.endsWith('.json');
    const slug = json ? name.slice(0, -5) : name;
    const snapshot = slugPattern.test(slug) ? cache.get(slug) : null;
    if (snapshot) return send(req, res, snapshot, json ? 'json' : 'html');
    if (!json && monitorIdShape.test(name)) return next();
    res.set('Cache-Control', 'no-store');
    if (json) return void res.status(404).json({ error: true, message: m.notFound });
    res.status(404).type('html').send(notFoundHtml());
  });

  return router;
}
