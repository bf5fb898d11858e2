import { Router, type Request } from 'express';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { monitorChannelsSchema, type MonitorChannels } from '../../../../shared/contracts/monitor-channels.js';
import { monitorChannelMessages as m, monitorMessages } from '../../../../shared/messages.js';
import { ownMonitor } from '../monitors.repo.js';
import { channelsOfMonitor, replaceMonitorChannels, userChannels } from './alerts.repo.js';

function ownMonitorId(ctx: AppContext, req: Request): { userId: string; monitorId: string } {
  const userId = currentUser(req).id;
  const monitorId = normaliseId(typeof req.params.id === 'string' ? req.params.id : undefined);
  if (!monitorId || !ownMonitor(ctx.db, userId, monitorId)) throw notFound(monitorMessages.monitorNotFound);
  return { userId, monitorId };
}

/** The owner reads and chooses the channels one monitor alerts; another user's monitor is a 404. */
export function monitorChannelRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/monitoring/monitor/:id/channels', (req, res) => {
    const { monitorId } = ownMonitorId(ctx, req);
    const answer: MonitorChannels = { channelIds: [...channelsOfMonitor(ctx.db, monitorId)] };
    res.json({ error: false, message: answer });
  });

  router.post('/monitoring/monitor/:id/channels', (req, res) => {
    const { userId, monitorId } = ownMonitorId(ctx, req);
    const { channelIds } = parse(monitorChannelsSchema, req.body);
    const own = new Set(userChannels(ctx.db, userId).map((row) => row.id));
    // Another user's channel reads as one that does not exist: nothing says it is there.
    if (channelIds.some((id) => !own.has(id))) throw badRequest(m.channelUnknown);
    replaceMonitorChannels(ctx.db, monitorId, [...new Set(channelIds)]);
    const answer: MonitorChannels = { channelIds: [...channelsOfMonitor(ctx.db, monitorId)] };
    res.json({ error: false, message: answer });
  });
  return router;
}
