import { describe, expect, it } from 'vitest';
import type { DockerHostStatus } from '../../../../shared/contracts/docker.js';
import type { DockerProposal } from '../../../../shared/contracts/docker-proposals.js';
import { addAllLabel, chosenKeys, containersSignature, groupProposals, keyNote, labelNotesSummary, proposalIcon, proposalSummary, quietHosts } from './proposalView.js';

const proposal = (containerName: string, overrides: Partial<DockerProposal> = {}): DockerProposal => ({
  key: `h1/${containerName}`,
  host: 'h1',
  hostName: 'nas',
  containerName,
  name: containerName,
  url: `http://${containerName}.home/`,
  group: 'Media',
  icon: null,
  description: null,
  integration: null,
  added: null,
  ...overrides,
});
const host = (name: string, overrides: Partial<DockerHostStatus> = {}): DockerHostStatus => ({ host: name, hostName: name, ok: true, message: null, discovery: true, ...overrides });

describe('grouping proposals by the folder they go to', () => {
  it('keeps the server\'s order of folders and of cards within each', () => {
    const groups = groupProposals([proposal('emby'), proposal('sonarr', { group: 'media' }), proposal('radarr'), proposal('late', { group: 'Extras' })]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.containerName)])).toEqual([
      ['Media', ['emby', 'radarr']],
      ['media', ['sonarr']],
      ['Extras', ['late']],
    ]);
  });

  it('has no groups for no proposals', () => {
    expect(groupProposals([])).toEqual([]);
  });
});

describe('which proposals "Add N cards" sends', () => {
  it('sends every new one the person has not un-ticked, never one already added', () => {
    const items = [proposal('emby'), proposal('radarr', { added: 'Already on your dashboard' }), proposal('sonarr')];
    expect(chosenKeys(items, new Set())).toEqual(['h1/emby', 'h1/sonarr']);
    expect(chosenKeys(items, new Set(['h1/emby']))).toEqual(['h1/sonarr']);
  });

  it('ticks a container that appears after the person un-ticked others', () => {
    const unticked = new Set(['h1/emby']);
    expect(chosenKeys([proposal('emby'), proposal('late')], unticked)).toEqual(['h1/late']);
  });
});

describe('button and summary words', () => {
  it.each([
    [0, 'Add cards'],
    [1, 'Add 1 card'],
    [3, 'Add 3 cards'],
  ])('%i chosen reads "%s"', (count, label) => {
    expect(addAllLabel(count)).toBe(label);
  });

  it('counts the new proposals and the ones already on the dashboard', () => {
    expect(proposalSummary([proposal('a')])).toBe('1 card proposed.');
    expect(proposalSummary([proposal('a'), proposal('b'), proposal('c', { added: 'there' })])).toBe('2 cards proposed, 1 already on your dashboard.');
    expect(proposalSummary([proposal('c', { added: 'there' })])).toBe('0 cards proposed, 1 already on your dashboard.');
  });

  it('says what becomes of a key in the labels, following "Include keys"', () => {
    expect(keyNote('none', true)).toBe('');
    expect(keyNote('withheld', false)).toBe(' · key in the labels not added');
    expect(keyNote('withheld', true)).toBe(' · key from the labels, stored sealed');
    expect(keyNote('included', false)).toBe(' · key added, sealed');
  });

  it('folds the warnings under a count', () => {
    expect(labelNotesSummary(1)).toMatch(/^1 note on the labels/);
    expect(labelNotesSummary(2)).toMatch(/^2 notes on the labels/);
  });
});

describe('icons', () => {
  it('uses a Simple Icons brand with its light variant, as the import stores it', () => {
    expect(proposalIcon('/iconpacks/simple-icons/emby.svg')).toEqual({ iconUrl: '/iconpacks/simple-icons/emby.svg', iconUrlLight: '/iconpacks/simple-icons/emby.svg?variant=light', iconProvider: 'simple-icons' });
  });

  it('uses the generic link icon when the labels name none', () => {
    expect(proposalIcon(null)).toMatchObject({ iconUrl: 'link', iconProvider: 'self' });
  });
});

describe('hosts that propose nothing', () => {
  it('says discovery is off whether or not the host answers, and names the failures of hosts that discover', () => {
    const hosts = [host('ok'), host('off', { discovery: false }), host('off-and-down', { discovery: false, ok: false, message: 'x' }), host('down', { ok: false, message: 'No socket' })];
    const { failed, off } = quietHosts(hosts);
    expect(off.map((h) => h.host)).toEqual(['off', 'off-and-down']);
    expect(failed.map((h) => h.host)).toEqual(['down']);
  });
});

describe('when the containers change', () => {
  const list = (items: { host: string; id: string; state: string }[], hosts = [host('h1')]) => ({ items, hosts });

  it('changes when a container starts, stops or goes, or a host turns discovery off', () => {
    const before = containersSignature(list([{ host: 'h1', id: 'a', state: 'running' }, { host: 'h1', id: 'b', state: 'running' }]));
    expect(containersSignature(list([{ host: 'h1', id: 'b', state: 'running' }, { host: 'h1', id: 'a', state: 'running' }]))).toBe(before);
    expect(containersSignature(list([{ host: 'h1', id: 'a', state: 'running' }, { host: 'h1', id: 'b', state: 'exited' }]))).not.toBe(before);
    expect(containersSignature(list([{ host: 'h1', id: 'a', state: 'running' }]))).not.toBe(before);
    expect(containersSignature(list([{ host: 'h1', id: 'a', state: 'running' }, { host: 'h1', id: 'b', state: 'running' }], [host('h1', { discovery: false })]))).not.toBe(before);
  });

  it('is empty before the containers are read', () => {
    expect(containersSignature(undefined)).toBe('');
  });
});
