import type { AppContext } from '../../context.js';
import type { MonitorRow } from '../../db/schema/index.js';
import { findUserById } from '../auth/users.repo.js';
import { AlertSender } from './alerts/alert-sender.js';
import { bucketMs } from './history-codec.js';
import { HistoryStore } from './history-store.js';
import { MonitorEvents } from './monitor-channel.js';
import { MonitorRunner } from './monitor-runner.js';
import { monitorById, monitorContext, scheduleRows, setLastPush, type MonitorContext } from './monitors.repo.js';
import type { PushReport } from './checks/push.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { realClock, Scheduler, type Clock } from './scheduler.js';
import { Summaries } from './summaries.js';
import type { TargetProbes } from './targets.js';
import { notFound } from '../../http/errors.js';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';

/** At most this many checks run at once for the whole server (pings also share the ping pool's cap); a user holds at most half while others have monitors. */
export const defaultCheckConcurrency = 16;
const flushEveryMs = 5_000;
const releaseHeldEveryMs = 60_000;

export interface MonitoringOptions {
  concurrency?: number;
  clock?: Clock;
}

/**
 * The health-check feature's running parts: history store, scheduler, runner, summaries, the
 * socket and the alert sender, with the timers that flush results, roll up and prune history and
 * send what quiet hours held back. Everything stops when the server closes.
 */
export class Monitoring {
  readonly store: HistoryStore;
  readonly events: MonitorEvents;
  readonly summaries: Summaries;
  readonly alerts: AlertSender;
  readonly runner: MonitorRunner;
  readonly scheduler: Scheduler;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly watchers: (() => void)[] = [];
  private jobTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: AppContext,
    probes: TargetProbes,
    options: MonitoringOptions = {},
  ) {
    this.store = new HistoryStore(ctx.db);
    this.events = new MonitorEvents(ctx.log);
    this.summaries = new Summaries(ctx.db, this.store, ctx.config, ctx.clock);
    this.alerts = new AlertSender(ctx, ctx.clock, (userId, message) => this.events.send(userId, message), options.clock ?? realClock);
    this.runner = new MonitorRunner(ctx, ctx.clock, this.store, probes, this.alerts, (context) => this.pushStatus(context));
    // A monitor whose link, device or owner was deleted (the rows cascade) leaves the schedule.
    const run = async (id: string) => {
      if (!(await this.runner.run(id))) this.removed(id);
    };
    this.scheduler = new Scheduler(options.clock ?? realClock, options.concurrency ?? defaultCheckConcurrency, run, ctx.log);
  }

  start(): void {
    for (const row of scheduleRows(this.ctx.db)) this.scheduler.set(row.id, row.intervalSeconds * 1000, row.userId);
    this.every(flushEveryMs, () => this.store.flush());
    this.every(releaseHeldEveryMs, () =>
      this.alerts.releaseHeld(
        (id) => findUserById(this.ctx.db, id),
        (monitorId) => monitorById(this.ctx.db, monitorId)?.state === 'down',
      ),
    );
    this.scheduleJob();
  }

  /**
   * A backup was restored: the monitors are the restored database's now. Results not yet written
   * belonged to the old one, so they go; the schedule is rebuilt from the restored rows.
   */
  restored(): void {
    this.store.forgetAll();
    for (const id of this.scheduler.ids()) this.removed(id);
    for (const row of scheduleRows(this.ctx.db)) {
      this.runner.forget(row.id);
      this.summaries.forget(row.id);
      this.scheduler.set(row.id, row.intervalSeconds * 1000, row.userId);
    }
  }

  /** Calls `listener` whenever what some monitor's card shows may have changed (the status pages' snapshots). */
  onChange(listener: () => void): void {
    this.watchers.push(listener);
  }

  /** A monitor saved: (re)placed on its interval and checked now. */
  placed(row: MonitorRow): void {
    this.notify();
    this.runner.forget(row.id);
    this.summaries.forget(row.id);
    this.scheduler.set(row.id, row.intervalSeconds * 1000, row.userId, true);
  }

  /**
   * Monitors made elsewhere (an import): placed on their intervals, first checked at their
   * phase within an interval rather than all at once (an import may add hundreds).
   */
  added(rows: MonitorRow[]): void {
    for (const row of rows) this.scheduler.set(row.id, row.intervalSeconds * 1000, row.userId);
  }

  /** Checks `ids` now, in the background (a maintenance window changed over them). */
  recheck(ids: string[]): void {
    for (const id of ids) void this.runner.run(id).catch((error: unknown) => this.ctx.log(`Health checks: ${error instanceof Error ? error.message : String(error)}`));
  }

  removed(id: string): void {
    this.notify();
    this.scheduler.remove(id);
    this.runner.forget(id);
    this.summaries.forget(id);
    this.store.forget(id);
  }

  /** Rolls up finished 5-minute periods and prunes, then waits for the next period's end. */
  runJob(now = this.ctx.clock()): void {
    this.store.rollup(now);
    this.store.prune(now);
  }

  async stop(): Promise<void> {
    this.scheduler.stop();
    this.runner.stop();
    this.alerts.stop();
    for (const timer of this.timers) clearInterval(timer);
    if (this.jobTimer) clearTimeout(this.jobTimer);
    this.store.flush();
    await Promise.resolve();
  }

  /** One monitor's summary with every result so far written (the detail view, a badge). */
  summaryOf(id: string): MonitorSummary {
    this.store.flush();
    const context = monitorContext(this.ctx.db, id);
    if (!context) throw notFound(m.monitorNotFound);
    return this.summaries.of(context);
  }

  /** A push came for `row` (checks/push.ts): recorded like a check's result, at once. */
  pushed(row: MonitorRow, report: PushReport): string {
    if (!row.enabled) return m.pushPaused;
    const now = this.ctx.clock();
    setLastPush(this.ctx.db, row.id, now);
    const context = monitorContext(this.ctx.db, row.id);
    if (context) this.runner.apply(context, { ok: report.ok, latencyMs: null, status: 0, message: report.message, certificate: null }, now);
    return m.pushReceived;
  }

  private notify(): void {
    for (const listener of this.watchers) listener();
  }

  private pushStatus(context: MonitorContext): void {
    this.notify();
    if (!this.events.listening(context.owner.id)) return;
    this.store.flush();
    const fresh = monitorById(this.ctx.db, context.monitor.id);
    if (fresh) this.events.send(context.owner.id, { type: 'status', monitor: this.summaries.of({ ...context, monitor: fresh }) });
  }

  private every(ms: number, run: () => void | Promise<void>): void {
    const timer = setInterval(() => {
      try {
        void Promise.resolve(run()).catch((error: unknown) => this.ctx.log(`Health checks: ${error instanceof Error ? error.message : String(error)}`));
      } catch (error) {
        this.ctx.log(`Health checks: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private scheduleJob(): void {
    // Just after each 5-minute boundary, so the period that ended is complete.
    const wait = bucketMs - (Date.now() % bucketMs) + 2_000;
    this.jobTimer = setTimeout(() => {
      try {
        this.runJob();
      } catch (error) {
        this.ctx.log(`Rolling up check history failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.scheduleJob();
    }, wait);
    this.jobTimer.unref();
  }
}
