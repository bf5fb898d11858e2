import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { setupSchema, type SetupStatus } from '../../../shared/contracts/auth.js';
import { parse } from '../../http/validate.js';
import { completeSetup } from './setup.service.js';
import { hasUsers } from '../auth/auth.service.js';

export function setupRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/setup/status', (_req, res) => {
    const status: SetupStatus = { needsSetup: !hasUsers(ctx.db) };
    res.json({ error: false, message: status });
  });

  router.post('/setup', async (req, res) => {
    const body = parse(setupSchema, req.body);
    res.json({ error: false, message: await completeSetup(ctx.db, ctx.setup, body, { address: req.ip ?? null, userAgent: req.get('user-agent') ?? null }) });
  });

  return router;
}
