import { hostStatsSampleMs, type HostStats } from '../../../shared/contracts/host-stats.js';
import { cpuShares, loadAverage, memoryUsage, networkRates, temperatures, visibleDisks, type CoreTimes, type NetCounters, type Where } from './host-platform.js';
import type { HostSource } from './host-source.js';

export interface SamplerTiming {
  /** Never sample more often than this, however many clients ask. */
  intervalMs: number;
  /** Stop sampling once nobody asked for this long. */
  idleMs: number;
  /** Memory moves in seconds, and systeminformation parses all of /proc/meminfo (a process spawn on macOS and Windows): read it this often. */
  memoryMs: number;
  /** Disks and temperatures change slowly and cost a process spawn each (df, sensors): read them this often. */
  slowMs: number;
  /**
   * A machine whose sensors gave no temperature (a VM, most containers, a board without drivers)
   * is asked again this rarely: each try spawns several shells for nothing.
   */
  noSensorMs: number;
}

export const defaultTiming: SamplerTiming = { intervalMs: hostStatsSampleMs, idleMs: 15_000, memoryMs: 5000, slowMs: 30_000, noSensorMs: 600_000 };

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * One sampler for every client: while someone asked within `idleMs` it samples every `intervalMs`
 * and answers the latest sample; then it stops, and the next question starts it again. CPU and
 * network figures are rates between consecutive samples (since boot for the first one).
 */
export class HostSampler {
  private latest: HostStats | null = null;
  private starting: Promise<HostStats> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastAsked = 0;
  private lastNet: { at: number; counters: NetCounters[] } | null = null;
  private lastCpu: CoreTimes[] = [];
  private memory: { at: number; usage: Pick<HostStats, 'memory' | 'swap'> } | null = null;
  private disks: { at: number; list: HostStats['disks'] } | null = null;
  private temperatures: { at: number; list: HostStats['temperatures'] } | null = null;
  private stopped = false;

  constructor(
    private readonly source: HostSource,
    private readonly where: Where,
    private readonly timing: SamplerTiming = defaultTiming,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** The latest sample, taking one first when the sampler was idle. */
  async read(): Promise<HostStats> {
    this.lastAsked = this.source.now();
    if (this.timer && this.latest) return this.latest;
    this.starting ??= this.sample().then(
      (stats) => {
        this.starting = null;
        this.schedule();
        return stats;
      },
      (error: unknown) => {
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  /** True while the sampler has a tick scheduled. */
  get running(): boolean {
    return this.timer !== null;
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.timing.intervalMs);
    // A sampler alone must not keep the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.source.now() - this.lastAsked >= this.timing.idleMs) {
      this.timer = null;
      return;
    }
    try {
      await this.sample();
    } catch (error) {
      this.log(`host stats: sampling failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (this.timer) this.schedule();
  }

  private async sample(): Promise<HostStats> {
    const counters = await this.source.network();
    const times = this.source.cpuTimes();
    // With no earlier reading, the first sample is measured since boot, like the network below.
    const cpu = cpuShares(this.where, this.lastCpu, times);
    this.lastCpu = times;
    const at = this.source.now();
    const uptimeSeconds = Math.round(this.source.uptimeSeconds());
    // The first sample is measured from boot, when every counter was zero.
    const before = this.lastNet ?? { at: at - uptimeSeconds * 1000, counters: counters.map((c) => ({ ...c, rx_bytes: 0, tx_bytes: 0 })) };
    const network = networkRates(this.where, before.counters, counters, at - before.at);
    this.lastNet = { at, counters };
    if (!this.memory || at - this.memory.at >= this.timing.memoryMs) this.memory = { at, usage: memoryUsage(await this.source.memory()) };
    const disksDue = !this.disks || at - this.disks.at >= this.timing.slowMs;
    const sensorWait = this.temperatures?.list.length === 0 ? this.timing.noSensorMs : this.timing.slowMs;
    const temperaturesDue = !this.temperatures || at - this.temperatures.at >= sensorWait;
    const [disks, temps] = await Promise.all([disksDue ? this.source.disks() : null, temperaturesDue ? this.source.temperatures() : null]);
    if (disks) this.disks = { at, list: visibleDisks(this.where, disks) };
    if (temps) this.temperatures = { at, list: temperatures(temps) };
    this.latest = {
      cpu: { percent: round1(cpu.percent), cores: cpu.cores.map(round1) },
      load: loadAverage(this.where, this.source.loadavg()),
      ...this.memory.usage,
      disks: this.disks?.list ?? [],
      network,
      temperatures: this.temperatures?.list ?? [],
      uptimeSeconds,
    };
    return this.latest;
  }
}
