import { describe, expect, it } from 'vitest';
import { containerBindingSchema, dockerHostCreateSchema, dockerHostPatchSchema, formatDockerUrl, parseDockerUrl } from './docker.js';
import { secretIsSet } from './integrations.js';
import { dockerMessages as m } from '../messages.js';

describe('parseDockerUrl', () => {
  it.each([
    ['unix:///var/run/docker.sock', { kind: 'unix', path: '/var/run/docker.sock' }],
    ['unix:///run/user/1000/podman/podman.sock', { kind: 'unix', path: '/run/user/1000/podman/podman.sock' }],
    ['npipe:////./pipe/docker_engine', { kind: 'npipe', path: '//./pipe/docker_engine' }],
    ['tcp://127.0.0.1:2375', { kind: 'tcp', host: '127.0.0.1', port: 2375 }],
    ['tcp://docker-proxy:2375/', { kind: 'tcp', host: 'docker-proxy', port: 2375 }],
    ['tcp://[fd00::1]:2376', { kind: 'tcp', host: 'fd00::1', port: 2376 }],
    [' tcp://nas.home.arpa:2376 ', { kind: 'tcp', host: 'nas.home.arpa', port: 2376 }],
  ])('reads %s', (text, address) => {
    expect(parseDockerUrl(text)).toEqual(address);
    expect(parseDockerUrl(formatDockerUrl(parseDockerUrl(text)!))).toEqual(address);
  });

  it.each(['', 'http://127.0.0.1:2375', 'tcp://127.0.0.1', 'tcp://127.0.0.1:0', 'tcp://127.0.0.1:65536', 'unix://relative.sock', 'unix:///', 'unix:///var/run/', 'npipe://docker_engine', 'tcp://a b:1', 'unix:///a\0b'])(
    'refuses %j',
    (text) => {
      expect(parseDockerUrl(text)).toBeNull();
    },
  );
});

describe('host bodies', () => {
  it('defaults discovery on and TLS off', () => {
    expect(dockerHostCreateSchema.parse({ name: ' Local ', url: 'unix:///var/run/docker.sock' })).toEqual({ name: 'Local', url: 'unix:///var/run/docker.sock', tlsCa: '', tlsCert: '', tlsKey: '', discovery: true });
  });
  it('keeps a masked or absent TLS field on an edit, and removes one sent empty', () => {
    expect(dockerHostPatchSchema.parse({ tlsKey: secretIsSet, tlsCert: '', discovery: false })).toEqual({ tlsCert: '', discovery: false });
  });
  it('binds by host and name, or by label, not half of either', () => {
    expect(containerBindingSchema.safeParse({ host: 'h', name: 'web' }).success).toBe(true);
    expect(containerBindingSchema.safeParse({ label: 'traefik.enable=true' }).success).toBe(true);
    expect(containerBindingSchema.safeParse({}).success).toBe(true);
    expect(containerBindingSchema.safeParse({ name: 'web' }).error?.issues[0]?.message).toBe(m.bindingInvalid);
    expect(containerBindingSchema.safeParse({ label: 'a=b', host: 'h', name: 'web' }).error?.issues[0]?.message).toBe(m.bindingInvalid);
  });
});
