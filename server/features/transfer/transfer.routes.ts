import express, { Router } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser, requireAuth, type AuthDeps } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { transferExportSchema, transferImportSchema } from '../../../shared/contracts/transfer.js';
import { transferMessages as m } from '../../../shared/messages.js';
import { exportFor, importFor, parseExport } from './transfer.service.js';

/**
 * An export file travels as a JSON string (up to 20 MB, more once escaped), past the API's 2 MB
 * body limit: these calls get their own parser, mounted before that one, after signing in.
 */
export function transferBodies(auth: AuthDeps): Router {
  const router = Router();
  router.post(['/transfer/preview', '/transfer/import'], requireAuth(auth), express.json({ limit: '32mb' }));
  return router;
}

/** Any signed-in user exports their own data and imports an export into it (never someone else's). */
export function transferRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/transfer/export', async (req, res) => {
    const body = parse(transferExportSchema, req.body ?? {});
    const user = currentUser(req);
    const document = await exportFor(ctx, user.id, body.includeTotp ? (body.passphrase ?? '') : null, body.includeCalendars ? (body.passphrase ?? '') : null);
    const day = new Date(ctx.clock()).toISOString().slice(0, 10);
    res
      .set('Content-Disposition', `attachment; filename="hearth-export-${user.username.replace(/[^a-z0-9._-]/gi, '_')}-${day}.json"`)
      .type('application/json')
      .send(JSON.stringify(document));
  });

  for (const [path, preview] of [
    ['/transfer/preview', true],
    ['/transfer/import', false],
  ] as const) {
    router.post(path, async (req, res) => {
      const body = parse(transferImportSchema, req.body);
      const document = parseExport(body.file);
      const result = await importFor(ctx, currentUser(req).id, document, body.passphrase || null, preview);
      const total = Object.values<number>({ ...result.added }).reduce((sum, n) => sum + n, 0);
      res.json({ error: false, message: preview ? result : { ...result, text: total === 0 ? m.nothingNew : m.imported(total) } });
    });
  }

  return router;
}
