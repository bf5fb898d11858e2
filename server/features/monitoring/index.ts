import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { Monitoring } from './monitoring.js';
import { monitoringRoutes } from './monitoring.routes.js';
import type { TargetProbes } from './targets.js';

/** Health checks (issue 31): the API, the monitoring socket and the background checks, stopped on close. */
export function monitoringFeature(ctx: AppContext, probes: TargetProbes): Router {
  const { monitorConcurrency, monitorClock } = ctx.config;
  const monitoring = new Monitoring(ctx, probes, { ...(monitorConcurrency ? { concurrency: monitorConcurrency } : {}), ...(monitorClock ? { clock: monitorClock } : {}) });
  ctx.hub.register(monitoring.events.channel());
  monitoring.start();
  ctx.onClose(() => monitoring.stop());
  // A restored backup brings its own monitors: the schedule follows them.
  ctx.onRestored(() => monitoring.restored());
  return monitoringRoutes(ctx, monitoring);
}
