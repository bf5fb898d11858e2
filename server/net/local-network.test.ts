import { describe, expect, it } from 'vitest';
import { localNetworkMessages } from '../../shared/messages.js';
import { asksForLocalNetwork, isLocalNetworkAddress, localNetworkBlocked } from './local-network.js';
import { describeFailure } from '../features/monitoring/outbound.js';
import { reachPolicy } from './reach.js';

describe("macOS's Local Network permission", () => {
  it('is asked for from macOS 15 (Darwin 24) on, and nowhere else', () => {
    expect(asksForLocalNetwork({ platform: 'darwin', release: '24.0.0' })).toBe(true);
    expect(asksForLocalNetwork({ platform: 'darwin', release: '25.1.0' })).toBe(true);
    expect(asksForLocalNetwork({ platform: 'darwin', release: '23.6.0' })).toBe(false);
    expect(asksForLocalNetwork({ platform: 'linux', release: '6.1.0-27-amd64' })).toBe(false);
    expect(asksForLocalNetwork({ platform: 'win32', release: '10.0.26100' })).toBe(false);
  });

  it('covers private, link-local and unique-local addresses, not public or loopback ones', () => {
    for (const address of ['10.0.0.5', '172.16.1.1', '172.31.255.1', '192.168.1.20', '169.254.3.4', 'fd12:3456::1', 'fe80::1']) expect(isLocalNetworkAddress(address), address).toBe(true);
    for (const address of ['172.32.0.1', '8.8.8.8', '127.0.0.1', '::1', '2001:db8::1', 'nas.local']) expect(isLocalNetworkAddress(address), address).toBe(false);
  });

  it('names the setting when a LAN host is unreachable on such a Mac', () => {
    expect(localNetworkBlocked(true, 'EHOSTUNREACH', '192.168.1.20')).toBe(localNetworkMessages.blocked);
    expect(localNetworkBlocked(true, 'ECONNREFUSED', '192.168.1.20')).toBeNull();
    expect(localNetworkBlocked(true, 'EHOSTUNREACH', '8.8.8.8')).toBeNull();
    expect(localNetworkBlocked(false, 'EHOSTUNREACH', '192.168.1.20')).toBeNull();
  });

  it("says so in a health check's result on macOS 15, and the plain reason elsewhere", () => {
    const error = Object.assign(new Error('connect EHOSTUNREACH 192.168.1.20:80'), { code: 'EHOSTUNREACH', address: '192.168.1.20', port: 80 });
    const mac = reachPolicy({ isSuperAdmin: false }, { loopbackTargets: 'admins', machine: { platform: 'darwin', arch: 'arm64', release: '24.6.0' } });
    const linux = reachPolicy({ isSuperAdmin: false }, { loopbackTargets: 'admins', machine: { platform: 'linux', arch: 'x64', release: '6.1.0' } });
    expect(describeFailure(error, 5000, mac).message).toBe(localNetworkMessages.blocked);
    expect(describeFailure(error, 5000, linux).message).toBe('The host cannot be reached from Hearth.');
  });
});

describe("an integration card's failure on such a Mac", () => {
  it('names the Local Network setting for a LAN service, and passes other failures through', async () => {
    const { describeFailure: describeAppFailure } = await import('../features/integrations/integrations.service.js');
    const mac = { loopback: false, localNetworkPrompt: true };
    expect(describeAppFailure('unreachable (EHOSTUNREACH)', { appUrl: 'http://192.168.1.30:8989', reach: mac })).toBe(localNetworkMessages.blocked);
    expect(describeAppFailure('unreachable (EHOSTUNREACH)', { appUrl: 'https://sonarr.example.org', reach: mac })).toBe('unreachable (EHOSTUNREACH)');
    expect(describeAppFailure('unreachable (EHOSTUNREACH)', { appUrl: 'http://192.168.1.30:8989', reach: { loopback: false } })).toBe('unreachable (EHOSTUNREACH)');
  });
});
