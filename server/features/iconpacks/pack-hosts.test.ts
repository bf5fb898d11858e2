import { describe, expect, it } from 'vitest';
import { isAllowedPackUrl, isNonPublicAddress, parseAllowedHost, type AllowedHost } from './pack-hosts.js';

const hosts = ['icons.getastroluma.com', 'icons.example.org:8443', '192.168.1.20', '10.0.0.5:8080'].map((h) => parseAllowedHost(h) as AllowedHost);
const allowed = (url: string) => isAllowedPackUrl(new URL(url), hosts);

describe('isAllowedPackUrl', () => {
  it('allows a listed name on its default port only, unless a port is listed', () => {
    expect(allowed('https://icons.getastroluma.com/a.json')).toBe(true);
    expect(allowed('http://icons.getastroluma.com:80/a.json')).toBe(true);
    expect(allowed('https://icons.getastroluma.com:8443/a.json')).toBe(false);
    expect(allowed('https://icons.example.org:8443/a.json')).toBe(true);
    expect(allowed('https://icons.example.org/a.json')).toBe(false);
  });

  it('allows a listed IP address on any port unless it lists one', () => {
    expect(allowed('http://192.168.1.20:3000/a.json')).toBe(true);
    expect(allowed('http://10.0.0.5:8080/a.json')).toBe(true);
    expect(allowed('http://10.0.0.5/a.json')).toBe(false);
  });

  it('refuses other hosts, other schemes and credentials', () => {
    expect(allowed('https://evil.example/a.json')).toBe(false);
    expect(allowed('https://icons.getastroluma.com.evil.example/a.json')).toBe(false);
    expect(allowed('ftp://icons.getastroluma.com/a.json')).toBe(false);
    expect(allowed('https://u:p@icons.getastroluma.com/a.json')).toBe(false);
  });
});

describe('isNonPublicAddress', () => {
  it('knows loopback, private, link-local, CGNAT, multicast and reserved ranges, IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:192.168.1.1', 'not an ip']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['1.1.1.1', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});
