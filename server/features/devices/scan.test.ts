import { describe, expect, it } from 'vitest';
import { parseArpTable } from './arp-table.js';
import { subnetHosts, maxScanAddresses } from './subnet.js';
import { PingPool } from './ping-pool.js';
import { ScanRegistry, scanTargets } from './scanner.js';

describe('parseArpTable', () => {
  it('reads /proc/net/arp, skipping incomplete entries', () => {
    const text = [
      'IP address       HW type     Flags       HW address            Mask     Device',
      '192.168.1.1      0x1         0x2         a4:91:b1:0c:22:3e     *        eth0',
      '192.168.1.40     0x1         0x0         00:00:00:00:00:00     *        eth0',
      '192.168.1.41     0x1         0x2         a4-91-b1-0c-22-3f     *        eth0',
    ].join('\n');
    expect(parseArpTable(text)).toEqual([
      { ip: '192.168.1.1', mac: 'A4:91:B1:0C:22:3E' },
      { ip: '192.168.1.41', mac: 'A4:91:B1:0C:22:3F' },
    ]);
  });

  it('reads macOS / BSD and Windows `arp -a`', () => {
    const bsd = '? (10.0.0.7) at 0:1a:2b:3c:4d:5e on en0 ifscope [ethernet]\n? (10.0.0.9) at (incomplete) on en0 ifscope [ethernet]';
    expect(parseArpTable(bsd)).toEqual([{ ip: '10.0.0.7', mac: '00:1A:2B:3C:4D:5E' }]);
    const windows = 'Interface: 192.168.0.5 --- 0x4\n  Internet Address      Physical Address      Type\n  192.168.0.1           00-11-22-33-44-55     dynamic\n  192.168.0.255         ff-ff-ff-ff-ff-ff     static';
    expect(parseArpTable(windows)).toEqual([{ ip: '192.168.0.1', mac: '00:11:22:33:44:55' }]);
  });
});

describe('subnetHosts', () => {
  it('uses the real netmask and refuses more than 1,024 addresses', () => {
    expect(subnetHosts('127.0.0.9', 24)).toHaveLength(254);
    expect(subnetHosts('127.0.0.9', 24)?.[0]).toBe('127.0.0.1');
    expect(subnetHosts('127.0.0.9', 24)?.at(-1)).toBe('127.0.0.254');
    expect(subnetHosts('127.0.5.9', 22)).toHaveLength(maxScanAddresses - 2);
    expect(subnetHosts('127.0.5.9', 22)?.[0]).toBe('127.0.4.1');
    expect(subnetHosts('127.0.5.9', 21)).toBeNull();
  });
});

describe('the sweep (127.0.0.0/24 only)', () => {
  it('never runs more than 32 pings at once and offers only what the ARP table holds for the targets', async () => {
    const pool = new PingPool('linux');
    const targets = subnetHosts('127.0.0.1', 24) ?? [];
    let names = 0;
    const found = await scanTargets(targets, {
      pool,
      readArp: () => Promise.resolve([{ ip: '127.0.0.8', mac: 'AA:BB:CC:DD:EE:01' }, { ip: '127.0.1.8', mac: 'AA:BB:CC:DD:EE:02' }]),
      lookupName: (ip) => Promise.resolve(ip === '127.0.0.8' ? `host-${++names}` : null),
    });
    expect(pool.peak).toBe(32);
    expect(pool.inFlight).toBe(0);
    expect(found).toEqual([{ ip: '127.0.0.8', mac: 'AA:BB:CC:DD:EE:01', name: 'host-1' }]);
  });

  it('joins a scan already running instead of starting another', async () => {
    const registry = new ScanRegistry();
    let reads = 0;
    const deps = { pool: new PingPool('linux'), readArp: () => {
        reads += 1;
        return Promise.resolve([]);
      }, lookupName: () => Promise.resolve(null) };
    const [a, b] = await Promise.all([registry.run('127.0.0.0/30', ['127.0.0.1', '127.0.0.2'], deps), registry.run('127.0.0.0/30', ['127.0.0.1', '127.0.0.2'], deps)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
  });
});
