import { describe, expect, it } from 'vitest';
import { statsFigures } from './stats-math.js';

const sample = (total: number, system: number) => ({
  cpu_stats: { cpu_usage: { total_usage: total }, system_cpu_usage: system, online_cpus: 2 },
  memory_stats: { usage: 10_000_000, limit: 100_000_000, stats: { inactive_file: 2_000_000 } },
  networks: { eth0: { rx_bytes: 100, tx_bytes: 50 }, eth1: { rx_bytes: 1, tx_bytes: 2 } },
});

describe('statsFigures', () => {
  it('has no CPU share from the first sample alone', () => {
    expect(statsFigures(sample(1_000, 10_000), null)).toMatchObject({ cpuPercent: null, cpu: { total: 1_000, system: 10_000 } });
  });
  it('computes CPU like the Docker CLI: container time over system time, times the CPUs', () => {
    // 500 of 10,000 system ns on 2 CPUs: 10% (of one core).
    expect(statsFigures(sample(1_500, 20_000), { total: 1_000, system: 10_000 }).cpuPercent).toBe(10);
  });
  it('shows memory without the page cache, and adds up every network', () => {
    expect(statsFigures(sample(0, 0), null)).toMatchObject({ memoryBytes: 8_000_000, memoryLimitBytes: 100_000_000, rxBytes: 101, txBytes: 52 });
  });
  it('says nothing of CPU when the counters went backwards (the container restarted)', () => {
    expect(statsFigures(sample(10, 20_000), { total: 1_000, system: 10_000 }).cpuPercent).toBeNull();
  });
});
