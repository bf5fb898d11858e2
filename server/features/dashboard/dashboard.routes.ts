import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { dashboardBody } from './dashboard.service.js';
import { dashboardEntries } from '../totp/totp.service.js';

export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dashboard', async (req, res) => {
    const user = currentUser(req);
    const authenticators = user.authenticator ? await dashboardEntries(ctx, user) : [];
    const options = { isHostMode: ctx.config.isHostMode, listingCache: ctx.listingCache, authenticators };
    res.type('json').send(dashboardBody(ctx.db, user, options));
  });
  return router;
}
