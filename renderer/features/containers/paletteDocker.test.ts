import { describe, expect, it } from 'vitest';
import type { DockerContainer, DockerContainerList } from '../../../shared/contracts/docker.js';
import { containerIntentPath, dockerRows, readIntent } from './paletteDocker.js';

const container = (name: string, state: DockerContainer['state'] = 'running'): DockerContainer => ({
  host: 'h1', hostName: 'NAS', id: `${name}-id`, name, image: `${name}:1`, state, health: 'none', status: '', labels: {}, ports: [], createdAt: '', startedAt: null, composeProject: null,
});
const list: DockerContainerList = {
  items: [container('jellyfin'), container('postgres', 'exited')],
  hosts: [{ host: 'h1', hostName: 'NAS', ok: true, message: null, discovery: true }],
};

describe('hosts and containers in the command palette', () => {
  it('offers everyone Show, and the super admin logs and the action the state allows', () => {
    expect(dockerRows(list, 'jelly', false).map((r) => r.title)).toEqual(['jellyfin']);
    expect(dockerRows(list, 'jelly', true).map((r) => [r.title, r.action])).toEqual([
      ['jellyfin', 'Show'],
      ['Logs of jellyfin', 'Open logs'],
      ['Restart jellyfin', 'Restart'],
    ]);
    expect(dockerRows(list, 'postgres', true).map((r) => r.title)).toContain('Start postgres');
  });

  it('finds a host by name, with its container count, and nothing for a bang search or no words', () => {
    expect(dockerRows(list, 'nas', false)[0]).toMatchObject({ group: 'dockerHost', title: 'NAS', detail: '2 containers' });
    expect(dockerRows(list, '!g nas', true)).toEqual([]);
    expect(dockerRows(list, '  ', true)).toEqual([]);
    expect(dockerRows(undefined, 'nas', true)).toEqual([]);
  });

  it('sends the screen an intent it reads back, and nothing it does not know', () => {
    const path = containerIntentPath('h1', 'abc', 'restart');
    expect(readIntent(new URL(path, 'http://x').searchParams)).toEqual({ host: 'h1', id: 'abc', intent: 'restart' });
    expect(readIntent(new URLSearchParams('c=h1/abc&do=delete'))).toBeNull();
    expect(readIntent(new URLSearchParams('c=h1&do=logs'))).toBeNull();
  });
});
