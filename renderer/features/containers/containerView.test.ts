import { describe, expect, it } from 'vitest';
import { bytesText, cpuText, filterContainers, groupByProject, healthBadge, memoryText, networkText, portsText, stateBadge, uptimeText, type ContainerFacts } from './containerView.js';

const row = (name: string, overrides: Partial<ContainerFacts> = {}): ContainerFacts => ({ id: name, name, image: `${name}:latest`, state: 'running', health: null, labels: {}, ...overrides });
const inProject = (project: string) => ({ labels: { 'com.docker.compose.project': project } });

describe('grouping by Compose project', () => {
  it('puts projects in name order, standalone containers last, rows by name', () => {
    const groups = groupByProject([row('web', inProject('media')), row('solo'), row('db', inProject('auth')), row('app', inProject('media'))]);
    expect(groups.map((g) => [g.project, g.containers.map((c) => c.name)])).toEqual([
      ['auth', ['db']],
      ['media', ['app', 'web']],
      [null, ['solo']],
    ]);
  });

  it('treats an empty project label as no project', () => {
    expect(groupByProject([row('a', inProject('  '))])[0]?.project).toBeNull();
  });
});

describe('filter and search', () => {
  const list = [row('jellyfin', inProject('media')), row('postgres', { state: 'exited' }), row('sick', { health: 'unhealthy' }), row('frozen', { state: 'paused' }), row('fresh', { state: 'created' })];
  const names = (found: ContainerFacts[]) => found.map((c) => c.name);

  it('keeps the state asked for', () => {
    expect(names(filterContainers(list, 'all', ''))).toHaveLength(5);
    expect(names(filterContainers(list, 'running', ''))).toEqual(['jellyfin', 'sick']);
    expect(names(filterContainers(list, 'stopped', ''))).toEqual(['postgres', 'fresh']);
    expect(names(filterContainers(list, 'unhealthy', ''))).toEqual(['sick']);
    expect(names(filterContainers(list, 'paused', ''))).toEqual(['frozen']);
  });

  it('matches every word against name, image and project, in any case', () => {
    expect(names(filterContainers(list, 'all', 'MEDIA jelly'))).toEqual(['jellyfin']);
    expect(names(filterContainers(list, 'all', 'postgres:latest'))).toEqual(['postgres']);
    expect(names(filterContainers(list, 'running', 'postgres'))).toEqual([]);
  });
});

describe('badges', () => {
  it('maps Docker states and health to words and tones', () => {
    expect(stateBadge('running')).toEqual({ label: 'Running', tone: 'good' });
    expect(stateBadge('exited')).toEqual({ label: 'Exited', tone: 'neutral' });
    expect(stateBadge('dead')).toEqual({ label: 'Dead', tone: 'bad' });
    expect(stateBadge('restarting').tone).toBe('warn');
    expect(stateBadge('configured')).toEqual({ label: 'Configured', tone: 'neutral' });
    expect(healthBadge('unhealthy')).toEqual({ label: 'Unhealthy', tone: 'bad' });
    expect(healthBadge('healthy')?.tone).toBe('good');
    expect(healthBadge('starting')?.tone).toBe('warn');
    expect(healthBadge(null)).toBeNull();
  });
});

describe('texts', () => {
  const now = Date.parse('2030-01-02T12:00:00Z');
  it('says uptime in the largest two units', () => {
    expect(uptimeText('2030-01-02T11:59:15Z', now)).toBe('45 s');
    expect(uptimeText('2030-01-02T11:48:00Z', now)).toBe('12 min');
    expect(uptimeText('2030-01-02T08:55:00Z', now)).toBe('3 h 5 min');
    expect(uptimeText('2030-01-02T09:00:00Z', now)).toBe('3 h');
    expect(uptimeText('2029-12-29T10:00:00Z', now)).toBe('4 d 2 h');
    expect(uptimeText(null, now)).toBeNull();
    expect(uptimeText('not a date', now)).toBeNull();
  });

  it('writes bytes, CPU, memory and network the way docker stats does', () => {
    expect(bytesText(512)).toBe('512 B');
    expect(bytesText(1536)).toBe('1.5 KiB');
    expect(bytesText(230 * 1024 * 1024)).toBe('230 MiB');
    expect(bytesText(1024 ** 3)).toBe('1 GiB');
    expect(cpuText(0.42)).toBe('0.4%');
    expect(cpuText(0)).toBe('0%');
    expect(cpuText(215.4)).toBe('215%');
    expect(memoryText(230 * 1024 * 1024, 1024 ** 3)).toBe('230 MiB / 1 GiB');
    expect(memoryText(2048, null)).toBe('2 KiB');
    expect(networkText(1024 * 1024, 300 * 1024)).toBe('↓ 1 MiB ↑ 300 KiB');
  });

  it('lists ports once each, published ones with their host side', () => {
    expect(
      portsText([
        { privatePort: 80, publicPort: 8080, ip: '0.0.0.0', type: 'tcp' },
        { privatePort: 80, publicPort: 8080, ip: '::', type: 'tcp' },
        { privatePort: 5432, publicPort: 5432, ip: '127.0.0.1', type: 'tcp' },
        { privatePort: 53, type: 'udp' },
      ]),
    ).toEqual(['53/udp', '8080→80/tcp', '127.0.0.1:5432→5432/tcp']);
  });
});
