import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { searchQuerySchema } from '../../../shared/contracts/search.js';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { search } from './search.service.js';

/** Issue 29: the command palette's one search over everything the signed-in user holds. */
export function searchRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/search', (req, res) => {
    const { q } = parse(searchQuerySchema, { q: req.query.q });
    res.json({ error: false, message: search(ctx, currentUser(req), q) });
  });
  return router;
}
