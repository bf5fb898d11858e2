import { Router } from 'express';
import type { ServerConfig } from '../../config.js';
import { builtinIcons } from '../../../shared/contracts/icons.js';
import { sendBrandSvg } from '../iconpacks/simple-icons.routes.js';
import { uploadedFileName, uploadsDir } from './uploads.js';

/** An icon the built-in pack stored as "/iconpacks/simple-icons/x.svg", asked for as /images/<that>. */
const packIconPath = /^\/*iconpacks\/simple-icons\/([^/?]+)(?:\?variant=(\w+))?$/;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Serves processed uploads publicly at /images/<file>: img tags can't send a token, and the names
 * are random. Only names of the shape we write are looked up, so no path can leave the folder;
 * everything else is a plain 404 (never the SPA).
 *
 * Clients written for the original load any icon that is neither http(s) nor one of their own
 * built-in names from /images/<iconUrl>. So the icons Hearth stores that are neither also answer
 * here: built-in names (the "hearth" site logo) and the built-in pack's root-relative paths.
 */
export function uploadedImages(config: Pick<ServerConfig, 'dataDir' | 'builtinIconsDir'>): Router {
  const router = Router();
  const root = uploadsDir(config.dataDir);
  const fileOptions = { dotfiles: 'deny' as const, maxAge: '1y', headers: { 'X-Content-Type-Options': 'nosniff' } };
  router.get('/:file', (req, res, next) => {
    const { file } = req.params;
    if ((builtinIcons as readonly string[]).includes(file)) {
      res.type('image/svg+xml').sendFile(`${file}.svg`, { ...fileOptions, root: config.builtinIconsDir, maxAge: '1d' }, (err) => {
        if (err && !res.headersSent) res.status(404).end();
      });
      return;
    }
    if (!uploadedFileName.test(file)) {
      next();
      return;
    }
    res.sendFile(file, { ...fileOptions, root, immutable: true }, (err) => {
      if (err && !res.headersSent) res.status(404).end();
    });
  });
  router.get('/{*rest}', async (req, res, next) => {
    const target = decoded(req.path.slice(1));
    const match = target === null ? null : packIconPath.exec(target);
    if (match?.[1] && (await sendBrandSvg(res, match[1], match[2] ?? req.query.variant))) return;
    next();
  });
  router.use((_req, res) => {
    res.status(404).end();
  });
  return router;
}
