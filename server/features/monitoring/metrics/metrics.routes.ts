import { Router } from 'express';
import type { UserRow } from '../../../db/schema/index.js';
import type { MonitorSummary } from '../../../../shared/contracts/monitoring.js';
import { outsideViewMessages as m } from '../../../../shared/messages.js';
import { currentUser } from '../../../http/auth.js';
import { HttpError } from '../../../http/errors.js';
import { exposition, expositionContentType, type Family } from './exposition.js';

/** Up (1) or down (0) for the states a check decided; paused and pending monitors have no sample. */
const upValue = (health: MonitorSummary['health']): number | null => (health === 'up' || health === 'degraded' ? 1 : health === 'down' ? 0 : null);

export function monitorFamilies(items: readonly MonitorSummary[]): Family[] {
  const labels = (s: MonitorSummary) => ({ monitor_id: s._id, name: s.name, kind: s.kind });
  const samples = (value: (s: MonitorSummary) => number | null) =>
    items.flatMap((s) => {
      const v = value(s);
      return v === null ? [] : [{ labels: labels(s), value: v }];
    });
  return [
    { name: 'hearth_monitor_up', help: 'Whether the monitor is up (1) or down (0); absent while paused or pending.', type: 'gauge', samples: samples((s) => upValue(s.health)) },
    { name: 'hearth_monitor_latency_seconds', help: 'Latency of the last passing check.', type: 'gauge', samples: samples((s) => (s.latencyMs === null ? null : s.latencyMs / 1000)) },
    { name: 'hearth_monitor_uptime_ratio_24h', help: 'Share of checks that passed in the last 24 hours (0 to 1), from the 5-minute rollups.', type: 'gauge', samples: samples((s) => s.uptime24h) },
  ];
}

/** The Hearth process itself, named as prom-client's default metrics name them. */
export function processFamilies(startedAtSeconds: number): Family[] {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return [
    { name: 'process_cpu_user_seconds_total', help: 'User CPU time spent in seconds.', type: 'counter', samples: [{ value: cpu.user / 1e6 }] },
    { name: 'process_cpu_system_seconds_total', help: 'System CPU time spent in seconds.', type: 'counter', samples: [{ value: cpu.system / 1e6 }] },
    { name: 'process_start_time_seconds', help: 'Start time of the process since unix epoch in seconds.', type: 'gauge', samples: [{ value: startedAtSeconds }] },
    { name: 'process_resident_memory_bytes', help: 'Resident memory size in bytes.', type: 'gauge', samples: [{ value: memory.rss }] },
    { name: 'nodejs_heap_size_used_bytes', help: 'Process heap size used from Node.js in bytes.', type: 'gauge', samples: [{ value: memory.heapUsed }] },
    { name: 'nodejs_heap_size_total_bytes', help: 'Process heap size from Node.js in bytes.', type: 'gauge', samples: [{ value: memory.heapTotal }] },
  ];
}

const startedAtSeconds = Math.round(Date.now() / 1000 - process.uptime());

/**
 * GET /api/v1/metrics for a Prometheus scraper: API keys only (read or write), not a session, so
 * a scrape config never holds a person's sign-in. A key sees its own user's monitors; the
 * process figures are the machine's, so only a super admin's key gets them.
 */
export function metricsRoutes(summariesOf: (user: UserRow) => MonitorSummary[]): Router {
  const router = Router();
  router.get('/metrics', (req, res) => {
    if (!req.apiKey) throw new HttpError(403, m.metricsNeedKey);
    const user = currentUser(req);
    const families = [...monitorFamilies(summariesOf(user)), ...(user.isSuperAdmin ? processFamilies(startedAtSeconds) : [])];
    res.set('Content-Type', expositionContentType).send(exposition(families));
  });
  return router;
}
