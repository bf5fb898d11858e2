import type { Router } from 'express';
import type { AppContext } from '../../../context.js';
import { realClock } from '../../monitoring/scheduler.js';
import type { DeviceMonitor } from '../device-monitor.js';
import { runPower } from '../power/power.service.js';
import { wakeDevice } from '../wake.js';
import { DeviceScheduler } from './schedule-runner.js';
import { scheduleRoutes } from './schedules.routes.js';

/**
 * Device schedules: the routes, and the once-a-minute runner on the monitoring's clock (a test's
 * fake one when it gave one). The live status is the device monitor's check (ping or port).
 */
export function scheduleFeature(ctx: AppContext, monitor: DeviceMonitor): Router {
  const scheduler = new DeviceScheduler(
    ctx,
    {
      status: async (row) => (row.deviceIp ? (await monitor.check(row)).alive : null),
      wake: (user, row) => wakeDevice(ctx.db, monitor, user.id, row.id, ctx.config.interfaces),
      power: (user, row, action) => runPower(ctx, user, row.id, action),
    },
    ctx.config.monitorClock ?? realClock,
  );
  scheduler.start();
  ctx.onClose(() => scheduler.stop());
  return scheduleRoutes(ctx, scheduler);
}
