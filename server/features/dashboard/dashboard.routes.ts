import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { dashboardJson } from './dashboard.service.js';

export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dashboard', (req, res) => {
    const options = { isHostMode: ctx.config.isHostMode, listingCache: ctx.listingCache };
    res.type('json').send(dashboardJson(ctx.db, currentUser(req), options));
  });
  return router;
}
