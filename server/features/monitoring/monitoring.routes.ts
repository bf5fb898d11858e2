import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { alertChannelSaveSchema, historyRanges, monitorSaveSchema, quietHoursSchema, targetKinds, type HistoryRange, type TargetKind } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { alertSettingsView, removeChannel, saveChannel, saveQuietHours, testChannel } from './alerts/channels.service.js';
import { incidents } from './history.repo.js';
import { monitorHistory } from './history-view.js';
import type { Monitoring } from './monitoring.js';
import * as monitors from './monitoring.service.js';
import * as checks from './checks/checks.service.js';
import { checkSaveSchema } from '../../../shared/contracts/monitor-checks.js';
import { badgeOwnerRoutes } from './badges/badges.routes.js';
import { monitorChannelRoutes } from './alerts/monitor-channels.routes.js';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { defaultsFor } from '../../../shared/contracts/monitoring.js';
import { maintenanceRoutes } from './maintenance/maintenance.routes.js';

function pathId(req: Request, name: string, message: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(message);
  return id;
}

function rangeOf(value: unknown): HistoryRange {
  const text = typeof value === 'string' ? value.split('?')[0] : '24h';
  if (!(historyRanges as readonly string[]).includes(text ?? '')) throw badRequest(m.rangeInvalid);
  return text as HistoryRange;
}

/** Health checks, their history and alerts (issue 31): every call answers only the caller's own. */
export function monitoringRoutes(ctx: AppContext, monitoring: Monitoring): Router {
  const router = Router();
  const summaryOf = (id: string) => monitoring.summaryOf(id);
  router.use(badgeOwnerRoutes(ctx));
  router.use(monitorChannelRoutes(ctx));
  router.use(metricsRoutes((user) => monitoring.summaries.forUser(user)));

  router.get('/monitoring/summary', (req, res) => {
    res.json({ error: false, message: { items: monitoring.summaries.forUser(currentUser(req)) } });
  });

  router.get('/monitoring/targets', (req, res) => {
    res.json({ error: false, message: { items: monitors.monitorTargets(ctx, currentUser(req)) } });
  });

  // The form for one target: its monitor's settings, or the defaults for a new one.
  router.get('/monitoring/target/:kind/:targetId', (req, res) => {
    const user = currentUser(req);
    const kind = String(req.params.kind);
    if (!(targetKinds as readonly string[]).includes(kind)) throw notFound(m.targetNotFound);
    const targetId = pathId(req, 'targetId', m.targetNotFound);
    const target = monitors.ownTarget(ctx, user.id, kind as TargetKind, targetId);
    const row = monitors.monitorTargets(ctx, user).find((t) => t.kind === kind && t.targetId === targetId);
    const settings = row?.monitorId ? monitors.settingsOf(monitors.ownMonitor(ctx, user.id, row.monitorId)) : null;
    res.json({ error: false, message: { name: row?.name ?? '', target: row?.target ?? target.address, settings, defaults: defaultsFor(kind as TargetKind) } });
  });

  router.get('/monitoring/monitor/:id', (req, res) => {
    const row = monitors.ownMonitor(ctx, currentUser(req).id, pathId(req, 'id', m.monitorNotFound));
    res.json({ error: false, message: { settings: monitors.settingsOf(row), summary: summaryOf(row.id) } });
  });

  router.get('/monitoring/monitor/:id/history', (req, res) => {
    const row = monitors.ownMonitor(ctx, currentUser(req).id, pathId(req, 'id', m.monitorNotFound));
    const now = ctx.clock();
    const history = monitorHistory(ctx.db, monitoring.store, row.id, rangeOf(req.query.range), now);
    const list = incidents(ctx.db, row.id, now - 90 * 86_400_000).map((i) => ({ startedAt: new Date(i.startedAt).toISOString(), endedAt: i.endedAt === null ? null : new Date(i.endedAt).toISOString(), reason: i.reason }));
    res.json({ error: false, message: { ...history, incidents: list } });
  });

  router.post('/monitoring/save', async (req, res) => {
    const user = currentUser(req);
    const row = await monitors.saveMonitor(ctx, user, parse(monitorSaveSchema, req.body));
    monitoring.placed(row);
    res.json({ error: false, message: { settings: monitors.settingsOf(row), summary: summaryOf(row.id), text: m.saved } });
  });

  router.post('/monitoring/test', async (req, res) => {
    const outcome = await monitors.testCheck(ctx, currentUser(req), parse(monitorSaveSchema, req.body), monitoring.runner);
    res.json({ error: false, message: outcome });
  });

  // Checks now, outside the schedule ("Check now" on the detail view).
  router.post('/monitoring/monitor/:id/check', async (req, res) => {
    const row = monitors.ownMonitor(ctx, currentUser(req).id, pathId(req, 'id', m.monitorNotFound));
    await monitoring.runner.run(row.id);
    res.json({ error: false, message: summaryOf(row.id) });
  });

  router.delete('/monitoring/monitor/:id', (req, res) => {
    const id = pathId(req, 'id', m.monitorNotFound);
    monitors.removeMonitor(ctx, currentUser(req).id, id);
    monitoring.removed(id);
    res.json({ error: false, message: m.deleted });
  });

  // Checks of their own (TCP, JSON, push, DNS, TLS): no target row, the monitor is the target.
  router.get('/monitoring/check/:id', (req, res) => {
    const row = checks.ownCheck(ctx, currentUser(req).id, pathId(req, 'id', m.checkNotFound));
    res.json({ error: false, message: { settings: checks.checkSettings(row), summary: summaryOf(row.id) } });
  });

  router.post('/monitoring/check/save', async (req, res) => {
    const row = await checks.saveCheck(ctx, currentUser(req), parse(checkSaveSchema, req.body));
    monitoring.placed(row);
    res.json({ error: false, message: { settings: checks.checkSettings(row), summary: summaryOf(row.id), text: m.saved } });
  });

  router.post('/monitoring/check/test', async (req, res) => {
    res.json({ error: false, message: await checks.testCheck(ctx, currentUser(req), parse(checkSaveSchema, req.body)) });
  });

  router.get('/monitoring/alerts', (req, res) => {
    res.json({ error: false, message: alertSettingsView(ctx, currentUser(req).id) });
  });

  router.post('/monitoring/alerts/quiet', (req, res) => {
    saveQuietHours(ctx, currentUser(req).id, parse(quietHoursSchema, req.body));
    res.json({ error: false, message: m.quietSaved });
  });

  router.post('/monitoring/alerts/channel/save', async (req, res) => {
    const channel = await saveChannel(ctx, currentUser(req), parse(alertChannelSaveSchema, req.body));
    res.json({ error: false, message: channel });
  });

  // "Send test": with the form's values; a service that refuses says why (400, like Test connection).
  router.post('/monitoring/alerts/channel/test', async (req, res) => {
    const outcome = await testChannel(ctx, currentUser(req), parse(alertChannelSaveSchema, req.body));
    if (outcome.ok) res.json({ error: false, message: m.testSent });
    else res.status(400).json({ error: true, message: outcome.message });
  });

  router.delete('/monitoring/alerts/channel/:id', (req, res) => {
    removeChannel(ctx, currentUser(req).id, pathId(req, 'id', m.channelNotFound));
    res.json({ error: false, message: m.channelDeleted });
  });

  router.use(maintenanceRoutes(ctx, (ids) => monitoring.recheck(ids)));

  return router;
}
