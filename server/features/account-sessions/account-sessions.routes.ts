import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { sessionIdSchema } from '../../../shared/contracts/account-sessions.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { revokeOtherSessions, revokeSession, userSessions } from './account-sessions.service.js';

/**
 * The signed-in user's sign-ins (issue 45 item 6): listed without their tokens, revoked one by one
 * or all but this one. Ending a session closes its sockets at once. Keys cannot call these
 * (/account/* in key-rules.ts): a key must not sign its owner out.
 */
export function accountSessionRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/account/sessions', (req, res) => {
    res.json({ error: false, message: userSessions(ctx.db, currentUser(req).id, req.token ?? null, new Date(ctx.clock())) });
  });

  router.delete('/account/sessions/:id', (req, res) => {
    const id = parse(sessionIdSchema, req.params.id);
    revokeSession(ctx.db, currentUser(req).id, id, new Date(ctx.clock()));
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: messages.sessionRevoked });
  });

  router.post('/account/sessions/revoke-others', (req, res) => {
    revokeOtherSessions(ctx.db, currentUser(req).id, req.token ?? null);
    ctx.hub.closeEndedSessions();
    res.json({ error: false, message: messages.sessionsRevokedOthers });
  });
  return router;
}
