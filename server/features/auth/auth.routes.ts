import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { loginSchema } from '../../../shared/contracts/auth.js';
import { parse } from '../../http/validate.js';
import { requireAuth } from '../../http/auth.js';
import { login, logout, type SecondFactorGate } from './auth.service.js';

export function authRoutes(ctx: AppContext, secondFactor?: SecondFactorGate): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const body = parse(loginSchema, req.body);
    const result = await login(ctx.db, ctx.loginLimiter, body, { address: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null }, secondFactor);
    res.json({ error: false, message: result });
  });

  router.post('/logout', requireAuth(ctx, { keys: false }), (req, res) => {
    if (req.token) logout(ctx.db, req.token);
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: 'Signed out.' });
  });

  // Beyond the spec: whether a token still holds. The renderer asks when a socket could not open
  // (a socket cannot read the upgrade's 401), so a revoked sign-in goes to /login, not around again.
  router.get('/session', requireAuth(ctx, { keys: false }), (req, res) => {
    res.json({ error: false, message: { username: req.user?.username ?? '' } });
  });

  return router;
}
