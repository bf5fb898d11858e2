import { describe, expect, it } from 'vitest';
import { cpuTemperature, fsSize, mem, networkStats } from '../../../tests/fixtures/systeminformation/recorded.js';
import { cpuShares, isLoopback, networkCounterSource, sysfsCounterFiles, loadAverage, memoryUsage, networkRates, temperatures, visibleDisks } from './host-platform.js';

const gib = 1024 ** 3;
const linux = { platform: 'linux' } as const;
const darwin = { platform: 'darwin' } as const;
const win32 = { platform: 'win32' } as const;

describe('disks', () => {
  it('on Linux keeps real file systems and drops overlay and tmpfs', () => {
    expect(visibleDisks(linux, fsSize.linux).map((d) => d.mount)).toEqual(['/', '/boot/efi', '/srv/media']);
    expect(visibleDisks(linux, fsSize.linux)[2]).toEqual({ mount: '/srv/media', total: 3726 * gib, used: 2900 * gib });
  });

  it('on macOS keeps / and the Data volume, drops the other APFS system volumes and devfs, keeps external drives', () => {
    expect(visibleDisks(darwin, fsSize.darwin).map((d) => d.mount)).toEqual(['/', '/System/Volumes/Data', '/Volumes/Backup']);
  });

  it('on Windows names drives as Explorer does and drops an empty card reader', () => {
    expect(visibleDisks(win32, fsSize.win32)).toEqual([
      { mount: 'C:\\', total: 476 * gib, used: 301 * gib },
      { mount: 'D:\\', total: 1863 * gib, used: 1200 * gib },
    ]);
    expect(visibleDisks(win32, [{ fs: 'C:', type: 'NTFS', size: 10, used: 4, mount: 'C:/' }])[0]?.mount).toBe('C:\\');
  });

  it('lists a mount once and never more used than total', () => {
    const root = { fs: '/dev/nvme0n1p2', type: 'ext4', size: 490 * gib, used: 212 * gib, mount: '/' };
    const twice = [root, { ...root, used: 999 * gib }];
    expect(visibleDisks(linux, twice)).toEqual([{ mount: '/', total: 490 * gib, used: 212 * gib }]);
    expect(visibleDisks(linux, [{ fs: '/dev/x', type: 'ext4', size: 10, used: 12, mount: '/x' }])[0]?.used).toBe(10);
  });
});

describe('cpu', () => {
  const at = (user: number, sys: number, idle: number, irq = 0) => ({ user, nice: 0, sys, idle, irq });

  it('on Linux and macOS is user, nice, sys and irq time over all time since the previous reading, per core and together', () => {
    const before = [at(1000, 500, 8000), at(2000, 0, 2000)];
    const after = [at(1100, 600, 8800), at(2900, 100, 2000)];
    for (const where of [linux, darwin]) expect(cpuShares(where, before, after)).toEqual({ percent: 60, cores: [20, 100] });
  });

  it('on Windows takes interrupt time out of sys, where os.cpus() counts it twice', () => {
    const before = [at(1000, 500, 8000, 100)];
    const after = [at(1100, 700, 8700, 200)];
    expect(cpuShares(win32, before, after).percent).toBe(30);
    expect(cpuShares(linux, before, after).percent).toBeCloseTo(36.36, 1);
  });

  it('measures from boot when there is no earlier reading, and an idle core is 0, never NaN', () => {
    expect(cpuShares(linux, [], [at(250, 0, 750), at(0, 0, 0)])).toEqual({ percent: 25, cores: [25, 0] });
  });
});

describe('memory', () => {
  it.each(['linux', 'darwin', 'win32'] as const)('on %s counts what programs hold, the same figure the library calls active', (os) => {
    const usage = memoryUsage(mem[os]);
    expect(usage.memory).toEqual({ total: mem[os].total, used: mem[os].active });
    expect(usage.swap).toEqual({ total: mem[os].swaptotal, used: mem[os].swapused });
  });
});

describe('load', () => {
  it('is three rounded averages on Linux and macOS, and null on Windows where Node answers zeros', () => {
    expect(loadAverage(linux, [0.123, 1.5, 2.999])).toEqual([0.12, 1.5, 3]);
    expect(loadAverage(darwin, [3.2, 2.1, 1.05])).toEqual([3.2, 2.1, 1.05]);
    expect(loadAverage(win32, [0, 0, 0])).toBeNull();
  });
});

describe('network', () => {
  it('knows each OS loopback by name', () => {
    expect([isLoopback(linux, 'lo'), isLoopback(linux, 'lo0'), isLoopback(linux, 'eth0')]).toEqual([true, false, false]);
    expect([isLoopback(darwin, 'lo0'), isLoopback(darwin, 'en0')]).toEqual([true, false]);
    expect([isLoopback(win32, 'Loopback Pseudo-Interface 1'), isLoopback(win32, 'Ethernet')]).toEqual([true, false]);
  });

  it('on Linux gives bytes a second between readings, leaves out lo, and a new interface idle', () => {
    const { before, after } = networkStats.linux;
    expect(networkRates(linux, before, after, 2000)).toEqual([
      { iface: 'enp3s0', rxPerSec: 125_000, txPerSec: 5_000 },
      { iface: 'wg0', rxPerSec: 0, txPerSec: 0 },
    ]);
  });

  it('on macOS leaves out lo0', () => {
    const { before, after } = networkStats.darwin;
    expect(networkRates(darwin, before, after, 1000)).toEqual([{ iface: 'en0', rxPerSec: 100_000, txPerSec: 50_000 }]);
  });

  it('on Windows leaves out the loopback pseudo-interface and counts a reset adapter as idle, never negative', () => {
    const { before, after } = networkStats.win32;
    expect(networkRates(win32, before, after, 1000)).toEqual([{ iface: 'Ethernet', rxPerSec: 0, txPerSec: 0 }]);
  });
});

describe('where the network counters come from', () => {
  it('is sysfs on Linux and systeminformation on macOS and Windows', () => {
    expect([networkCounterSource(linux), networkCounterSource(darwin), networkCounterSource(win32)]).toEqual(['sysfs', 'systeminformation', 'systeminformation']);
  });

  it('reads an interface as one path segment under /sys/class/net, never a name that climbs out', () => {
    expect(sysfsCounterFiles('eth0')).toEqual({ rx: '/sys/class/net/eth0/statistics/rx_bytes', tx: '/sys/class/net/eth0/statistics/tx_bytes' });
    for (const bad of ['', '.', '..', '../../etc', 'a/b', 'a\\b']) expect(sysfsCounterFiles(bad), bad).toBeNull();
  });
});

describe('temperatures', () => {
  it('on Linux names the package, each core and the socket', () => {
    expect(temperatures(cpuTemperature.linux)).toEqual([
      { label: 'CPU', celsius: 47.5 },
      { label: 'Core 1', celsius: 45 },
      { label: 'Core 2', celsius: 49 },
      { label: 'Socket 1', celsius: 47.5 },
    ]);
  });

  it('is empty where the OS gives none: macOS without its sensor module, Windows answering -1', () => {
    expect(temperatures(cpuTemperature.darwin)).toEqual([]);
    expect(temperatures(cpuTemperature.win32)).toEqual([]);
  });
});
