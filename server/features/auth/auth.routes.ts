import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { loginSchema } from '../../../shared/contracts/auth.js';
import { parse } from '../../http/validate.js';
import { requireAuth } from '../../http/auth.js';
import { login, logout } from './auth.service.js';

export function authRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const body = parse(loginSchema, req.body);
    const result = await login(ctx.db, ctx.loginLimiter, body, req.ip ?? 'unknown');
    res.json({ error: false, message: result });
  });

  router.post('/logout', requireAuth(ctx.db), (req, res) => {
    if (req.token) logout(ctx.db, req.token);
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: 'Signed out.' });
  });

  return router;
}
