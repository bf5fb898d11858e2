import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { apiKeyCreateSchema } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { createApiKey, revokeApiKey, userKeys } from './api-keys.service.js';

/**
 * The signed-in user's own API keys (issue 45 item 5). Keys cannot call these routes
 * (key-rules.ts): a leaked key must not mint more keys or outlive its own revocation.
 */
export function apiKeyRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/account/keys', (req, res) => {
    res.json({ error: false, message: userKeys(ctx.db, currentUser(req).id) });
  });

  router.post('/account/keys', (req, res) => {
    const body = parse(apiKeyCreateSchema, req.body);
    res.json({ error: false, message: createApiKey(ctx.db, currentUser(req).id, body, new Date(ctx.clock())) });
  });

  router.delete('/account/keys/:id', (req, res) => {
    revokeApiKey(ctx.db, currentUser(req).id, req.params.id);
    res.json({ error: false, message: messages.apiKeyRevoked });
  });
  return router;
}
