import type { Db } from '../../db/client.js';
import { historyRangeMs, historyRanges, uptimeBarSlotMs, uptimeBarSlots, type HistoryRange, type MonitorHistory } from '../../../shared/contracts/monitoring.js';
import * as repo from './history.repo.js';
import { bucketMs, bucketsPerDay, dayMs, dayOf, decodeDay, noLatency } from './history-codec.js';
import type { HistoryStore } from './history-store.js';

/** The chart's step per range: every result for a day, 5-minute buckets for a week, then coarser. */
const stepMs: Record<Exclude<HistoryRange, '24h'>, number> = { '7d': bucketMs, '30d': 3_600_000, '90d': 3 * 3_600_000 };

type Folded = MonitorHistory['points'] & { up: number[] };

/**
 * Walks one monitor's stored days once (a single range read of the (monitor, day) key) and folds
 * the 5-minute buckets into steps of `step` ms from `from`, straight from the typed columns.
 */
export function foldBuckets(db: Db, monitorId: string, from: number, to: number, step: number, uptimeFrom: readonly number[] = []): { folded: Folded; up: number[]; total: number[] } {
  const steps = Math.max(0, Math.ceil((to - from) / step));
  const up = new Float64Array(steps);
  const down = new Float64Array(steps);
  const min = new Float64Array(steps).fill(Infinity);
  const max = new Float64Array(steps).fill(-Infinity);
  const sum = new Float64Array(steps);
  const measured = new Float64Array(steps);
  const windowUp = uptimeFrom.map(() => 0);
  const windowTotal = uptimeFrom.map(() => 0);
  const fromDay = dayOf(Math.min(from, ...uptimeFrom));
  for (const row of repo.dayRows(db, monitorId, fromDay, dayOf(to))) {
    const day = decodeDay(row.data);
    for (let i = 0; i < bucketsPerDay; i++) {
      const u = day.up[i] ?? 0;
      const d = day.down[i] ?? 0;
      if (u + d === 0) continue;
      const start = row.day * dayMs + i * bucketMs;
      if (start >= to) break;
      for (let w = 0; w < uptimeFrom.length; w++) {
        if (start < (uptimeFrom[w] ?? Infinity)) continue;
        windowUp[w] = (windowUp[w] ?? 0) + u;
        windowTotal[w] = (windowTotal[w] ?? 0) + u + d;
      }
      if (start < from) continue;
      const s = Math.floor((start - from) / step);
      up[s] = (up[s] ?? 0) + u;
      down[s] = (down[s] ?? 0) + d;
      const avg = day.avg[i] ?? noLatency;
      if (avg === noLatency) continue;
      sum[s] = (sum[s] ?? 0) + avg * u;
      measured[s] = (measured[s] ?? 0) + u;
      min[s] = Math.min(min[s] ?? Infinity, day.min[i] ?? avg);
      max[s] = Math.max(max[s] ?? -Infinity, day.max[i] ?? avg);
    }
  }
  const folded: Folded = { t: [], min: [], avg: [], max: [], down: [], up: [] };
  for (let s = 0; s < steps; s++) {
    if ((up[s] ?? 0) + (down[s] ?? 0) === 0) continue;
    const has = (measured[s] ?? 0) > 0;
    folded.t.push(Math.round((from + s * step) / 1000));
    folded.min.push(has ? (min[s] ?? null) : null);
    folded.avg.push(has ? Math.round((sum[s] ?? 0) / (measured[s] ?? 1)) : null);
    folded.max.push(has ? (max[s] ?? null) : null);
    folded.down.push(down[s] ?? 0);
    folded.up.push(up[s] ?? 0);
  }
  return { folded, up: windowUp, total: windowTotal };
}

const ratio = (up: number | undefined, total: number | undefined): number | null => (total ? (up ?? 0) / total : null);

/** The detail view of one monitor: uptime for every range and the chart of one. */
export function monitorHistory(db: Db, store: HistoryStore, monitorId: string, range: HistoryRange, now: number): Omit<MonitorHistory, 'incidents'> {
  const since = historyRanges.map((r) => now - historyRangeMs[r]);
  const step = range === '24h' ? bucketMs : stepMs[range];
  const { folded, up, total } = foldBuckets(db, monitorId, now - historyRangeMs[range], now, step, since);
  const uptime = Object.fromEntries(historyRanges.map((r, i) => [r, ratio(up[i], total[i])])) as MonitorHistory['uptime'];
  if (range !== '24h') return { range, uptime, points: { t: folded.t, min: folded.min, avg: folded.avg, max: folded.max, down: folded.down } };
  // The last day is drawn from every result, kept for 48 hours.
  const points: MonitorHistory['points'] = { t: [], min: [], avg: [], max: [], down: [], maintenance: [] };
  for (const record of store.results(monitorId, now - historyRangeMs['24h'], now)) {
    points.t.push(Math.round(record.at / 1000));
    const latency = record.ok ? record.latencyMs : null;
    points.min.push(latency);
    points.avg.push(latency);
    points.max.push(latency);
    points.down.push(record.ok || record.maintenance ? 0 : 1);
    points.maintenance?.push(record.maintenance ? 1 : 0);
  }
  return { range, uptime, points };
}

/** The 24-hour bar of a card: 48 half-hour slots ending with the current one (share up, or null), and the day's uptime. */
export function uptimeBar(db: Db, monitorId: string, now: number): { bar: (number | null)[]; barEnd: number; uptime24h: number | null } {
  const end = Math.ceil((now + 1) / uptimeBarSlotMs) * uptimeBarSlotMs;
  const from = end - uptimeBarSlots * uptimeBarSlotMs;
  const { folded, up, total } = foldBuckets(db, monitorId, from, end, uptimeBarSlotMs, [now - historyRangeMs['24h']]);
  const bar: (number | null)[] = new Array<number | null>(uptimeBarSlots).fill(null);
  folded.t.forEach((t, i) => {
    const slot = Math.floor((t * 1000 - from) / uptimeBarSlotMs);
    bar[slot] = ratio(folded.up[i], (folded.up[i] ?? 0) + (folded.down[i] ?? 0));
  });
  return { bar, barEnd: end, uptime24h: ratio(up[0], total[0]) };
}
