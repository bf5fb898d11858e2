import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/validate.js';
import { proposalsAddSchema } from '../../../shared/contracts/docker-proposals.js';
import type { Engines } from './engines.js';
import { addProposals, listProposals } from './proposals.js';

/**
 * Discovery (issue 42): any signed-in user sees the cards running containers' labels propose
 * and adds the ones they choose to their own dashboard.
 */
export function proposalRoutes(ctx: AppContext, engines: Engines): Router {
  const router = Router();

  router.get('/docker/proposals', async (req, res) => {
    res.json({ error: false, message: await listProposals(ctx, currentUser(req), await engines.listAll()) });
  });

  router.post('/docker/proposals', async (req, res) => {
    const body = parse(proposalsAddSchema, req.body);
    const result = await addProposals(ctx, currentUser(req), await engines.listAll(), body.keys, body.includeKeys);
    res.json({ error: false, message: result });
  });

  return router;
}
