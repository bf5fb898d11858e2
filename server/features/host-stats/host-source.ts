import os from 'node:os';
import si from 'systeminformation';
import type { FsEntry, MemEntry, NetCounters, TemperatureEntry } from './host-platform.js';

/** Where the sampler reads the machine from: systeminformation and Node's os, or a test's own. */
export interface HostSource {
  /** Busy share since the previous call (systeminformation keeps the previous CPU times). */
  cpu(): Promise<{ percent: number; cores: number[] }>;
  memory(): Promise<MemEntry>;
  network(): Promise<NetCounters[]>;
  disks(): Promise<FsEntry[]>;
  temperatures(): Promise<TemperatureEntry>;
  loadavg(): number[];
  uptimeSeconds(): number;
  now(): number;
}

/** The real machine. Load and uptime come from Node: systeminformation's time() spawns a process for the time zone. */
export function systemSource(): HostSource {
  return {
    async cpu() {
      const load = await si.currentLoad();
      return { percent: load.currentLoad, cores: load.cpus.map((c) => c.load) };
    },
    memory: () => si.mem(),
    network: () => si.networkStats('*'),
    disks: () => si.fsSize(),
    temperatures: () => si.cpuTemperature(),
    loadavg: () => os.loadavg(),
    uptimeSeconds: () => os.uptime(),
    now: () => Date.now(),
  };
}
