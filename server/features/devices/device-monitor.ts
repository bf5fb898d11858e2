import type { Db } from '../../db/client.js';
import type { NetworkDeviceRow } from '../../db/schema/index.js';
import { statusIntervalMs, type DeviceStatusMessage, type WakeProgressMessage } from '../../../shared/contracts/devices.js';
import { findDevice, listDevices, saveLiveness } from './devices.repo.js';
import type { PingPool } from './ping-pool.js';
import { probePort } from './port-probe.js';

export type StatusPush = (message: DeviceStatusMessage | WakeProgressMessage) => void;

/** After a wake, the device is pinged this often, for at most this long. */
export const wakeFollowEveryMs = 2_000;
export const wakeFollowForMs = 120_000;

export function storedStatus(row: NetworkDeviceRow): DeviceStatusMessage {
  return { deviceId: row.id, deviceIp: row.deviceIp ?? '', alive: row.isAlive, time: 0 };
}

/**
 * Keeps device statuses: pings (or a TCP connect, for a device with a port to check) run only while someone watches (a `watch-all` socket, a single
 * watch, an instant check or a wake follow-up), results are written back, and every change is
 * pushed to the user's `watch-all` sockets.
 */
export class DeviceMonitor {
  private readonly watchers = new Map<string, Set<StatusPush>>();
  private readonly rounds = new Map<string, NodeJS.Timeout>();
  private readonly inflight = new Map<string, Promise<DeviceStatusMessage>>();
  private readonly followUps = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    readonly pool: PingPool,
    private readonly log: (line: string) => void,
    readonly intervalMs = statusIntervalMs,
  ) {}

  /** Sends the stored state of every device now, then every change; returns the unsubscribe. */
  watchAll(userId: string, push: StatusPush): () => void {
    for (const row of listDevices(this.db, userId)) push(storedStatus(row));
    const set = this.watchers.get(userId) ?? new Set<StatusPush>();
    set.add(push);
    this.watchers.set(userId, set);
    if (!this.rounds.has(userId)) {
      this.rounds.set(userId, setInterval(() => this.round(userId), this.intervalMs));
      this.round(userId);
    }
    return () => {
      set.delete(push);
      if (set.size > 0) return;
      this.watchers.delete(userId);
      clearInterval(this.rounds.get(userId));
      this.rounds.delete(userId);
    };
  }

  /** Pings the device once (joining a check already running), saves and pushes a change. */
  check(row: NetworkDeviceRow): Promise<DeviceStatusMessage> {
    const running = this.inflight.get(row.id);
    if (running) return running;
    const done = this.runCheck(row).finally(() => this.inflight.delete(row.id));
    this.inflight.set(row.id, done);
    return done;
  }

  emit(userId: string, message: DeviceStatusMessage | WakeProgressMessage): void {
    for (const push of this.watchers.get(userId) ?? []) push(message);
  }

  /** Pushes "waking", then "online" after N s or "no-answer" after two minutes. */
  followWake(row: NetworkDeviceRow): void {
    clearTimeout(this.followUps.get(row.id));
    this.emit(row.userId, { deviceId: row.id, wake: 'waking' });
    if (!row.deviceIp) return;
    const started = Date.now();
    const tick = () => {
      if (this.stopped) return;
      const current = findDevice(this.db, row.userId, row.id);
      if (!current?.deviceIp) return void this.followUps.delete(row.id);
      void this.check(current).then((status) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        if (status.alive) {
          this.followUps.delete(row.id);
          return this.emit(row.userId, { deviceId: row.id, wake: 'online', seconds });
        }
        if (Date.now() - started + wakeFollowEveryMs > wakeFollowForMs) {
          this.followUps.delete(row.id);
          return this.emit(row.userId, { deviceId: row.id, wake: 'no-answer' });
        }
        if (!this.stopped) this.followUps.set(row.id, setTimeout(tick, wakeFollowEveryMs));
      }, (error: unknown) => this.log(`Wake follow-up failed: ${String(error)}`));
    };
    this.followUps.set(row.id, setTimeout(tick, wakeFollowEveryMs));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.rounds.values()) clearInterval(timer);
    for (const timer of this.followUps.values()) clearTimeout(timer);
    this.rounds.clear();
    this.followUps.clear();
    this.watchers.clear();
  }

  private round(userId: string): void {
    try {
      for (const row of listDevices(this.db, userId)) if (row.deviceIp) void this.check(row);
    } catch (error) {
      this.log(`Device status round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async runCheck(row: NetworkDeviceRow): Promise<DeviceStatusMessage> {
    const result = row.checkPort ? await probePort(row.deviceIp ?? '', row.checkPort) : await this.pool.probe(row.deviceIp ?? '');
    const status: DeviceStatusMessage = { deviceId: row.id, deviceIp: row.deviceIp ?? '', alive: result.alive, time: result.time };
    if (this.stopped) return status;
    try {
      // Read again: the row may have changed or gone while the ping ran.
      const before = findDevice(this.db, row.userId, row.id);
      if (!before || before.deviceIp !== row.deviceIp || before.checkPort !== row.checkPort) return status;
      saveLiveness(this.db, row.id, result.alive, new Date().toISOString());
      if (before.isAlive !== result.alive) this.emit(row.userId, status);
    } catch (error) {
      this.log(`Saving a device status failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return status;
  }
}
