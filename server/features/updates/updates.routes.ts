import { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { UpdateStatus } from '../../../shared/contracts/updates.js';
import { requireSuperAdmin } from '../../http/auth.js';
import type { UpdateChecker } from './update-check.service.js';

/** The update checks as the routes see them; the checker itself (and semver) loads on first use. */
export interface UpdateChecks {
  status(): Promise<UpdateStatus>;
  /** Starts a check when one is due (never waits for it). */
  nudge(): void;
}

/**
 * Starts the headless update checks (off with HEARTH_UPDATE_CHECK=off, and in the desktop app,
 * whose own updater checks): the first a little after start, then a look every hour whether a day
 * has passed. The checker and semver load with the first of those, off the start's path. Timers
 * never keep the process alive; closing the server stops them and any check under way.
 */
export function startUpdateChecks(ctx: AppContext): UpdateChecks {
  if (!ctx.config.updateCheck) {
    const off: UpdateStatus = { current: ctx.config.version, latest: null, url: null, checkedAt: null };
    return { status: () => Promise.resolve(off), nudge: () => undefined };
  }
  let closed = false;
  let checker: Promise<UpdateChecker> | null = null;
  const load = () =>
    (checker ??= import('./update-check.service.js').then(({ UpdateChecker }) => {
      const created = new UpdateChecker(ctx);
      created.announce();
      return created;
    }));
  const nudge = () => {
    if (closed) return;
    void load()
      .then((loaded) => loaded.checkIfDue())
      .catch((error: unknown) => ctx.log(`The update check failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  const first = setTimeout(nudge, ctx.config.updateCheckDelayMs);
  const timer = setInterval(nudge, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  ctx.onClose(async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(timer);
    await (await checker?.catch(() => null))?.stop();
  });
  return { status: async () => (await load()).status(), nudge };
}

/**
 * GET /update: the running version and a newer release, for super admins only. A check that has
 * come due starts behind the answer (a server asleep when the timer fired catches up when looked at).
 */
export function updateRoutes(checks: UpdateChecks): Router {
  const router = Router();
  router.get('/update', async (req, res) => {
    requireSuperAdmin(req, 'hearth');
    res.json({ error: false, message: await checks.status() });
    checks.nudge();
  });
  return router;
}
