import { describe, expect, it } from 'vitest';
import { healthOf, stateOf, toContainer } from './container-summary.js';
import { StartedAtCache, uptimeAtMost } from './started-at.js';
import { compareApiVersions, negotiateApiVersion } from './api-version.js';
import { dockerMessages as m } from '../../../shared/messages.js';

describe('container summaries', () => {
  it('reads health from Docker\'s status words, a Health field, or the filters', () => {
    expect(healthOf({ Status: 'Up 3 minutes (healthy)' }, undefined)).toBe('healthy');
    expect(healthOf({ Status: 'Up 1 second (health: starting)' }, undefined)).toBe('starting');
    expect(healthOf({ Status: 'Up 3 minutes', Health: { Status: 'unhealthy' } }, undefined)).toBe('unhealthy');
    expect(healthOf({ Status: 'Up 3 minutes' }, 'unhealthy')).toBe('unhealthy');
    expect(healthOf({ Status: 'Up 3 minutes' }, undefined)).toBe('none');
  });
  it('reads podman\'s state words as Docker\'s', () => {
    expect(stateOf('configured')).toBe('created');
    expect(stateOf('stopped')).toBe('exited');
    expect(stateOf('running')).toBe('running');
    expect(stateOf('weird')).toBe('dead');
  });
  it('maps a list item: name without its slash, compose project, ports', () => {
    const item = { Id: 'abc', Names: ['/web'], Image: 'nginx', State: 'running', Status: 'Up 2 hours', Labels: { 'com.docker.compose.project': 'media' }, Ports: [{ PrivatePort: 80, PublicPort: 8080, Type: 'tcp', IP: '0.0.0.0' }], Created: 1_700_000_000 };
    expect(toContainer({ id: 'h', name: 'Home' }, item, undefined, '2026-01-01T00:00:00.000Z')).toMatchObject({
      host: 'h',
      name: 'web',
      composeProject: 'media',
      health: 'none',
      ports: [{ privatePort: 80, publicPort: 8080, type: 'tcp', ip: '0.0.0.0' }],
      createdAt: '2023-11-14T22:13:20.000Z',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('start times', () => {
  it.each([
    ['Up Less than a second', 1],
    ['Up 3 minutes', 240],
    ['Up About an hour', 7200],
    ['Up 2 days (healthy)', 259_200],
    ['Exited (0) 3 minutes ago', null],
  ])('%s is up at most %s s', (status, seconds) => {
    expect(uptimeAtMost(status)).toBe(seconds);
  });
  it('forgets a start time the status words say is too old (restarted between two lists)', () => {
    const cache = new StartedAtCache();
    const now = Date.parse('2026-01-01T12:00:00Z');
    cache.set('a', '2026-01-01T10:00:00.123456789Z');
    expect(cache.get('a', 'Up 2 hours', now)).toBe('2026-01-01T10:00:00.123Z');
    expect(cache.get('a', 'Up 5 seconds', now)).toBeNull();
  });
});

describe('API version', () => {
  it('compares by number', () => {
    expect(compareApiVersions('1.41', '1.9')).toBe(1);
    expect(compareApiVersions('1.43', '1.43')).toBe(0);
  });
  it('speaks the lower of the engine\'s and Hearth\'s', () => {
    expect(negotiateApiVersion({ ApiVersion: '1.41', Version: '4.3.1' }, 'x').apiVersion).toBe('1.41');
    expect(negotiateApiVersion({ ApiVersion: '1.47', Version: '27.0' }, 'x').apiVersion).toBe('1.43');
  });
  it('refuses an engine older than 1.24, and an answer without a version', () => {
    expect(() => negotiateApiVersion({ ApiVersion: '1.12' }, 'x')).toThrow(m.apiTooOld('1.12'));
    expect(() => negotiateApiVersion({ hello: 'world' }, 'x')).toThrow(m.notJson('x'));
  });
});
