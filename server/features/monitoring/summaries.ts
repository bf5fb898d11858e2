import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { MonitorRow, UserRow } from '../../db/schema/index.js';
import { certificateWarningDays, resultDueBy, summaryAt, type MonitorHealth, type MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { maintenanceMessages, monitorMessages as m } from '../../../shared/messages.js';
import type { HistoryStore } from './history-store.js';
import { uptimeBar } from './history-view.js';
import { userMonitorContexts, type MonitorContext } from './monitors.repo.js';
import { pauseReason, targetName, targetText, type TargetRows } from './targets.js';

const dayMs = 86_400_000;

/** What a card shows for a monitor: its damped state, shaded by the last check and the certificate. */
export function healthOf(monitor: MonitorRow, paused: string | null, now: number): { health: MonitorHealth; message: string | null } {
  if (paused) return { health: 'paused', message: paused };
  if (monitor.state === 'maintenance') return { health: 'maintenance', message: maintenanceMessages.inMaintenance };
  if (monitor.state === 'down') return { health: 'down', message: monitor.lastMessage };
  if (monitor.lastOk === false) return { health: 'degraded', message: monitor.lastMessage };
  if (monitor.state === 'pending') return { health: 'pending', message: null };
  // A TLS check goes down at its own threshold; the general 14 days are for the HTTP checks.
  if (monitor.kind !== 'tls' && monitor.certExpiresAt !== null && monitor.certExpiresAt - now < certificateWarningDays * dayMs) {
    return { health: 'degraded', message: m.certificateExpires(Math.floor((monitor.certExpiresAt - now) / dayMs)) };
  }
  return { health: 'up', message: null };
}

/**
 * Builds summaries. The 24-hour bar changes only when buckets are rolled up (every 5 minutes), so
 * it is kept per monitor until then: a home of 500 monitored cards reads the database once per
 * monitor every 5 minutes, not on every visit.
 */
export class Summaries {
  private readonly bars = new Map<string, { key: string; bar: (number | null)[]; barEnd: number; uptime24h: number | null }>();

  constructor(
    private readonly db: Db,
    private readonly store: HistoryStore,
    private readonly config: Pick<ServerConfig, 'isHostMode'>,
    private readonly clock: () => number,
  ) {}

  forUser(owner: UserRow): MonitorSummary[] {
    this.store.flush();
    const rolledUpTo = this.store.rolledUpTo();
    return userMonitorContexts(this.db, owner.id)
      .map((context) => this.of({ ...context, owner }, rolledUpTo))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** `rolledUpTo`: the rollup marker when the caller has read it already (a list of many). */
  of(context: MonitorContext, rolledUpTo: number | null = this.store.rolledUpTo()): MonitorSummary {
    const { monitor, owner } = context;
    const now = this.clock();
    const rows: TargetRows = { listing: context.listing, device: context.device };
    const { health, message } = healthOf(monitor, pauseReason(monitor, owner, this.config, rows), now);
    const { bar, barEnd, uptime24h } = this.barOf(monitor.id, now, rolledUpTo);
    const dueBy = health === 'paused' ? null : resultDueBy({ ...monitor, savedAt: Date.parse(monitor.updatedAt) });
    const summary: MonitorSummary = {
      _id: monitor.id,
      kind: monitor.kind,
      // A check of its own is its own target.
      targetId: monitor.listingId ?? monitor.deviceId ?? monitor.id,
      name: targetName(monitor, rows),
      target: targetText(monitor, rows),
      health,
      message,
      lastCheckedAt: monitor.lastCheckedAt === null ? null : new Date(monitor.lastCheckedAt).toISOString(),
      latencyMs: monitor.lastOk ? monitor.lastLatencyMs : null,
      uptime24h,
      bar,
      barEndsAt: new Date(barEnd).toISOString(),
      certExpiresAt: monitor.certExpiresAt === null ? null : new Date(monitor.certExpiresAt).toISOString(),
      intervalSeconds: monitor.intervalSeconds,
      dueBy: dueBy === null ? null : new Date(dueBy).toISOString(),
    };
    return summaryAt(summary, now);
  }

  forget(monitorId: string): void {
    this.bars.delete(monitorId);
  }

  private barOf(monitorId: string, now: number, rolledUpTo: number | null): { bar: (number | null)[]; barEnd: number; uptime24h: number | null } {
    // New buckets (every 5 minutes) or a new half-hour slot make a new bar.
    const key = `${rolledUpTo ?? 0}|${Math.floor(now / 1_800_000)}`;
    const cached = this.bars.get(monitorId);
    if (cached?.key === key) return cached;
    const fresh = { key, ...uptimeBar(this.db, monitorId, now) };
    this.bars.set(monitorId, fresh);
    return fresh;
  }
}
