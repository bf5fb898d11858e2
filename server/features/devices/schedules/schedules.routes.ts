import { Router, type Request } from 'express';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { scheduleSaveSchema } from '../../../../shared/contracts/device-schedules.js';
import { scheduleMessages as m } from '../../../../shared/messages.js';
import { requireDeviceFeature } from '../devices.service.js';
import * as service from './schedules.service.js';
import { ownSchedule } from './schedules.repo.js';
import type { DeviceScheduler } from './schedule-runner.js';

const scheduleId = (req: Request): string => {
  const value = req.params.id;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(m.notFound);
  return id;
};

/** Scheduled wake, shut-down and sleep (issue 46 item 8); like wake, only with host mode and the devices flag. */
export function scheduleRoutes(ctx: AppContext, scheduler: DeviceScheduler): Router {
  const router = Router();
  const allowed = (req: Request) => {
    const user = currentUser(req);
    requireDeviceFeature(user, ctx.config.isHostMode, 'hearth');
    return user;
  };

  router.get('/devices/schedules', (req, res) => {
    res.json({ error: false, message: { items: service.listSchedules(ctx, allowed(req).id) } });
  });

  router.post('/devices/schedules', (req, res) => {
    const schedule = service.createSchedule(ctx, allowed(req).id, parse(scheduleSaveSchema, req.body));
    res.json({ error: false, message: { schedule, text: m.saved } });
  });

  router.post('/devices/schedules/:id', (req, res) => {
    const user = allowed(req);
    const schedule = service.editSchedule(ctx, user.id, scheduleId(req), parse(scheduleSaveSchema, req.body));
    res.json({ error: false, message: { schedule, text: m.saved } });
  });

  // A wake group: every device of the schedule now, each skipped when already in that state.
  router.post('/devices/schedules/:id/run', async (req, res) => {
    const user = allowed(req);
    const row = ownSchedule(ctx.db, user.id, scheduleId(req));
    if (!row) throw notFound(m.notFound);
    res.json({ error: false, message: { runs: await scheduler.runNow(row) } });
  });

  router.delete('/devices/schedules/:id', (req, res) => {
    const user = allowed(req);
    service.removeSchedule(ctx, user.id, scheduleId(req));
    res.json({ error: false, message: { text: m.deleted } });
  });
  return router;
}
