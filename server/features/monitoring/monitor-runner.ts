import type { AppContext } from '../../context.js';
import { reachPolicy, refusesLiteral } from '../../net/reach.js';
import { messages, monitorMessages as m } from '../../../shared/messages.js';
import type { AlertSender } from './alerts/alert-sender.js';
import type { AlertContent } from './alerts/webhook-bodies.js';
import type { HistoryStore, StateUpdate } from './history-store.js';
import { closeIncident, openIncident } from './history.repo.js';
import { checkLink, daysLeft, expiresSoon, type CheckResult } from './link-check.js';
import { monitorContext, monitorExists, type MonitorContext } from './monitors.repo.js';
import { initialVerdict, judge, type Transition, type Verdict } from './state-machine.js';
import { isCheckKind } from '../../../shared/contracts/monitor-checks.js';
import { runCheck } from './checks/run-check.js';
import { inMaintenance } from './maintenance/maintenance.service.js';
import { maintenanceMessages } from '../../../shared/messages.js';
import { isBound, linkAddress, pauseReason, targetName, targetText, type TargetProbes } from './targets.js';

/**
 * Runs one monitor's check when the scheduler says so: skips it while paused, asks the target's
 * feature (HTTP here, ping and camera elsewhere), then records the result, judges the state with
 * flap damping, keeps incidents and sends alerts on a change. Checks of their own (TCP, JSON,
 * push, DNS, TLS) run in checks/. Inside a maintenance window the target is not asked at all: the
 * check records "maintenance" and nothing alerts.
 */
