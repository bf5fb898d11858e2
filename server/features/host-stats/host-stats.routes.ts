import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HostSampler } from './host-sampler.js';
import { systemSource } from './host-source.js';

/** The machine Hearth runs on (issue 44 item 3), for any signed-in user; every client shares one sampler. */
export function hostStatsRoutes(ctx: AppContext): Router {
  const router = Router();
  const where = { platform: ctx.config.machine.platform };
  const sampler = new HostSampler(systemSource(where), where, undefined, ctx.log);
  ctx.onClose(() => sampler.close());

  router.get('/host/stats', async (_req, res) => {
    res.json({ error: false, message: await sampler.read() });
  });
  return router;
}
