import type { Db } from '../../db/client.js';
import type { NewMonitorRow } from '../../db/schema/index.js';
import { updateMonitorState } from './monitors.repo.js';
import * as repo from './history.repo.js';
import { DayBuckets, bucketMs, bucketOf, bucketStart, bucketsPerDay, dayMs, dayOf, decodeDay, decodeRecords, encodeDay, hourMs, hourOf, isFinalDay, appendRecords, type CheckRecord } from './history-codec.js';

/** Every result is kept this long, then only its 5-minute bucket. */
export const rawRetentionMs = 48 * hourMs;
/** Buckets are kept this long. */
export const bucketRetentionMs = 90 * dayMs;
const markerKey = 'monitoringRolledUpTo';

export type StateUpdate = Pick<NewMonitorRow, 'state' | 'failures' | 'successes' | 'lastCheckedAt' | 'lastLatencyMs' | 'lastOk' | 'lastMessage' | 'changedAt' | 'certExpiresAt' | 'certWarnedFor'>;

/**
 * Check history in SQLite. Results and state changes are buffered and written in one transaction
 * by flush() (a timer calls it every few seconds, and every read calls it first, so nothing read
 * is stale); rollup() turns finished 5-minute periods into buckets and prune() drops what is past
 * its retention. Both take the time as an argument: tests and the bench drive them with a fake clock.
 */
export class HistoryStore {
  private readonly pending = new Map<string, CheckRecord[]>();
  private readonly states = new Map<string, StateUpdate>();

  constructor(private readonly db: Db) {}

  record(monitorId: string, record: CheckRecord): void {
    const list = this.pending.get(monitorId);
    if (list) list.push(record);
    else this.pending.set(monitorId, [record]);
  }

  saveState(monitorId: string, update: StateUpdate): void {
    this.states.set(monitorId, { ...this.states.get(monitorId), ...update });
  }

  /** A monitor that is deleted takes its unwritten results with it. */
  forget(monitorId: string): void {
    this.pending.delete(monitorId);
    this.states.delete(monitorId);
  }

  /** Another database took this one's place (a restore): nothing unwritten belongs to it. */
  forgetAll(): void {
    this.pending.clear();
    this.states.clear();
  }

  get dirty(): boolean {
    return this.pending.size > 0 || this.states.size > 0;
  }

  flush(): void {
    if (!this.dirty) return;
    const pending = [...this.pending];
    const states = [...this.states];
    this.pending.clear();
    this.states.clear();
    // better-sqlite3 is synchronous: queries on this.db inside the callback run in the transaction.
    this.db.transaction(() => {
      for (const [monitorId, records] of pending) {
        const byHour = new Map<number, CheckRecord[]>();
        for (const record of records) {
          const hour = hourOf(record.at);
          const list = byHour.get(hour);
          if (list) list.push(record);
          else byHour.set(hour, [record]);
        }
        for (const [hour, list] of byHour) {
          // The monitor may have been deleted since: its rows would violate the foreign key.
          try {
            repo.saveHourRow(this.db, monitorId, hour, appendRecords(repo.hourRow(this.db, monitorId, hour) ?? null, hour, list));
          } catch (error) {
            if (!isForeignKeyError(error)) throw error;
          }
        }
      }
      for (const [monitorId, update] of states) updateMonitorState(this.db, monitorId, update);
    });
  }

  /**
   * Aggregates every finished 5-minute period since the last rollup into its day's buckets. A day
   * that is over is stored compressed. Returns how many buckets were written.
   */
  rollup(now: number): number {
    this.flush();
    const to = bucketStart(now);
    const from = Math.max(this.rolledUpTo() ?? to - rawRetentionMs, to - rawRetentionMs);
    if (to <= from) return 0;
    const finalBefore = dayOf(to);
    let written = 0;
    this.db.transaction(() => {
      const buckets = new Map<string, Map<number, CheckRecord[]>>();
      for (const row of repo.allHourRows(this.db, hourOf(from), hourOf(to - 1))) {
        for (const record of decodeRecords(row.hour, row.data)) {
          if (record.at < from || record.at >= to) continue;
          const perMonitor = buckets.get(row.monitorId) ?? new Map<number, CheckRecord[]>();
          buckets.set(row.monitorId, perMonitor);
          const start = bucketStart(record.at);
          const list = perMonitor.get(start);
          if (list) list.push(record);
          else perMonitor.set(start, [record]);
        }
      }
      for (const [monitorId, perBucket] of buckets) {
        const days = new Map<number, DayBuckets>();
        for (const [start, records] of perBucket) {
          const day = dayOf(start);
          let buckets = days.get(day);
          if (!buckets) {
            const stored = repo.dayRow(this.db, monitorId, day);
            buckets = stored ? decodeDay(stored) : new DayBuckets();
            days.set(day, buckets);
          }
          buckets.set((start - day * dayMs) / bucketMs, bucketOf(records));
          written += 1;
        }
        for (const [day, buckets] of days) repo.saveDayRow(this.db, monitorId, day, encodeDay(buckets, day < finalBefore));
      }
      // Days that ended inside this period without a result in their last bucket are finished too.
      for (const row of repo.allDayRows(this.db, dayOf(from), finalBefore - 1)) {
        if (!isFinalDay(row.data)) repo.saveDayRow(this.db, row.monitorId, row.day, encodeDay(decodeDay(row.data), true));
      }
      repo.writeMarker(this.db, markerKey, to);
    });
    return written;
  }

  /** Drops results older than 48 hours, buckets older than 90 days and incidents that ended before that. */
  prune(now: number): { results: number; days: number; incidents: number } {
    return this.db.transaction(() => ({
      results: repo.pruneHours(this.db, hourOf(now - rawRetentionMs)),
      days: repo.pruneDays(this.db, dayOf(now - bucketRetentionMs)),
      incidents: repo.pruneIncidents(this.db, now - bucketRetentionMs),
    }));
  }

  /** The time up to which buckets are complete (changes every 5 minutes). */
  rolledUpTo(): number | null {
    return repo.readMarker(this.db, markerKey);
  }

  /** Every result of one monitor from `from` to `to` (ms). */
  results(monitorId: string, from: number, to: number): CheckRecord[] {
    this.flush();
    return repo.hourRows(this.db, monitorId, hourOf(from), hourOf(to)).flatMap((row) => decodeRecords(row.hour, row.data).filter((r) => r.at >= from && r.at <= to));
  }

  /** One monitor's 5-minute buckets from `from` to `to` (ms), oldest first: one range read. */
  buckets(monitorId: string, from: number, to: number): { start: number; up: number; down: number; min: number | null; avg: number | null; max: number | null }[] {
    const out: ReturnType<HistoryStore['buckets']> = [];
    for (const row of repo.dayRows(this.db, monitorId, dayOf(from), dayOf(to))) {
      const day = decodeDay(row.data);
      for (let i = 0; i < bucketsPerDay; i++) {
        const start = row.day * dayMs + i * bucketMs;
        if (start < from || start >= to) continue;
        const bucket = day.get(i);
        if (bucket.up + bucket.down > 0) out.push({ start, ...bucket });
      }
    }
    return out;
  }
}

function isForeignKeyError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
