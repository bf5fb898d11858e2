import { describe, expect, it } from 'vitest';
import { decodeNameConstraints, encodeNameConstraints } from './name-constraints-der.js';
import { homeConstraints, homeRanges, ipBytes, withinConstraints } from './name-constraints.js';

const home = homeConstraints(['den-pc', 'Den-PC.fritz.box']);

describe('the home CA name constraints', () => {
  it('permit home-network suffixes, the machine names given, and private, link-local and loopback ranges', () => {
    expect(home.dns).toEqual(['local', 'home.arpa', 'internal', 'den-pc', 'den-pc.fritz.box']);
    expect(home.ips).toEqual(homeRanges);
  });

  it('read back from DER as written (lengths past 127 bytes included)', () => {
    const der = encodeNameConstraints(home);
    expect(der.length).toBeGreaterThan(255);
    expect(decodeNameConstraints(der)).toEqual({
      dns: home.dns,
      ips: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8', '100.64.0.0/10', '198.18.0.0/15', 'fc00:0:0:0:0:0:0:0/7', 'fe80:0:0:0:0:0:0:0/10', '0:0:0:0:0:0:0:1/128'],
    });
    expect(encodeNameConstraints(decodeNameConstraints(der)).equals(der)).toBe(true);
  });

  it('keep the names and addresses within them and say which are left out', () => {
    const wanted = { dns: ['hearth.local', 'den-pc', 'den-pc.local', 'nas.home.arpa', 'bank.example', 'local.example', 'xden-pc'], ips: ['192.168.1.20', '100.101.1.2', '127.0.0.2', 'fe80::1', 'fd12::1', '203.0.113.9', '172.32.0.1', '2001:db8::1', '::1'] };
    expect(withinConstraints(wanted, home)).toEqual({
      names: { dns: ['hearth.local', 'den-pc', 'den-pc.local', 'nas.home.arpa'], ips: ['192.168.1.20', '100.101.1.2', '127.0.0.2', 'fe80::1', 'fd12::1', '::1'] },
      left: ['bank.example', 'local.example', 'xden-pc', '203.0.113.9', '172.32.0.1', '2001:db8::1'],
    });
  });

  it('keep every name under a CA made before constraints existed', () => {
    const wanted = { dns: ['hearth.local', 'example.org'], ips: ['203.0.113.9'] };
    expect(withinConstraints(wanted, null)).toEqual({ names: wanted, left: [] });
  });

  it('read IPv4 and IPv6 addresses, and nothing else, as bytes', () => {
    expect(ipBytes('192.168.1.20')).toEqual([192, 168, 1, 20]);
    expect(ipBytes('fe80::1')).toEqual([0xfe, 0x80, ...Array<number>(13).fill(0), 1]);
    expect(ipBytes('::')).toEqual(Array<number>(16).fill(0));
    for (const bad of ['256.1.1.1', '1.2.3', 'fe80::1::2', '1:2:3:4:5:6:7', '12345::', 'hearth.local', '']) expect(ipBytes(bad), bad).toBeNull();
  });
});
