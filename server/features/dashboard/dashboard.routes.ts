import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { loadDashboard } from './dashboard.service.js';

export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dashboard', (req, res) => {
    const dashboard = loadDashboard(ctx.db, currentUser(req), { isHostMode: ctx.config.isHostMode, listingCache: ctx.listingCache });
    res.json({ error: false, message: dashboard });
  });
  return router;
}
