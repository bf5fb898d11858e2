import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { powerActions, powerSaveSchema } from '../../../../shared/contracts/device-power.js';
import { messages, powerMessages as m } from '../../../../shared/messages.js';
import { requireDeviceFeature } from '../devices.service.js';
import * as power from './power.service.js';

const deviceId = (req: Request): string => {
  const value = req.params.id;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.deviceNotFound);
  return id;
};

const actionSchema = z.enum(powerActions);

/**
 * Shut down and sleep per device (issue 46 item 7). Like wake, it reaches the LAN: host mode
 * and the user's devices flag, checked here rather than trusting a hidden button.
 */
export function powerRoutes(ctx: AppContext): Router {
  const router = Router();
  const allowed = (req: Request) => {
    const user = currentUser(req);
    requireDeviceFeature(user, ctx.config.isHostMode, 'hearth');
    return user;
  };

  // The cards read this once: which devices offer "Shut down" and "Sleep".
  router.get('/devices/power-actions', (req, res) => {
    res.json({ error: false, message: { items: power.actionsOfUser(ctx, allowed(req).id) } });
  });

  router.get('/devices/:id/power', (req, res) => {
    res.json({ error: false, message: { settings: power.readPower(ctx, allowed(req).id, deviceId(req)) } });
  });

  router.post('/devices/:id/power', async (req, res) => {
    const user = allowed(req);
    const id = deviceId(req);
    const settings = await power.savePower(ctx, user, id, parse(powerSaveSchema, req.body));
    res.json({ error: false, message: { settings, text: m.saved } });
  });

  router.delete('/devices/:id/power', (req, res) => {
    power.removePower(ctx, allowed(req).id, deviceId(req));
    res.json({ error: false, message: { text: m.removed } });
  });

  router.post('/devices/:id/power/forget-host-key', (req, res) => {
    const settings = power.forgetHostKey(ctx, allowed(req).id, deviceId(req));
    res.json({ error: false, message: { settings, text: m.hostKeyForgotten } });
  });

  router.post('/devices/:id/power/run/:action', async (req, res) => {
    const user = allowed(req);
    const id = deviceId(req);
    const action = actionSchema.safeParse(req.params.action);
    if (!action.success) throw badRequest(m.actionNotConfigured(String(req.params.action).slice(0, 20)));
    res.json({ error: false, message: await power.runPower(ctx, user, id, action.data) });
  });
  return router;
}
