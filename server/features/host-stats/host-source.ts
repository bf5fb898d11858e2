import { readFile } from 'node:fs/promises';
import os from 'node:os';
import si from 'systeminformation';
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
  return async () => {
    if (Date.now() - listedAt >= interfaceListMs) {
      names = Object.keys(os.networkInterfaces()).filter((name) => !isLoopback(where, name));
      listedAt = Date.now();
    }
    const counters = await Promise.all(names.map(readSysfs));
    return counters.filter((c): c is NetCounters => c !== null);
  };
}

async function readSysfs(iface: string): Promise<NetCounters | null> {
  const files = sysfsCounterFiles(iface);
  if (!files) return null;
  try {
    const [rx, tx] = await Promise.all([readFile(files.rx, 'utf8'), readFile(files.tx, 'utf8')]);
    return { iface, rx_bytes: Number(rx), tx_bytes: Number(tx) };
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
  return {
    cpuTimes: () => os.cpus().map((c) => c.times),
    memory: () => si.mem(),
    network: networkCounterSource(where) === 'sysfs' ? sysfsCounters(where) : () => si.networkStats('*'),
    disks: () => si.fsSize(),
    temperatures: () => si.cpuTemperature(),
    loadavg: () => os.loadavg(),
    uptimeSeconds: () => os.uptime(),
    now: () => Date.now(),
  };
}
