import { Router } from 'express';
import type { ServerConfig } from '../../config.js';
import { uploadedFileName, uploadsDir } from './uploads.js';

/**
 * Serves processed uploads publicly at /images/<file>: img tags can't send a token, and the names
 * are random. Only names of the shape we write are looked up, so no path can leave the folder;
 * everything else is a plain 404 (never the SPA).
 */
export function uploadedImages(config: Pick<ServerConfig, 'dataDir'>): Router {
  const router = Router();
  const root = uploadsDir(config.dataDir);
  router.get('/:file', (req, res, next) => {
    const { file } = req.params;
    if (!uploadedFileName.test(file)) {
      next();
      return;
    }
    res.sendFile(file, { root, dotfiles: 'deny', maxAge: '1y', immutable: true, headers: { 'X-Content-Type-Options': 'nosniff' } }, (err) => {
      if (err && !res.headersSent) res.status(404).end();
    });
  });
  router.use((_req, res) => {
    res.status(404).end();
  });
  return router;
}
