import { readFile } from 'node:fs/promises';
import os from 'node:os';
import si from 'systeminformation';
import { networkCounterSource, sysfsCounterFiles, type CoreTimes, type FsEntry, type MemEntry, type NetCounters, type TemperatureEntry, type Where } from './host-platform.js';

/** Where the sampler reads the machine from: systeminformation and Node's os, or a test's own. */
export interface HostSource {
  /** Each core's times since boot. */
  cpuTimes(): CoreTimes[];
  memory(): Promise<MemEntry>;
  network(): Promise<NetCounters[]>;
  disks(): Promise<FsEntry[]>;
  temperatures(): Promise<TemperatureEntry>;
  loadavg(): number[];
  uptimeSeconds(): number;
  now(): number;
}

/** Byte counters of the interfaces that have an address (the ones systeminformation's '*' lists), from sysfs. */
async function sysfsCounters(): Promise<NetCounters[]> {
  const read = async (iface: string): Promise<NetCounters | null> => {
    const files = sysfsCounterFiles(iface);
    if (!files) return null;
    try {
      const [rx, tx] = await Promise.all([readFile(files.rx, 'utf8'), readFile(files.tx, 'utf8')]);
      return { iface, rx_bytes: Number(rx), tx_bytes: Number(tx) };
    } catch {
      // Gone between the listing and the read (a container's veth, a VPN going down): left out.
      return null;
    }
  };
  const counters = await Promise.all(Object.keys(os.networkInterfaces()).map(read));
  return counters.filter((c): c is NetCounters => c !== null);
}

/**
 * The real machine. CPU times, load and uptime come from Node: systeminformation's currentLoad()
 * and time() each spawn a process per call (see cpuShares); the rest from systeminformation.
 */
export function systemSource(where: Where): HostSource {
  return {
    cpuTimes: () => os.cpus().map((c) => c.times),
    memory: () => si.mem(),
    network: networkCounterSource(where) === 'sysfs' ? sysfsCounters : () => si.networkStats('*'),
    disks: () => si.fsSize(),
    temperatures: () => si.cpuTemperature(),
    loadavg: () => os.loadavg(),
    uptimeSeconds: () => os.uptime(),
    now: () => Date.now(),
  };
}
