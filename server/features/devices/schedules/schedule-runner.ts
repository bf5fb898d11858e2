import type { AppContext } from '../../../context.js';
import type { DeviceScheduleRow, NetworkDeviceRow, UserRow } from '../../../db/schema/index.js';
import type { PowerResult } from '../../../../shared/contracts/device-power.js';
import { scheduleActionLabels, type ScheduleOutcome, type ScheduleRun } from '../../../../shared/contracts/device-schedules.js';
import { cronMatches, parseCron, wallTimeOf } from '../../../../shared/cron.js';
import { wallClock } from '../../../../shared/maintenance-time.js';
import { scheduleMessages as m } from '../../../../shared/messages.js';
import { findUserById } from '../../auth/users.repo.js';
import type { Clock } from '../../monitoring/scheduler.js';
import { findDevice } from '../devices.repo.js';
import * as repo from './schedules.repo.js';

/** What a run needs from the rest of the devices feature (the tests' server gives the real ones). */
export interface ScheduleActions {
  /** The device's live status now: true on, false off, null when it cannot be checked (no address). */
  status(row: NetworkDeviceRow): Promise<boolean | null>;
  /** Sends the magic packet; throws with the reason. */
  wake(user: UserRow, row: NetworkDeviceRow): Promise<void>;
  power(user: UserRow, row: NetworkDeviceRow, action: 'shutdown' | 'sleep'): Promise<PowerResult>;
}

const minuteMs = 60_000;

/**
 * Runs the schedules: once a minute (on the clock it is given, so tests move time by hand) each
 * enabled schedule whose cron matches that minute on its zone's wall clock acts on its devices.
 * A device already in the wanted state is skipped; every device's outcome is logged.
 */
export class DeviceScheduler {
  private timer: unknown = null;
  private stopped = false;
  /** The runs started by ticks, for tests and for a clean stop. */
  readonly running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'log'>,
    private readonly actions: ScheduleActions,
    private readonly clock: Clock,
  ) {}

  start(): void {
    const now = this.clock.now();
    // A second into the minute: the clock has surely turned.
    const next = Math.floor(now / minuteMs) * minuteMs + minuteMs + 1000;
    this.timer = this.clock.setTimer(() => {
      if (this.stopped) return;
      // A timer callback runs outside any request: nothing in one minute's run may stop the next.
      try {
        this.tick(this.clock.now());
      } catch (error) {
        this.ctx.log(`Device schedules failed this minute: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.start();
    }, next - now);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Starts every schedule due in the minute of `at`. */
  tick(at: number): void {
    const minute = Math.floor(at / minuteMs) * minuteMs;
    let due: DeviceScheduleRow[] = [];
    try {
      due = repo.enabledSchedules(this.ctx.db).filter((row) => this.matches(row, minute));
    } catch (error) {
      this.ctx.log(`Device schedules could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const row of due) {
      if (!repo.claimMinute(this.ctx.db, row.id, minute)) continue;
      const run = this.run(row, minute).then(
        () => undefined,
        (error: unknown) => this.ctx.log(`Device schedule "${row.name}" failed: ${String(error)}`),
      );
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  private matches(row: DeviceScheduleRow, minute: number): boolean {
    const spec = parseCron(row.cron);
    if (typeof spec === 'string') return false;
    return cronMatches(spec, wallTimeOf(wallClock(minute, row.timeZone)));
  }

  /** "Run now": the whole group at once, whatever the time; logged like a scheduled run. */
  runNow(row: DeviceScheduleRow): Promise<ScheduleRun[]> {
    return this.run(row, this.clock.now());
  }

  private async run(row: DeviceScheduleRow, at: number): Promise<ScheduleRun[]> {
    const user = findUserById(this.ctx.db, row.userId);
    if (!user) return [];
    const devices = row.deviceIds.map((id) => findDevice(this.ctx.db, row.userId, id)).filter((d): d is NetworkDeviceRow => d !== undefined);
    return Promise.all(
      devices.map(async (device): Promise<ScheduleRun> => {
        const [outcome, text] = await this.act(row, user, device);
        repo.addRun(this.ctx.db, { scheduleId: row.id, deviceId: device.id, at, outcome, text });
        this.ctx.log(`Device schedule "${row.name}" (${scheduleActionLabels[row.action]}) on "${device.deviceName}": ${text}`);
        return { deviceId: device.id, deviceName: device.deviceName, at: new Date(at).toISOString(), outcome, text };
      }),
    );
  }

  private async act(row: DeviceScheduleRow, user: UserRow, device: NetworkDeviceRow): Promise<[ScheduleOutcome, string]> {
    try {
      const on = await this.actions.status(device);
      if (row.action === 'wake') {
        if (on === true) return ['skipped', m.alreadyOn];
        if (!device.supportsWol) return ['failed', m.noWake];
        await this.actions.wake(user, device);
        return ['done', m.woken];
      }
      if (on === false) return ['skipped', m.alreadyOff];
      const result = await this.actions.power(user, device, row.action);
      return [result.ok ? 'done' : 'failed', result.text];
    } catch (error) {
      return ['failed', `Failed: ${error instanceof Error ? error.message : String(error)}`];
    }
  }
}
