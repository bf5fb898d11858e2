import { readFileSync } from 'node:fs';
import os from 'node:os';
import { isLoopback, networkCounterSource, sysfsCounterFiles, type CoreTimes, type FsEntry, type MemEntry, type NetCounters, type TemperatureEntry, type Where } from './host-platform.js';

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

// Listing the interfaces (getifaddrs) costs more than reading their counters: the list is kept this long.
const interfaceListMs = 30_000;

/** Byte counters of the interfaces that have an address (the ones systeminformation's '*' lists), loopback aside, from sysfs. */
function sysfsCounters(where: Where): () => Promise<NetCounters[]> {
  let names: string[] = [];
  let listedAt = -Infinity;
  return () => {
    if (Date.now() - listedAt >= interfaceListMs) {
      names = Object.keys(os.networkInterfaces()).filter((name) => !isLoopback(where, name));
      listedAt = Date.now();
    }
    return Promise.resolve(names.map(readSysfs).filter((c): c is NetCounters => c !== null));
  };
}

/**
 * Read synchronously on purpose: sysfs counters are kernel memory, answered in microseconds, while
 * fs/promises' readFile costs five thread-pool round trips per file (open, fstat, read, read,
 * close), which was most of the sampler's CPU time at one sample a second.
 */
function readSysfs(iface: string): NetCounters | null {
  const files = sysfsCounterFiles(iface);
  if (!files) return null;
  try {
    return { iface, rx_bytes: Number(readFileSync(files.rx, 'utf8')), tx_bytes: Number(readFileSync(files.tx, 'utf8')) };
  } catch {
    // Gone since the listing (a container's veth, a VPN going down): left out.
    return null;
  }
}

/**
 * The real machine. CPU times, load and uptime come from Node: systeminformation's currentLoad()
 * and time() each spawn a process per call (see cpuShares); the rest from systeminformation.
 */
export function systemSource(where: Where): HostSource {
  // Loaded when a widget first asks: most servers never show their own stats, and the library is
  // 2 MB of heap that start-up and every garbage collection would otherwise carry (issue 37, 44).
  const si = async () => (await import('systeminformation')).default;
  return {
    cpuTimes: () => os.cpus().map((c) => c.times),
    memory: async () => (await si()).mem(),
    network: networkCounterSource(where) === 'sysfs' ? sysfsCounters(where) : async () => (await si()).networkStats('*'),
    disks: async () => (await si()).fsSize(),
    temperatures: async () => (await si()).cpuTemperature(),
    loadavg: () => os.loadavg(),
    uptimeSeconds: () => os.uptime(),
    now: () => Date.now(),
  };
}
