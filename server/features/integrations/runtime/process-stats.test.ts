import { describe, expect, it } from 'vitest';
import { appMetricsProbe, appMetricsStats, parseCpuTime, parseProcStat, parsePsLine, parseTasklistLine, systemStatsProbe } from './process-stats.js';

describe('reading a process from outside, per OS', () => {
  it('Linux: /proc/<pid>/stat, whatever the command name holds', () => {
    const stat = '4242 (node runner (x)) S 1 4242 4242 0 -1 4194304 1000 0 0 0 150 50 0 0 20 0 11 0 12345 900000000 20480 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0';
    expect(parseProcStat(stat)).toEqual({ rssBytes: 20480 * 4096, cpuMs: 2000 });
    expect(parseProcStat('')).toBeNull();
  });

  it('macOS: ps -o rss=,time=', () => {
    expect(parsePsLine('  51200   0:02.50\n')).toEqual({ rssBytes: 51200 * 1024, cpuMs: 2500 });
    expect(parsePsLine('1024 1-02:03:04.5')).toEqual({ rssBytes: 1024 * 1024, cpuMs: ((26 * 60 + 3) * 60 + 4.5) * 1000 });
    expect(parsePsLine('')).toBeNull();
  });

  it('Windows: tasklist /FO CSV /V, memory with any thousands separator', () => {
    expect(parseTasklistLine('"Hearth.exe","4242","Console","1","51,200 K","Running","PC\\\\me","0:00:02","N/A"')).toEqual({ rssBytes: 51200 * 1024, cpuMs: 2000 });
    expect(parseTasklistLine('"Hearth.exe","4242","Console","1","51.200 K","Running","PC\\\\me","0:01:00","N/A"')).toEqual({ rssBytes: 51200 * 1024, cpuMs: 60_000 });
    expect(parseTasklistLine('INFO: No tasks are running which match the specified criteria.')).toBeNull();
  });

  it('reads cumulative CPU times', () => {
    expect(parseCpuTime('00:01')).toBe(1000);
    expect(parseCpuTime('1:02:03')).toBe(3_723_000);
    expect(parseCpuTime('bogus')).toBeNull();
  });

  it('measures a real process on this machine', async () => {
    const stats = await systemStatsProbe(process.platform)(process.pid);
    expect(stats?.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(stats?.cpuMs).toBeGreaterThan(0);
    expect(await systemStatsProbe(process.platform)(2 ** 22 + 7)).toBeNull();
  });

  it("the desktop app: Electron's app.getAppMetrics(), kilobytes and CPU seconds, found by pid", async () => {
    // Shaped as Electron's ProcessMetric (docs/api/structures/process-metric.md, cpu-usage.md, memory-info.md).
    const metrics = [
      { pid: 100, type: 'Browser', memory: { workingSetSize: 200_000, peakWorkingSetSize: 250_000 }, cpu: { percentCPUUsage: 1, cumulativeCPUUsage: 12.5, idleWakeupsPerSecond: 0 } },
      { pid: 4242, type: 'Utility', serviceName: 'node.mojom.NodeService', memory: { workingSetSize: 51_200, peakWorkingSetSize: 60_000 }, cpu: { percentCPUUsage: 0, cumulativeCPUUsage: 2.25, idleWakeupsPerSecond: 0 } },
    ];
    expect(appMetricsStats(metrics, 4242)).toEqual({ rssBytes: 51_200 * 1024, cpuMs: 2250 });
    expect(appMetricsStats(metrics, 7)).toBeNull();
    expect(appMetricsStats([{ pid: 7, memory: { workingSetSize: 1 }, cpu: {} }], 7)).toBeNull();
    let asked = 0;
    const probe = appMetricsProbe(() => (asked++, metrics));
    expect(await probe(100)).toEqual({ rssBytes: 200_000 * 1024, cpuMs: 12_500 });
    expect(asked).toBe(1);
  });
});
