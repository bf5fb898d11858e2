import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** What a runtime process uses, measured from outside it (app code cannot fake it). */
export interface ProcessStats {
  rssBytes: number;
  /** User and system CPU time since the process started. */
  cpuMs: number;
}

export type StatsProbe = (pid: number) => Promise<ProcessStats | null>;

/** Linux's /proc/<pid>/stat: utime and stime (fields 14 and 15, in clock ticks) and rss (24, pages). */
export function parseProcStat(text: string, ticksPerSecond = 100, pageBytes = 4096): ProcessStats | null {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).trim().split(/\s+/);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const rss = Number(fields[21]);
  if (![utime, stime, rss].every(Number.isFinite)) return null;
  return { rssBytes: rss * pageBytes, cpuMs: ((utime + stime) * 1000) / ticksPerSecond };
}

/** A cumulative CPU time as `ps` and `tasklist` print it: [[dd-]hh:]mm:ss[.ss], in ms. */
export function parseCpuTime(text: string): number | null {
  const match = /^(?:(\d+)-)?(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** macOS's `ps -o rss=,time= -p PID`: resident KiB and cumulative CPU time. */
export function parsePsLine(text: string): ProcessStats | null {
  const [rss, time] = text.trim().split(/\s+/);
  const cpuMs = parseCpuTime(time ?? '');
  if (!rss || !/^\d+$/.test(rss) || cpuMs === null) return null;
  return { rssBytes: Number(rss) * 1024, cpuMs };
}

/**
 * Windows's `tasklist /FI "PID eq N" /FO CSV /NH /V`: "Image","PID","Session","#","Mem Usage",
 * "Status","User","CPU Time","Window". Memory reads like "23,456 K" (separators vary by locale).
 */
export function parseTasklistLine(text: string): ProcessStats | null {
  const cells = [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
  if (cells.length < 8) return null;
  const memory = Number((cells[4] ?? '').replace(/\D/g, ''));
  const cpuMs = parseCpuTime(cells[7] ?? '');
  if (!Number.isFinite(memory) || cpuMs === null) return null;
  return { rssBytes: memory * 1024, cpuMs };
}

const run = promisify(execFile);

/** How this OS tells a process's memory and CPU time (per-OS parsers above, each tested). */
export function systemStatsProbe(platform: NodeJS.Platform): StatsProbe {
  if (platform === 'linux') {
    return async (pid) => parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''));
  }
  if (platform === 'win32') {
    return async (pid) => {
      const { stdout } = await run('tasklist', ['/FI', `PID eq ${pid}`, '/FO', 'CSV', '/NH', '/V'], { timeout: 5000, windowsHide: true }).catch(() => ({ stdout: '' }));
      return parseTasklistLine(stdout);
    };
  }
  return async (pid) => {
    const { stdout } = await run('ps', ['-o', 'rss=,time=', '-p', String(pid)], { timeout: 5000 }).catch(() => ({ stdout: '' }));
    return parsePsLine(stdout);
  };
}

/** The part of Electron's ProcessMetric read here (docs/api/structures/process-metric.md). */
export interface AppProcessMetric {
  pid: number;
  /** Kilobytes (memory-info.md). */
  memory: { workingSetSize: number };
  /** Seconds of CPU time since the process started (cpu-usage.md; optional in Electron's types). */
  cpu: { cumulativeCPUUsage?: number };
}

/**
 * A process's stats from Electron's app.getAppMetrics(), which covers its utility processes on
 * every OS and spawns nothing (on Windows, `tasklist` every second per runner would).
 */
export function appMetricsStats(metrics: readonly AppProcessMetric[], pid: number): ProcessStats | null {
  const metric = metrics.find((entry) => entry.pid === pid);
  const cpuSeconds = metric?.cpu.cumulativeCPUUsage;
  if (!metric || cpuSeconds === undefined || !Number.isFinite(cpuSeconds)) return null;
  return { rssBytes: metric.memory.workingSetSize * 1024, cpuMs: cpuSeconds * 1000 };
}

/** The desktop app's probe: reads the app's metrics at each sample. */
export function appMetricsProbe(getAppMetrics: () => readonly AppProcessMetric[]): StatsProbe {
  return (pid) => Promise.resolve(appMetricsStats(getAppMetrics(), pid));
}
