import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { httpsPortOf, lanAddresses, lanUrls } from './lan.js';

function ipv4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: `${address}/24` };
}

function ipv6(address: string): NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:00', internal: false, cidr: `${address}/64`, scopeid: 0 };
}

describe('lanAddresses', () => {
  it('lists the IPv4 addresses of real network cards', () => {
    const table = { lo: [ipv4('127.0.0.1', true)], eth0: [ipv4('192.168.1.20'), ipv6('fe80::1')] };
    expect(lanAddresses(table)).toEqual(['192.168.1.20']);
  });

  it('skips loopback, link-local and container bridges', () => {
    const table = {
      lo: [ipv4('127.0.0.1', true)],
      docker0: [ipv4('172.17.0.1')],
      'br-1a2b3c': [ipv4('172.18.0.1')],
      veth12: [ipv4('172.19.0.1')],
      virbr0: [ipv4('192.168.122.1')],
      wlan0: [ipv4('169.254.3.4'), ipv4('10.0.0.7')],
    };
    expect(lanAddresses(table)).toEqual(['10.0.0.7']);
  });

  it('puts private addresses before public ones and drops duplicates', () => {
    const table = { eth0: [ipv4('203.0.113.5'), ipv4('192.168.0.2')], eth1: [ipv4('192.168.0.2'), ipv4('172.16.4.4')] };
    expect(lanAddresses(table)).toEqual(['192.168.0.2', '172.16.4.4', '203.0.113.5']);
  });

  it('answers an empty list when only loopback exists or entries are missing', () => {
    expect(lanAddresses({ lo: [ipv4('127.0.0.1', true)], eth0: undefined })).toEqual([]);
    expect(lanAddresses({})).toEqual([]);
  });
});

describe('lanUrls', () => {
  it('builds one http URL per address with the port', () => {
    expect(lanUrls({ eth0: [ipv4('192.168.1.20')], wg0: [ipv4('10.8.0.2')] }, 7420)).toEqual([
      'http://192.168.1.20:7420',
      'http://10.8.0.2:7420',
    ]);
  });
});

describe('lanUrls with HTTPS', () => {
  it('lists the https address of each LAN card after the http ones while HTTPS runs', () => {
    const table = { eth0: [{ address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4' as const, mac: '00:00:00:00:00:00', internal: false, cidr: '192.168.1.20/24' }] };
    expect(lanUrls(table, 7420, 7443)).toEqual(['http://192.168.1.20:7420', 'https://192.168.1.20:7443']);
    expect(lanUrls(table, 7420)).toEqual(['http://192.168.1.20:7420']);
  });
});

describe('httpsPortOf', () => {
  it('reads the HTTPS port the server reports, or null while it serves none', () => {
    expect(httpsPortOf('https://0.0.0.0:7443')).toBe(7443);
    expect(httpsPortOf(null)).toBeNull();
    expect(httpsPortOf('not a url')).toBeNull();
  });
});
