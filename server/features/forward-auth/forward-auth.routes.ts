import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { forwardAuthSettingsSchema, type ForwardAuthView } from '../../../shared/contracts/forward-auth.js';
import { requireSuperAdmin } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { forwardSignIn } from './forward-auth.service.js';
import { readForwardAuth, saveForwardAuth } from './forward-auth.settings.js';

/** Open to everyone: the trust check is inside (forward-auth.service.ts). */
export function forwardAuthPublicRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/auth/forward', async (req, res) => {
    res.json({ error: false, message: await forwardSignIn(ctx, req) });
  });
  return router;
}

/** Behind requireAuth: super admins only. */
export function forwardAuthSettingsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/settings/forward-auth', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    const view: ForwardAuthView = { ...readForwardAuth(ctx.db), enabledByEnv: ctx.config.forwardAuth };
    res.json({ error: false, message: view });
  });
  router.post('/settings/forward-auth', (req, res) => {
    requireSuperAdmin(req, 'hearth');
    saveForwardAuth(ctx.db, parse(forwardAuthSettingsSchema, req.body));
    res.json({ error: false, message: 'Forward-auth settings saved.' });
  });
  return router;
}
