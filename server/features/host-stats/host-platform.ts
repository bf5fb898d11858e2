import path from 'node:path';
import type { HostStats } from '../../../shared/contracts/host-stats.js';

// Pure readings of systeminformation's answers: where Windows and macOS differ from Linux, the
// platform is an argument, so each is tested with recorded answers instead of the machine's own.

export interface Where {
  platform: NodeJS.Platform;
}

/** One core's times in ms since boot, as Node's os.cpus() gives them. */
export interface CoreTimes {
  user: number;
  nice: number;
  sys: number;
  idle: number;
  irq: number;
}

/** The fields of systeminformation's fsSize() entries this file reads. */
export interface FsEntry {
  fs: string;
  type: string;
  size: number;
  used: number;
  mount: string;
}

/** The fields of systeminformation's mem() answer this file reads. */
export interface MemEntry {
  total: number;
  available: number;
  swaptotal: number;
  swapused: number;
}

/** The fields of systeminformation's cpuTemperature() answer this file reads. */
export interface TemperatureEntry {
  main: number | null;
  cores: (number | null)[];
  socket?: (number | null)[];
  chipset?: number | null;
}

/** One interface's byte counters at one moment (systeminformation's networkStats() fields). */
export interface NetCounters {
  iface: string;
  rx_bytes: number;
  tx_bytes: number;
}

// Kernel and runtime file systems that hold no one's files; systeminformation drops most on Linux,
// not on every platform.
const pseudoTypes = new Set(['tmpfs', 'devtmpfs', 'devfs', 'autofs', 'overlay', 'squashfs', 'ramfs', 'proc', 'sysfs', 'nullfs']);
// APFS splits one disk into volumes that all report the container's size; people know "/" and the
// Data volume, the rest is the OS's own.
const macSystemVolume = /^\/System\/Volumes\/(?!Data$)|^\/private\/var\/vm$/;

/** The disks a person would recognise, each once, with Windows drives named as Explorer does ("C:\"). */
export function visibleDisks(where: Where, entries: FsEntry[]): HostStats['disks'] {
  const seen = new Set<string>();
  const disks: HostStats['disks'] = [];
  for (const entry of entries) {
    if (!(entry.size > 0) || pseudoTypes.has(entry.type.toLowerCase())) continue;
    if (where.platform === 'darwin' && macSystemVolume.test(entry.mount)) continue;
    const mount = where.platform === 'win32' ? path.win32.normalize(`${entry.mount.replace(/[\\/]+$/, '')}\\`) : entry.mount;
    if (seen.has(mount)) continue;
    seen.add(mount);
    disks.push({ mount, total: entry.size, used: Math.min(Math.max(entry.used, 0), entry.size) });
  }
  return disks;
}

/** Memory held by programs: what the OS could not hand out now (Linux MemAvailable, macOS and Windows free pages). */
export function memoryUsage(mem: MemEntry): Pick<HostStats, 'memory' | 'swap'> {
  return {
    memory: { total: mem.total, used: Math.max(0, mem.total - mem.available) },
    swap: { total: mem.swaptotal, used: Math.min(Math.max(mem.swapused, 0), mem.swaptotal) },
  };
}

/**
 * Busy share of each core and of all together between two os.cpus() readings, 0-100. This is what
 * systeminformation's currentLoad() computes, less the `cat /proc/stat | grep cpu` it runs with
 * execSync on every Linux call (lib/cpu.js, 5.33.26) for steal and guest time: 5 ms of blocked
 * event loop a second. Windows counts interrupt time inside sys, so it is taken out there as the
 * library does.
 */
