// Discovery (issue 42) against a real engine: podman's Docker-compatible API on a unix socket,
// started once for this file, with containers labelled as Homepage documents its labels, with
// Hearth's own labels and with a Traefik router rule. The proposals are what the import adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { missing } from '../helpers/prerequisites.js';
import { podmanEngineMissing, startPodmanEngine, type PodmanEngine } from '../helpers/podman-engine.js';
import { storedEntries } from '../helpers/imports.js';
import { until } from '../helpers/until.js';
import { discoveryMessages as m } from '../../shared/messages.js';
import type { DockerContainerList, DockerHost, LinkContainer } from '../../shared/contracts/docker.js';
import type { DockerProposal, DockerProposals } from '../../shared/contracts/docker-proposals.js';
import type { ImportPreview, ImportResult } from '../../shared/contracts/imports.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { FolderList, ListingDetail } from '../../shared/contracts/listings.js';

const embyLabels = {
  // Homepage's docs page, "Widgets" example (tests/fixtures/docker/homepage-docs-configs-docker.md).
  'homepage.group': 'Media',
  'homepage.name': 'Emby',
  'homepage.icon': 'emby.png',
  'homepage.href': 'http://emby.home/',
  'homepage.description': 'Media server',
};

describe.skipIf(missing('podman with busybox-static', podmanEngineMissing()))('discovery: proposed cards from containers on podman', () => {
  let server: TestServer;
  let engine: PodmanEngine;
  let admin: string;
  let other: string;
  let hostId: string;
  const key = (name: string) => `${hostId}/${name}`;

  beforeAll(async () => {
    [engine, server] = await Promise.all([startPodmanEngine('docker-proposals'), startTestServer()]);
    admin = await loginAdmin(server);
    other = await createUser(server, 'housemate');
    expect((await call(server, 'GET', '/app/com.sonarr/install', { token: admin })).status).toBe(200);
    engine.run('emby', { labels: embyLabels });
    engine.run('media-sonarr-1', {
      labels: {
        'com.docker.compose.project': 'media',
        'com.docker.compose.service': 'sonarr',
        'hearth.url': 'http://sonarr.home.arpa:8989/',
        'hearth.icon': 'si-sonarr',
        'homepage.widget.type': 'sonarr',
        'homepage.widget.url': 'http://sonarr.home.arpa:8989',
        'homepage.widget.key': 'label-held-sonarr-key',
      },
    });
    engine.run('radarr', { labels: { 'traefik.http.routers.radarr.rule': 'Host(`radarr.home.arpa`)', 'traefik.http.routers.radarr.tls': 'true', 'homepage.group': 'Media', 'homepage.name': 'Radarr' } });
    engine.run('nameless', { labels: { 'homepage.name': 'No group' } });
    engine.run('plain', { labels: { maintainer: 'nobody' } });
    engine.run('sleeper', { labels: { 'homepage.group': 'Media', 'homepage.name': 'Sleeper', 'homepage.href': 'http://sleeper.home/' } });
    engine.podman.sync(['stop', '--time', '0', 'sleeper']);
    const added = await call<{ host: DockerHost }>(server, 'POST', '/docker/hosts', { token: admin, body: { name: 'nas', url: engine.url } });
    expect(added.status).toBe(201);
    hostId = added.body.message.host._id;
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.stop();
  });

  const proposals = async (token = admin): Promise<DockerProposals> => {
    const answer = await call<DockerProposals>(server, 'GET', '/docker/proposals', { token });
    expect(answer.status).toBe(200);
    return answer.body.message;
  };
  const add = (body: unknown, token = admin) => call<ImportResult>(server, 'POST', '/docker/proposals', { token, body });
  const byName = (items: DockerProposal[]) => new Map(items.map((item) => [item.containerName, item]));

  it('answers 401 without a session', async () => {
    expect((await call(server, 'GET', '/docker/proposals')).status).toBe(401);
    expect((await call(server, 'POST', '/docker/proposals', { body: { keys: ['x/y'] } })).status).toBe(401);
  });

  it('proposes each running labelled container as the import would add it, and says why the others make no card', async () => {
    const found = await proposals();
    const items = byName(found.items);
    expect([...items.keys()].sort()).toEqual(['emby', 'media-sonarr-1', 'radarr']);
    expect(items.get('emby')).toEqual({
      key: key('emby'),
      host: hostId,
      hostName: 'nas',
      containerName: 'emby',
      name: 'Emby',
      url: 'http://emby.home/',
      group: 'Media',
      // emby.png names a brand of the offline Simple Icons set.
      icon: '/iconpacks/simple-icons/emby.svg',
      description: 'Media server',
      integration: null,
      added: null,
    });
    expect(items.get('media-sonarr-1')).toMatchObject({ name: 'sonarr', group: 'media', url: 'http://sonarr.home.arpa:8989/', integration: { appId: 'com.sonarr', keys: 'withheld' }, added: null });
    expect(items.get('media-sonarr-1')?.icon).toMatch(/sonarr/);
    // No href label: the Traefik router's rule, https for its TLS.
    expect(items.get('radarr')).toMatchObject({ name: 'Radarr', group: 'Media', url: 'https://radarr.home.arpa/' });
    expect(found.warnings).toContain(m.needsNameAndGroup('nameless'));
    // The proposal says its key is withheld; the import's advice about its own tick box is not repeated.
    expect(found.warnings.filter((warning) => warning.includes('Import keys and passwords'))).toEqual([]);
    expect(found.hosts).toEqual([expect.objectContaining({ host: hostId, ok: true, discovery: true })]);
    // A stopped container proposes nothing, and neither does one without labels.
    expect(items.has('sleeper')).toBe(false);
    expect(items.has('plain')).toBe(false);
  });

  it('proposes nothing from a host with discovery off', async () => {
    expect((await call(server, 'PATCH', `/docker/hosts/${hostId}`, { token: admin, body: { discovery: false } })).status).toBe(200);
    try {
      expect((await proposals()).items).toEqual([]);
      expect((await add({ keys: [key('emby')] })).body.message).toBe(m.gone);
    } finally {
      expect((await call(server, 'PATCH', `/docker/hosts/${hostId}`, { token: admin, body: { discovery: true } })).status).toBe(200);
    }
    expect((await proposals()).items.length).toBe(3);
  });

  it('refuses bad choices with a message, adding nothing', async () => {
    const before = await storedEntries(server, admin);
    for (const [body, message] of [
      [{}, m.keysInvalid],
      [{ keys: [] }, m.noneChosen],
      [{ keys: 'emby' }, m.keysInvalid],
      [{ keys: [42] }, m.keysInvalid],
      [{ keys: [`${'x'.repeat(10)}/nope`] }, m.gone],
    ] as const) {
      const answer = await add(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await storedEntries(server, admin)).toEqual(before);
  });

  it('adds the chosen cards bound to their containers, then says they are there', async () => {
    const answer = await add({ keys: [key('emby'), key('radarr')] });
    expect(answer.status).toBe(200);
    expect(answer.body.message.added).toMatchObject({ folders: 1, links: 2 });
    expect(await storedEntries(server, admin)).toEqual(expect.arrayContaining(['Media/', 'Media › Emby › http://emby.home/', 'Media › Radarr › https://radarr.home.arpa/']));
    const links = await call<{ items: LinkContainer[] }>(server, 'GET', '/docker/links', { token: admin });
    expect(links.body.message.items.map((link) => [link.host, link.name, link.container?.state]).sort()).toEqual([
      [hostId, 'emby', 'running'],
      [hostId, 'radarr', 'running'],
    ]);
    const items = byName((await proposals()).items);
    expect(items.get('emby')?.added).toBe(m.alreadyAdded);
    expect(items.get('radarr')?.added).toBe(m.alreadyAdded);
    expect(items.get('media-sonarr-1')?.added).toBeNull();
    const again = await add({ keys: [key('emby')] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(m.alreadyAdded);
  });

  it('carries the keys in labels only for a super admin who asks; a housemate gets the card without them', async () => {
    const mine = await add({ keys: [key('media-sonarr-1')], includeKeys: true }, other);
    expect(mine.status).toBe(200);
    expect(await integrationConfig(other, 'media', 'sonarr')).toEqual({ overrideurl: 'http://sonarr.home.arpa:8989/' });
    const admins = await add({ keys: [key('media-sonarr-1')], includeKeys: true });
    expect(admins.status).toBe(200);
    expect(await integrationConfig(admin, 'media', 'sonarr')).toEqual({ overrideurl: 'http://sonarr.home.arpa:8989/', apiKey: secretIsSet });
  });

  it('shows the credentials in labels to super admins only; others see that one is set', async () => {
    const label = async (token: string) => {
      const answer = await call<DockerContainerList>(server, 'GET', '/docker/containers', { token });
      return answer.body.message.items.find((item) => item.name === 'media-sonarr-1')?.labels;
    };
    expect(await label(admin)).toMatchObject({ 'homepage.widget.key': 'label-held-sonarr-key', 'hearth.url': 'http://sonarr.home.arpa:8989/' });
    expect(await label(other)).toMatchObject({ 'homepage.widget.key': secretIsSet, 'hearth.url': 'http://sonarr.home.arpa:8989/' });
    const links = await call<{ items: LinkContainer[] }>(server, 'GET', '/docker/links', { token: other });
    expect(JSON.stringify(links.body)).not.toContain('label-held-sonarr-key');
    expect(links.body.message.items.find((link) => link.name === 'media-sonarr-1')?.container?.labels['homepage.widget.key']).toBe(secretIsSet);
  });

  it('follows the containers: a new one is proposed, a removed one is not, and its card stays, marked gone', async () => {
    // The engine's event stream tells Hearth; the list follows within moments, not at once.
    engine.run('late', { labels: { 'hearth.url': 'http://late.home/', 'hearth.group': 'Extras' } });
    const late = await until('the new container proposed', async () => byName((await proposals()).items).get('late'));
    expect(late).toMatchObject({ name: 'late', group: 'Extras', url: 'http://late.home/' });
    engine.podman.sync(['rm', '--force', '--time', '0', 'emby']);
    await until('the removed container no longer proposed', async () => !byName((await proposals()).items).has('emby'));
    expect(await storedEntries(server, admin)).toContain('Media › Emby › http://emby.home/');
    const links = await call<{ items: LinkContainer[] }>(server, 'GET', '/docker/links', { token: admin });
    expect(links.body.message.items.find((link) => link.name === 'emby')).toMatchObject({ host: hostId, container: null });
  });

  it('binds a Homepage file\'s server and container when Hearth has that host, and says which it has not', async () => {
    const text = JSON.stringify([{ Media: [{ Radarr: { href: 'http://radarr.lan/', server: 'nas', container: 'radarr' } }, { Emby: { href: 'http://emby.lan/', server: 'old-box', container: 'emby' } }] }]);
    const shown = await call<ImportPreview>(server, 'POST', '/import/preview', { token: other, body: { format: 'homepage', text } });
    expect(shown.status).toBe(200);
    const [media] = shown.body.message.folders;
    expect(media?.links.map((link) => [link.name, link.container])).toEqual([
      ['Radarr', { host: hostId, hostName: 'nas', name: 'radarr' }],
      ['Emby', null],
    ]);
    expect(shown.body.message.warnings).toContain(m.noSuchHost('old-box', ['Emby']));
    expect((await call(server, 'POST', '/import', { token: other, body: { format: 'homepage', text } })).status).toBe(200);
    const links = await call<{ items: LinkContainer[] }>(server, 'GET', '/docker/links', { token: other });
    expect(links.body.message.items.map((link) => [link.name, link.container?.name ?? null]).sort()).toEqual([
      ['media-sonarr-1', 'media-sonarr-1'],
      ['radarr', 'radarr'],
    ]);
  });

  async function integrationConfig(token: string, folder: string, link: string): Promise<Record<string, string> | undefined> {
    const root = await call<FolderList>(server, 'GET', '/listing/folder/list/manage/listing', { token });
    const folderId = root.body.message.items.find((item) => item.listingName === folder)?._id;
    const items = await call<FolderList>(server, 'GET', `/listing/folder/${folderId}/list/manage/listing`, { token });
    const linkId = items.body.message.items.find((item) => item.listingName === link)?._id;
    const detail = await call<ListingDetail>(server, 'GET', `/listing/link/${linkId}`, { token });
    return detail.body.message.listing?.integration?.config as Record<string, string> | undefined;
  }
});
