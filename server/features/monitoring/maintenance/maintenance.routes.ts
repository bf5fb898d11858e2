import { Router, type Request } from 'express';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { maintenanceSaveSchema, type MaintenanceWindow } from '../../../../shared/contracts/maintenance.js';
import { maintenanceMessages as m } from '../../../../shared/messages.js';
import { userMonitors } from '../monitors.repo.js';
import * as service from './maintenance.service.js';

const windowId = (req: Request): string => {
  const value = req.params.id;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(m.notFound);
  return id;
};

/**
 * Maintenance windows (issue 46 item 3). After a change the monitors it covers are checked at
 * once, so a card turns to "maintenance" (or back) now rather than at its next interval.
 */
export function maintenanceRoutes(ctx: AppContext, recheck: (ids: string[]) => void): Router {
  const router = Router();
  const covered = (userId: string, ...windows: (MaintenanceWindow | undefined)[]): string[] => {
    if (windows.some((w) => w && w.monitorIds === null)) return userMonitors(ctx.db, userId).map((row) => row.id);
    return [...new Set(windows.flatMap((w) => w?.monitorIds ?? []))];
  };
  const before = (userId: string, id: string) => service.listWindows(ctx, userId).find((w) => w._id === id);

  router.get('/monitoring/maintenance', (req, res) => {
    res.json({ error: false, message: { items: service.listWindows(ctx, currentUser(req).id) } });
  });

  router.post('/monitoring/maintenance', (req, res) => {
    const user = currentUser(req);
    const saved = service.createWindow(ctx, user.id, parse(maintenanceSaveSchema, req.body));
    recheck(covered(user.id, saved));
    res.json({ error: false, message: { window: saved, text: m.saved } });
  });

  router.put('/monitoring/maintenance/:id', (req, res) => {
    const user = currentUser(req);
    const id = windowId(req);
    const old = before(user.id, id);
    const saved = service.editWindow(ctx, user.id, id, parse(maintenanceSaveSchema, req.body));
    recheck(covered(user.id, old, saved));
    res.json({ error: false, message: { window: saved, text: m.saved } });
  });

  router.delete('/monitoring/maintenance/:id', (req, res) => {
    const user = currentUser(req);
    const id = windowId(req);
    const old = before(user.id, id);
    service.removeWindow(ctx, user.id, id);
    recheck(covered(user.id, old));
    res.json({ error: false, message: m.deleted });
  });

  return router;
}
