import { Router } from 'express';
import type { AppContext } from '../../context.js';
import type { MonitorRow } from '../../db/schema/index.js';
import { Monitoring } from './monitoring.js';
import { monitoringRoutes } from './monitoring.routes.js';
import { pushRoutes } from './checks/push.js';
import { badgePublicRoutes } from './badges/badges.routes.js';
import type { TargetProbes } from './targets.js';
import { statusPagesFeature } from './status-pages/index.js';

/**
 * Health checks (issue 31): the API, the monitoring socket and the background checks, stopped on
 * close; `added` schedules monitors another feature made (an import's); `pushRoutes` are the
 * push monitors' URLs and the badges (issue 46 item 5), open without a session; `statusPages`
 * the public status pages (item 2), served outside /api.
 */
export function monitoringFeature(ctx: AppContext, probes: TargetProbes): { routes: Router; pushRoutes: Router; statusPages: Router; added: (rows: MonitorRow[]) => void } {
  const { monitorConcurrency, monitorClock } = ctx.config;
  const monitoring = new Monitoring(ctx, probes, { ...(monitorConcurrency ? { concurrency: monitorConcurrency } : {}), ...(monitorClock ? { clock: monitorClock } : {}) });
  ctx.hub.register(monitoring.events.channel());
  monitoring.start();
  ctx.onClose(() => monitoring.stop());
  // A restored backup brings its own monitors: the schedule follows them.
  ctx.onRestored(() => monitoring.restored());
  const open = Router();
  open.use(pushRoutes(ctx.db, (row, report) => monitoring.pushed(row, report)));
  open.use(badgePublicRoutes(ctx, { summaryOf: (id) => monitoring.summaryOf(id), clock: ctx.clock }));
  const pages = statusPagesFeature(ctx, { summariesOf: (owner) => monitoring.summaries.forUser(owner), onMonitorChange: (listener) => monitoring.onChange(listener) });
  const routes = Router();
  routes.use(monitoringRoutes(ctx, monitoring), pages.routes);
  return { routes, pushRoutes: open, statusPages: pages.publicRoutes, added: (rows) => monitoring.added(rows) };
}
