import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostSampler } from './host-sampler.js';
import type { HostSource } from './host-source.js';

// A scripted machine whose counters grow with the fake clock: the sampler's own rules (how often it
// samples, when it stops, what it measures rates over) are what is tested here; the real machine is
// read in tests/api/host-stats.test.ts.
function scriptedMachine(sensor: number | null = 50) {
  const calls = { samples: 0, memory: 0, disks: 0, temperatures: 0 };
  const source: HostSource = {
    // Core 1 is a quarter busy, core 2 a third, all the time.
    cpuTimes: () => [
      { user: Date.now() / 4, nice: 0, sys: 0, idle: (Date.now() * 3) / 4, irq: 0 },
      { user: Date.now() / 6, nice: 0, sys: Date.now() / 6, idle: (Date.now() * 2) / 3, irq: 0 },
    ],
    memory: () => {
      calls.memory += 1;
      return Promise.resolve({ total: 1000, available: 400, swaptotal: 0, swapused: 0 });
    },
    network: () => {
      calls.samples += 1;
      const seconds = Date.now() / 1000;
      return Promise.resolve([{ iface: 'eth0', rx_bytes: seconds * 2000, tx_bytes: seconds * 500 }]);
    },
    disks: () => {
      calls.disks += 1;
      return Promise.resolve([{ fs: '/dev/sda1', type: 'ext4', size: 100, used: 40, mount: '/' }]);
    },
    temperatures: () => {
      calls.temperatures += 1;
      return Promise.resolve({ main: sensor, cores: [] });
    },
    loadavg: () => [0.5, 0.25, 0.125],
    // Booted at the epoch, so the first sample's rates are measured since then.
    uptimeSeconds: () => Date.now() / 1000,
    now: () => Date.now(),
  };
  return { source, calls };
}

const timing = { intervalMs: 1000, idleMs: 5000, memoryMs: 5000, slowMs: 30_000, noSensorMs: 600_000 };
let sampler: HostSampler;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
});
afterEach(() => {
  sampler.close();
  vi.useRealTimers();
});

describe('the shared host sampler', () => {
  it('answers many clients asking at once with one sample', async () => {
    const { source, calls } = scriptedMachine();
    sampler = new HostSampler(source, { platform: 'linux' }, timing);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sampler.read()));
    expect(calls.samples).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({
      cpu: { percent: 29.2, cores: [25, 33.3] },
      load: [0.5, 0.25, 0.13],
      memory: { total: 1000, used: 600 },
      swap: { total: 0, used: 0 },
      disks: [{ mount: '/', total: 100, used: 40 }],
      network: [{ iface: 'eth0', rxPerSec: 2000, txPerSec: 500 }],
      temperatures: [{ label: 'CPU', celsius: 50 }],
      uptimeSeconds: 100,
    });
  });

  it('samples at most once a second while asked, however often, with rates between samples', async () => {
    const { source, calls } = scriptedMachine();
    sampler = new HostSampler(source, { platform: 'linux' }, timing);
    await sampler.read();
    for (let i = 0; i < 40; i++) {
      await vi.advanceTimersByTimeAsync(100);
      await sampler.read();
    }
    expect(calls.samples).toBe(5);
    expect((await sampler.read()).network).toEqual([{ iface: 'eth0', rxPerSec: 2000, txPerSec: 500 }]);
  });

  it('reads memory every memoryMs, disks and temperatures every slowMs', async () => {
    const { source, calls } = scriptedMachine();
    sampler = new HostSampler(source, { platform: 'linux' }, { ...timing, idleMs: 120_000 });
    await sampler.read();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(calls.samples).toBe(62);
    expect([calls.memory, calls.disks, calls.temperatures]).toEqual([13, 3, 3]);
  });

  it('asks a machine without temperature sensors again only every noSensorMs, and disks still every slowMs', async () => {
    const { source, calls } = scriptedMachine(null);
    sampler = new HostSampler(source, { platform: 'linux' }, { ...timing, idleMs: 1_300_000 });
    expect((await sampler.read()).temperatures).toEqual([]);
    await vi.advanceTimersByTimeAsync(599_000);
    expect([calls.disks, calls.temperatures]).toEqual([20, 1]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect([calls.disks, calls.temperatures]).toEqual([21, 2]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect([calls.disks, calls.temperatures]).toEqual([41, 3]);
  });

  it('stops once nobody asked for idleMs, and starts again with a fresh sample on the next question', async () => {
    const { source, calls } = scriptedMachine();
    sampler = new HostSampler(source, { platform: 'linux' }, timing);
    await sampler.read();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sampler.running).toBe(false);
    const stoppedAt = calls.samples;
    expect(stoppedAt).toBe(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.samples).toBe(stoppedAt);
    const answer = await sampler.read();
    expect(calls.samples).toBe(stoppedAt + 1);
    expect(sampler.running).toBe(true);
    expect(answer.uptimeSeconds).toBe(170);
  });

  it('stops for good when closed', async () => {
    const { source, calls } = scriptedMachine();
    sampler = new HostSampler(source, { platform: 'linux' }, timing);
    await sampler.read();
    sampler.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect([calls.samples, sampler.running]).toEqual([1, false]);
  });
});