export class MonitorRunner {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly inflight = new Set<AbortController>();
  /** One check per monitor at a time: "check now" during a scheduled check joins it. */
  private readonly running = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
    private readonly clock: () => number,
    private readonly store: HistoryStore,
    private readonly probes: TargetProbes,
    private readonly alerts: AlertSender,
    /** Called when what a card shows may have changed. */
    private readonly changed: (context: MonitorContext) => void,
  ) {}

  /** Checks the monitor now (joining a check already running); false when it no longer exists. */
  run = (id: string): Promise<boolean> => {
    const joined = this.running.get(id);
    if (joined) return joined;
    const done = this.runOnce(id).finally(() => this.running.delete(id));
    this.running.set(id, done);
    return done;
  };

  private async runOnce(id: string): Promise<boolean> {
    const context = monitorContext(this.ctx.db, id);
    if (!context) return false;
    const rows = { listing: context.listing, device: context.device };
    if (pauseReason(context.monitor, context.owner, this.ctx.config, rows)) return true;
    const now = this.clock();
    if (inMaintenance(this.ctx, context.owner.id, id, now)) {
      this.maintenance(context, now);
      return true;
    }
    const abort = new AbortController();
    this.inflight.add(abort);
    let result: CheckResult | null;
    try {
      result = await this.check(context, abort.signal);
    } finally {
      this.inflight.delete(abort);
    }
    // Deleted, or the server closing, while the check ran: nothing to record.
    if (abort.signal.aborted) return true;
    if (!monitorExists(this.ctx.db, id)) return false;
    if (result) this.apply(context, result, this.clock());
    return true;
  }

  /** One check of the target as it is saved now. */
  async check(context: MonitorContext, signal?: AbortSignal): Promise<CheckResult | null> {
    const { monitor, owner } = context;
    const reach = reachPolicy(owner, this.ctx.config);
    if (isCheckKind(monitor.kind)) return runCheck(monitor, reach, this.clock(), signal);
    if (monitor.kind === 'link') {
      const url = context.listing ? linkAddress(context.listing) : null;
      if (!url) return { ok: false, latencyMs: null, status: 0, message: m.linkNotMonitorable, certificate: null };
      return checkLink({
        url,
        method: monitor.method,
        statusMin: monitor.statusMin,
        statusMax: monitor.statusMax,
        keyword: monitor.keyword ?? '',
        timeoutMs: monitor.timeoutSeconds * 1000,
        certificate: monitor.tlsFingerprint ? { mode: 'pinned', fingerprint: monitor.tlsFingerprint } : { mode: 'verify' },
        reach,
        ...(signal ? { signal } : {}),
      });
    }
    if (monitor.kind === 'device') {
      const ip = context.device?.deviceIp;
      if (!context.device || !ip) return { ok: false, latencyMs: null, status: 0, message: m.deviceNoAddress, certificate: null };
      if (refusesLiteral(ip, reach)) return { ok: false, latencyMs: null, status: 0, message: messages.loopbackRefused, certificate: null };
      const ping = await this.probes.pingDevice(context.device);
      return { ok: ping.alive, latencyMs: typeof ping.time === 'number' ? Math.round(ping.time) : null, status: 0, message: ping.alive ? m.checkOk : m.deviceNoAnswer, certificate: null };
    }
    if (monitor.kind === 'container') {
      if (!context.listing || !isBound(context.listing)) return { ok: false, latencyMs: null, status: 0, message: m.containerNotBound, certificate: null };
      return { ...(await this.probes.checkContainer(context.listing)), status: 0, certificate: null };
    }
    const { listing } = context;
    const url = listing?.listingUrl;
    if (!listing || !url) return null;
    if (refusesLiteral(url, reach)) return { ok: false, latencyMs: null, status: 0, message: messages.loopbackRefused, certificate: null };
    const camera = await this.probes.checkCamera(owner.id, listing.id, reach);
    if (!camera) return null;
    return { ok: camera.ok, latencyMs: camera.latencyMs, status: 0, message: camera.ok ? m.checkOk : (camera.reason ?? m.cameraNoPicture), certificate: null };
  }

  /** Records a result and acts on what changed. */
  apply(context: MonitorContext, result: CheckResult, at: number): void {
    const { monitor } = context;
    // A push that lands inside a window, or a check whose window opened while it ran.
    if (inMaintenance(this.ctx, context.owner.id, monitor.id, at)) return this.maintenance(context, at);
    const before = this.verdicts.get(monitor.id) ?? initialVerdict(monitor.state, monitor.failures, monitor.successes);
    const { verdict, transition } = judge(before, result.ok, at, monitor.failureThreshold);
    this.verdicts.set(monitor.id, verdict);
    this.store.record(monitor.id, { at, ok: result.ok, latencyMs: result.latencyMs, status: result.status });
    const update: StateUpdate = { state: verdict.state, failures: verdict.failures, successes: verdict.successes, lastCheckedAt: at, lastLatencyMs: result.latencyMs, lastOk: result.ok, lastMessage: result.message };
    if (transition) update.changedAt = at;
    const certificate = result.certificate;
    let warnCertificate = false;
    if (certificate) {
      update.certExpiresAt = Number.isFinite(certificate.validToMs) ? certificate.validToMs : null;
      // A TLS check's own threshold alerts by going down: no second warning.
      warnCertificate = monitor.kind !== 'tls' && expiresSoon(certificate, at) && monitor.certWarnedFor !== certificate.fingerprint256;
      if (warnCertificate) update.certWarnedFor = certificate.fingerprint256;
    }
    this.store.saveState(monitor.id, update);
    if (transition) this.incident(context, transition, result, at);
    if (warnCertificate) this.send(context, 'certificate', m.alertCertificateTitle(targetName(monitor, context)), m.certificateExpires(daysLeft(certificate, at) ?? 0), at);
    const shownBefore = `${before.state}|${monitor.lastOk}|${monitor.lastOk === false ? monitor.lastMessage : ''}`;
    const shownNow = `${verdict.state}|${result.ok}|${result.ok ? '' : result.message}`;
    if (shownBefore !== shownNow || warnCertificate) this.changed(context);
  }

  /**
   * A check inside a maintenance window: recorded as such, counts cleared so that after the window
   * a monitor still failing goes down (and alerts) after its threshold, as a new failure would.
   * A down period open when the window began ends there: the window is not an outage.
   */
  private maintenance(context: MonitorContext, at: number): void {
    const { monitor } = context;
    const before = this.verdicts.get(monitor.id)?.state ?? monitor.state;
    this.verdicts.set(monitor.id, initialVerdict('maintenance'));
    this.store.record(monitor.id, { at, ok: false, latencyMs: null, status: 0, maintenance: true });
    const update: StateUpdate = { state: 'maintenance', failures: 0, successes: 0, lastCheckedAt: at, lastLatencyMs: null, lastOk: null, lastMessage: maintenanceMessages.inMaintenance };
    if (before !== 'maintenance') update.changedAt = at;
    this.store.saveState(monitor.id, update);
    if (before === 'down') {
      try {
        closeIncident(this.ctx.db, monitor.id, at);
      } catch (error) {
        this.ctx.log(`Saving an incident failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (before !== 'maintenance') this.changed(context);
  }

  /** A verdict was reset (settings saved): the next check starts from the stored state. */
  forget(id: string): void {
    this.verdicts.delete(id);
  }

  stop(): void {
    for (const abort of this.inflight) abort.abort();
  }

  private incident(context: MonitorContext, transition: NonNullable<Transition>, result: CheckResult, at: number): void {
    const { monitor } = context;
    const name = targetName(monitor, context);
    try {
      if (transition.kind === 'down') openIncident(this.ctx.db, monitor.id, transition.since, result.message);
      else closeIncident(this.ctx.db, monitor.id, transition.since);
    } catch (error) {
      this.ctx.log(`Saving an incident failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (transition.kind === 'down') return this.send(context, 'down', m.alertDownTitle(name), result.message, at);
    const downSince = monitor.changedAt ?? transition.since;
    this.send(context, 'up', m.alertUpTitle(name), m.alertDownFor(Math.round((transition.since - downSince) / 60_000)), at);
  }

  private send(context: MonitorContext, event: AlertContent['event'], title: string, text: string, at: number): void {
    const { monitor, owner } = context;
    const target = targetText(monitor, context);
    const click = monitor.kind === 'link' && context.listing ? linkAddress(context.listing) : null;
    const content: AlertContent = { event, title, body: target ? `${text}\n${target}` : text, monitor: { id: monitor.id, name: targetName(monitor, context), kind: monitor.kind, target }, click, at };
    this.alerts.alert(owner, content).catch((error: unknown) => this.ctx.log(`Sending an alert failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}