export function cpuShares(where: Where, before: CoreTimes[], after: CoreTimes[]): HostStats['cpu'] {
  let busyAll = 0;
  let totalAll = 0;
  const cores = after.map((now, i) => {
    const then = before[i] ?? { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };
    const sys = (t: CoreTimes): number => (where.platform === 'win32' ? Math.max(0, t.sys - t.irq) : t.sys);
    const busy = Math.max(0, now.user - then.user + now.nice - then.nice + sys(now) - sys(then) + now.irq - then.irq);
    const total = busy + Math.max(0, now.idle - then.idle);
    busyAll += busy;
    totalAll += total;
    return total > 0 ? (100 * busy) / total : 0;
  });
  return { percent: totalAll > 0 ? (100 * busyAll) / totalAll : 0, cores };
}

/** Windows keeps no load average (Node answers zeros there); elsewhere the three figures, rounded. */
export function loadAverage(where: Where, loadavg: number[]): HostStats['load'] {
  if (where.platform === 'win32') return null;
  const [one = 0, five = 0, fifteen = 0] = loadavg.map((v) => Math.round(v * 100) / 100);
  return [one, five, fifteen];
}

const loopback: Partial<Record<NodeJS.Platform, (iface: string) => boolean>> = {
  win32: (iface) => /loopback/i.test(iface),
  darwin: (iface) => /^lo\d*$/.test(iface),
};

/** Loopback carries Hearth's own traffic, not the machine's: lo on Linux, lo0 on macOS, "Loopback Pseudo-Interface 1" on Windows. */
export function isLoopback(where: Where, iface: string): boolean {
  return (loopback[where.platform] ?? ((name: string) => name === 'lo'))(iface);
}

/**
 * Where an interface's byte counters are read. On Linux systeminformation runs a shell and seven
 * `cat`s per interface per call (lib/network.js, 5.33.26): 1-2% of a core at one reading a second,
 * four times the whole budget. The two counters it reads are files in sysfs, read here directly.
 */
export function networkCounterSource(where: Where): 'sysfs' | 'systeminformation' {
  return where.platform === 'linux' ? 'sysfs' : 'systeminformation';
}

/** The sysfs files holding an interface's received and sent byte counts, or null for a name that is not one path segment. */
export function sysfsCounterFiles(iface: string): { rx: string; tx: string } | null {
  if (iface === '' || iface === '.' || iface === '..' || /[/\\\0]/.test(iface)) return null;
  const dir = path.posix.join('/sys/class/net', iface, 'statistics');
  return { rx: path.posix.join(dir, 'rx_bytes'), tx: path.posix.join(dir, 'tx_bytes') };
}

/**
 * Bytes a second between two readings. An interface missing from `before` (it just came up) and a
 * counter that went down (reset) count as idle until the next reading.
 */
export function networkRates(where: Where, before: NetCounters[], after: NetCounters[], spanMs: number): HostStats['network'] {
  const seconds = Math.max(spanMs, 1) / 1000;
  const previous = new Map(before.map((c) => [c.iface, c]));
  const rate = (now: number, then: number): number => (now >= then ? Math.round((now - then) / seconds) : 0);
  return after
    .filter((c) => !isLoopback(where, c.iface))
    .map((c) => {
      const was = previous.get(c.iface) ?? c;
      return { iface: c.iface, rxPerSec: rate(c.rx_bytes, was.rx_bytes), txPerSec: rate(c.tx_bytes, was.tx_bytes) };
    });
}

// Windows answers -1 when WMI gives no thermal zone; a sensor without a reading answers null or 0.
const realCelsius = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 150;

/** Named readings: the CPU package, each core, each socket and the chipset, where the OS has them. */
export function temperatures(reading: TemperatureEntry): HostStats['temperatures'] {
  const out: HostStats['temperatures'] = [];
  const add = (label: string, value: number | null | undefined): void => {
    if (realCelsius(value)) out.push({ label, celsius: Math.round(value * 10) / 10 });
  };
  add('CPU', reading.main);
  reading.cores.forEach((value, i) => add(`Core ${i + 1}`, value));
  (reading.socket ?? []).forEach((value, i) => add(`Socket ${i + 1}`, value));
  add('Chipset', reading.chipset);
  return out;
}
