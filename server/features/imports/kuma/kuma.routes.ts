import express, { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../../context.js';
import type { MonitorRow } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/errors.js';
import { currentUser, requireAuth, type AuthDeps } from '../../../http/auth.js';
import { parse } from '../../../http/validate.js';
import { reachPolicy } from '../../../net/reach.js';
import { kumaImportPath, kumaUploadSchema, maxKumaBackupLabel } from '../../../../shared/contracts/imports-kuma.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import { monitorCap } from '../../monitoring/monitoring.service.js';
import { KumaUploads } from './kuma-uploads.js';
import { parseKumaBackup } from './kuma.parse.js';
import { applyKuma, previewKuma, type KumaOptions } from './kuma.service.js';

/**
 * A backup of up to maxKumaBackupChars, sent as a JSON string, grows with escaping past the API's
 * 2 MB body limit: read here first, after signing the caller in; a body past even this is the
 * same 400 as a file past the limit.
 */
export function kumaBodies(auth: AuthDeps): Router {
  const router = Router();
  const json = express.json({ limit: '24mb' });
  const readBody: RequestHandler = (req, res, next) =>
    json(req, res, (err?: unknown) => {
      const tooLarge = (err as { type?: string } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? badRequest(m.tooLarge(maxKumaBackupLabel)) : err);
    });
  router.post(kumaImportPath, requireAuth(auth), readBody);
  return router;
}

/**
 * Any signed-in user uploads their Kuma backup (answered with its preview), looks at the
 * preview again, and applies it to their own monitoring. `monitorsAdded` puts the checks an apply
 * adds on the schedule.
 */
export function kumaImportRoutes(ctx: AppContext, monitorsAdded: (rows: MonitorRow[]) => void): Router {
  const router = Router();
  const uploads = new KumaUploads(ctx.clock);
  const options = (user: ReturnType<typeof currentUser>): KumaOptions => ({ policy: reachPolicy(user, ctx.config), monitorCap: monitorCap(user), devicesOn: ctx.config.isHostMode && user.networkdevices });

  router.post(kumaImportPath, (req, res) => {
    const { text } = parse(kumaUploadSchema, req.body);
    const user = currentUser(req);
    const backup = parseKumaBackup(text);
    const id = uploads.add(user.id, backup);
    res.json({ error: false, message: previewKuma(ctx, user.id, id, backup, options(user)) });
  });

  router.get(`${kumaImportPath}/:id`, (req, res) => {
    const user = currentUser(req);
    const id = String(req.params.id);
    res.json({ error: false, message: previewKuma(ctx, user.id, id, uploads.get(user.id, id), options(user)) });
  });

  router.post(`${kumaImportPath}/:id/apply`, (req, res) => {
    const user = currentUser(req);
    const backup = uploads.get(user.id, String(req.params.id));
    const { result, monitors } = applyKuma(ctx, user.id, backup, options(user));
    monitorsAdded(monitors);
    ctx.listingCache.invalidate(user.id);
    res.json({ error: false, message: result });
  });

  return router;
}
