import express, { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context.js';
import { importRequestSchema, maxImportLabel } from '../../../shared/contracts/imports.js';
import { importMessages } from '../../../shared/messages.js';
import { badRequest } from '../../http/errors.js';
import { currentUser, requireAuth, type AuthDeps } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { reachPolicy } from '../../net/reach.js';
import type { MonitorRow, UserRow } from '../../db/schema/index.js';
import { monitorCap } from '../monitoring/monitoring.service.js';
import type { ImportOptions } from './imports.service.js';

/** The parsers (YAML, HTML) and the service load with the first import, not at every start. */
const service = () => import('./imports.service.js');

const paths = ['/import/preview', '/import'];

/**
 * An import carries up to two files of maxImportChars each, which JSON escaping can grow past
 * the API's 2 MB body limit; the schema then answers 400 with the limit for a file that is too
 * large. Mounted before that parser, after signing the caller in.
 */
export function importBodies(auth: AuthDeps): Router {
  const router = Router();
  const json = express.json({ limit: '12mb' });
  // A body past even that is the same mistake as a file past the limit: the same 400, naming it.
  const readBody: RequestHandler = (req, res, next) =>
    json(req, res, (err?: unknown) => {
      const tooLarge = (err as { type?: string } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? badRequest(importMessages.tooLarge(maxImportLabel)) : err);
    });
  router.post(paths, requireAuth(auth), readBody);
  return router;
}

type ImportBody = ReturnType<typeof importRequestSchema.parse>;

function optionsFor(ctx: AppContext, user: UserRow, request: ImportBody): ImportOptions {
  return { includeKeys: request.includeKeys, fetchIcons: request.fetchIcons, healthChecks: request.healthChecks, monitorCap: monitorCap(user), policy: reachPolicy(user, ctx.config) };
}

/**
 * Any signed-in user previews an import, then imports it into their own listings.
 * `monitorsAdded` puts the health checks an import adds on the schedule.
 */
export function importRoutes(ctx: AppContext, monitorsAdded: (rows: MonitorRow[]) => void): Router {
  const router = Router();

  router.post('/import/preview', async (req, res) => {
    const request = parse(importRequestSchema, req.body);
    const user = currentUser(req);
    const { previewImport } = await service();
    res.json({ error: false, message: await previewImport(ctx, user.id, request, optionsFor(ctx, user, request)) });
  });

  router.post('/import', async (req, res) => {
    const request = parse(importRequestSchema, req.body);
    const user = currentUser(req);
    const { runImport } = await service();
    try {
      const { result, monitors } = await runImport(ctx, user.id, request, optionsFor(ctx, user, request));
      monitorsAdded(monitors);
      res.json({ error: false, message: result });
    } finally {
      ctx.listingCache.invalidate(user.id);
    }
  });

  return router;
}
