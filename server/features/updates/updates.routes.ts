import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireSuperAdmin } from '../../http/auth.js';
import { UpdateChecker } from './update-check.service.js';

/**
 * Starts the headless update checks (off with HEARTH_UPDATE_CHECK=off, and in the desktop app,
 * whose own updater checks): the first a little after start, then a look every hour whether a day
 * has passed. Timers never keep the process alive; closing the server stops them.
 */
export function startUpdateChecks(ctx: AppContext): UpdateChecker {
  const checker = new UpdateChecker(ctx);
  if (!ctx.config.updateCheck) return checker;
  checker.announce();
  const check = () => void checker.checkIfDue();
  const first = setTimeout(check, ctx.config.updateCheckDelayMs);
  const timer = setInterval(check, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  ctx.onClose(async () => {
    clearTimeout(first);
    clearInterval(timer);
    await checker.stop();
  });
  return checker;
}

/**
 * GET /update: the running version and a newer release, for super admins only. A check that has
 * come due starts behind the answer (a server asleep when the timer fired catches up when looked at).
 */
export function updateRoutes(checker: UpdateChecker): Router {
  const router = Router();
  router.get('/update', (req, res) => {
    requireSuperAdmin(req);
    res.json({ error: false, message: checker.status() });
    void checker.checkIfDue();
  });
  return router;
}
