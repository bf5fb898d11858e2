import { describe, expect, it } from 'vitest';
import { directedBroadcasts, magicPacket, type InterfaceAddress } from './wake-interfaces.js';

// os.networkInterfaces() as machines answer it (addresses are documentation and private examples:
// the function only reads them, nothing is sent).
const v4 = (address: string, netmask: string, internal = false): InterfaceAddress => ({ address, netmask, family: 'IPv4', internal });
const v6 = (address: string): InterfaceAddress => ({ address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', internal: false });

const linuxServer = {
  lo: [v4('127.0.0.1', '255.0.0.0', true), { ...v6('::1'), internal: true }],
  enp3s0: [v4('192.168.1.23', '255.255.255.0'), v6('fe80::1e69:7aff:fe0c:1234')],
  wlp2s0: [v4('10.0.4.17', '255.255.252.0')],
  docker0: [v4('172.17.0.1', '255.255.0.0')],
  // A WireGuard point-to-point address: no broadcast address.
  wg0: [v4('10.8.0.2', '255.255.255.255')],
};

const windowsLaptop = {
  'Ethernet 2': [v6('fe80::b1c2:7f0e:aa31:9c10'), v4('192.168.178.40', '255.255.255.0')],
  'Wi-Fi': [v4('172.20.10.3', '255.255.255.240')],
  'Loopback Pseudo-Interface 1': [v4('127.0.0.1', '255.0.0.0', true)],
};

describe('directed broadcast addresses from os.networkInterfaces()', () => {
  it('answers one per IPv4 subnet of a multi-NIC host, skipping loopback, IPv6 and /32 links', () => {
    expect(directedBroadcasts(linuxServer)).toEqual([
      { name: 'enp3s0', local: '192.168.1.23', broadcast: '192.168.1.255' },
      { name: 'wlp2s0', local: '10.0.4.17', broadcast: '10.0.7.255' },
      { name: 'docker0', local: '172.17.0.1', broadcast: '172.17.255.255' },
    ]);
  });

  it("reads Windows' interface names and a /28", () => {
    expect(directedBroadcasts(windowsLaptop)).toEqual([
      { name: 'Ethernet 2', local: '192.168.178.40', broadcast: '192.168.178.255' },
      { name: 'Wi-Fi', local: '172.20.10.3', broadcast: '172.20.10.15' },
    ]);
  });

  it('takes the numeric family of Node 18.0, skips a /31 and lists a subnet once per interface', () => {
    const inputs = {
      en0: [{ address: '192.168.0.10', netmask: '255.255.255.0', family: 4, internal: false }, v4('192.168.0.11', '255.255.255.0')],
      p2p: [v4('10.1.1.0', '255.255.255.254')],
    };
    expect(directedBroadcasts(inputs)).toEqual([{ name: 'en0', local: '192.168.0.10', broadcast: '192.168.0.255' }]);
    expect(directedBroadcasts({})).toEqual([]);
  });

  it('builds the 102-byte magic packet', () => {
    const packet = magicPacket('AA:BB:CC:00:11:22');
    expect(packet).toHaveLength(102);
    expect(packet.subarray(0, 6).toString('hex')).toBe('ffffffffffff');
    expect(packet.subarray(96).toString('hex')).toBe('aabbcc001122');
    expect(() => magicPacket('AA:BB')).toThrow(/not a MAC/);
  });
});
