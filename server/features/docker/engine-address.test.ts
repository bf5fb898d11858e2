import { describe, expect, it } from 'vitest';
import { parseDockerUrl } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { describeAddress, engineTarget } from './engine-address.js';

describe('engineTarget', () => {
  const pipe = parseDockerUrl('npipe:////./pipe/docker_engine')!;
  it('opens a named pipe by its Windows name on Windows', () => {
    expect(engineTarget(pipe, { platform: 'win32' })).toEqual({ socketPath: '\\\\.\\pipe\\docker_engine' });
  });
  it.each(['linux', 'darwin'] as const)('refuses a named pipe on %s, saying what to use instead', (platform) => {
    expect(() => engineTarget(pipe, { platform })).toThrow(m.npipeNotHere);
  });
  it.each(['linux', 'darwin', 'win32'] as const)('opens a unix socket by its path on %s', (platform) => {
    expect(engineTarget(parseDockerUrl('unix:///var/run/docker.sock')!, { platform })).toEqual({ socketPath: '/var/run/docker.sock' });
  });
  it('connects to tcp by host and port, IPv6 without brackets', () => {
    expect(engineTarget(parseDockerUrl('tcp://[::1]:2375')!, { platform: 'linux' })).toEqual({ host: '::1', port: 2375 });
    expect(describeAddress(parseDockerUrl('tcp://[::1]:2375')!)).toBe('[::1]:2375');
  });
});
