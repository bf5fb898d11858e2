import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHomepage } from '../imports/homepage.parse.js';
import { discoverServices, homepageDocument, type LabelledContainer } from './discovery.js';
import { traefikAddress } from './traefik-rule.js';

/**
 * Homepage's own documentation of its labels (docs/configs/docker.md, tests/fixtures/SOURCES.md):
 * every example's labels, read from the page itself, so a label the page documents and discovery
 * misreads fails here.
 */
const docsPage = readFileSync('tests/fixtures/docker/homepage-docs-configs-docker.md', 'utf8');

/** The labels of each fenced example on the page that has `homepage.` labels, in page order. */
function documentedExamples(): Record<string, string>[] {
  const blocks = [...docsPage.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .map((block) => {
      const labels: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const label = /^\s*-\s+(homepage\.[^=\s]+)=(.*?)(?:\s+#.*)?$/.exec(line);
        if (label?.[1] && label[2] !== undefined) labels[label[1]] = label[2];
      }
      return labels;
    })
    .filter((labels) => Object.keys(labels).length > 0);
}

const container = (name: string, labels: Record<string, string>, host = 'nas'): LabelledContainer => ({ host, name, labels });

describe('discovery from Homepage labels, as Homepage documents them', () => {
  const examples = documentedExamples();

  it('finds the page\'s labelled examples (the page is the fixture, not our copy of it)', () => {
    // The service example, widget, several widgets, Custom API mappings, instances, swarm deploy labels.
    expect(examples.length).toBeGreaterThanOrEqual(6);
    expect(examples[0]).toMatchObject({ 'homepage.group': 'Media', 'homepage.name': 'Emby' });
  });

  it('reads the service example: group, name, icon, href, description; server and container inferred', () => {
    const found = discoverServices([container('emby', examples[0] ?? {})]);
    expect(found.warnings).toEqual([]);
    expect(found.services).toEqual([
      {
        host: 'nas',
        containerName: 'emby',
        group: 'Media',
        name: 'Emby',
        weight: 0,
        entry: { icon: 'emby.png', href: 'http://emby.home/', description: 'Media server', server: 'nas', container: 'emby' },
      },
    ]);
  });

  it('reads a widget in dot notation, its fields list kept as the string Homepage parses later', () => {
    const [service] = discoverServices([container('emby', examples[1] ?? {})]).services;
    expect(service?.entry.widget).toEqual({ type: 'emby', url: 'http://emby.home', key: 'yourembyapikeyhere', fields: '["field1","field2"]' });
  });

  it('reads several widgets by index into a list, in index order', () => {
    const labels = { ...examples[0], ...examples[2] };
    const [service] = discoverServices([container('emby', labels)]).services;
    expect(service?.entry.widgets).toEqual([
      { type: 'emby', url: 'http://emby.home', key: 'yourembyapikeyhere' },
      { type: 'uptimekuma', url: 'http://uptimekuma.home', slug: 'youreventslughere' },
    ]);
  });

  it('refuses, as Homepage does, labels without a name and a group, and says which labels are missing', () => {
    const found = discoverServices([container('emby', examples[2] ?? {})]);
    expect(found.services).toEqual([]);
    expect(found.warnings).toEqual([expect.stringMatching(/^emby: its homepage labels need both homepage\.name and homepage\.group/)]);
  });

  it('reads Custom API mappings with nested fields', () => {
    const [service] = discoverServices([container('emby', examples[3] ?? {})]).services;
    expect(service?.entry.widget).toEqual({
      type: 'customapi',
      url: 'http://argus.service/api/v1/service/summary/emby',
      mappings: [
        { label: 'Deployed Version', field: { status: 'deployed_version' } },
        { label: 'Latest Version', field: { status: 'latest_version' } },
      ],
    });
  });

  it('reads widget headers as the page\'s prose writes them', () => {
    expect(docsPage).toContain('homepage.widget.headers.X-Auth-Key=secret');
    const [service] = discoverServices([container('emby', { ...examples[0], 'homepage.widget.type': 'emby', 'homepage.widget.headers.X-Auth-Key': 'secret' })]).services;
    expect(service?.entry.widget).toEqual({ type: 'emby', headers: { 'X-Auth-Key': 'secret' } });
  });

  it('applies instance labels to the named instance only, over the shared ones', () => {
    const labels = examples.find((example) => Object.keys(example).some((key) => key.startsWith('homepage.instance.'))) ?? {};
    const href = (instanceName: string | null) => discoverServices([container('emby', labels)], { instanceName }).services[0]?.entry.href;
    expect(href('internal')).toBe('http://emby.lan/');
    expect(href('public')).toBe('https://emby.mydomain.com/');
    expect(href(null)).toBeUndefined();
    const shared = { ...labels, 'homepage.href': 'http://shared/', 'homepage.instance.internal.href': 'http://emby.lan/' };
    expect(discoverServices([container('emby', shared)], { instanceName: 'internal' }).services[0]?.entry.href).toBe('http://emby.lan/');
    expect(discoverServices([container('emby', shared)], { instanceName: 'other' }).services[0]?.entry.href).toBe('http://shared/');
  });

  it('orders a group by weight, then name; groups in the order first met', () => {
    const services = discoverServices([
      container('a', { 'homepage.group': 'Media', 'homepage.name': 'Zed', 'homepage.href': 'http://z/' }),
      container('b', { 'homepage.group': 'Media', 'homepage.name': 'Alpha', 'homepage.href': 'http://a/', 'homepage.weight': '10' }),
      container('c', { 'homepage.group': 'Media', 'homepage.name': 'Beta', 'homepage.href': 'http://b/' }),
      container('d', { 'homepage.group': 'Admin', 'homepage.name': 'Portainer', 'homepage.href': 'http://p/' }),
    ]).services;
    const document = homepageDocument(services);
    expect(document.map((group) => Object.keys(group)[0])).toEqual(['Media', 'Admin']);
    expect(document[0]?.Media?.map((entry) => Object.keys(entry)[0])).toEqual(['Beta', 'Zed', 'Alpha']);
  });

  it('goes through the Homepage import unchanged: name, address, description, icon and widgets reach the plan', () => {
    const labels = { ...examples[1], 'homepage.widgets[1].type': 'uptimekuma', 'homepage.widgets[1].url': 'http://uptimekuma.home', 'homepage.widgets[1].slug': 'home' };
    const document = homepageDocument(discoverServices([container('emby', labels)]).services);
    const parsed = parseHomepage(JSON.stringify(document), undefined);
    const [folder] = parsed.folders;
    expect(folder?.name).toBe('Media');
    const [link] = folder?.links ?? [];
    expect(link).toMatchObject({ name: 'Emby', url: 'http://emby.home/', description: 'Media server', iconRef: 'emby.png' });
    expect(link?.widgets.map((widget) => [widget.type, widget.url])).toEqual([
      ['emby', 'http://emby.home'],
      ['uptimekuma', 'http://uptimekuma.home'],
    ]);
  });
});

describe('Hearth\'s own labels', () => {
  it('win over Homepage\'s, take hearth.url as the address, and need no name or group', () => {
    const [service] = discoverServices([
      container('sonarr-1', {
        'homepage.group': 'Media',
        'homepage.name': 'Sonarr',
        'homepage.href': 'http://old/',
        'hearth.url': 'http://sonarr.home/',
        'hearth.description': 'TV',
      }),
    ]).services;
    expect(service).toMatchObject({ group: 'Media', name: 'Sonarr', entry: { href: 'http://sonarr.home/', description: 'TV' } });
    const [bare] = discoverServices([container('media-sonarr-1', { 'hearth.url': 'http://sonarr.home/', 'com.docker.compose.project': 'media', 'com.docker.compose.service': 'sonarr' })]).services;
    expect(bare).toMatchObject({ group: 'media', name: 'sonarr' });
    const [plain] = discoverServices([container('whoami', { 'hearth.url': 'http://whoami/' })]).services;
    expect(plain).toMatchObject({ group: 'Containers', name: 'whoami' });
  });

  it('hearth.enable=false keeps a container out, whatever else it has', () => {
    const labels = { 'homepage.group': 'Media', 'homepage.name': 'Emby', 'traefik.http.routers.emby.rule': 'Host(`emby.home`)', 'hearth.enable': 'false' };
    expect(discoverServices([container('emby', labels)]).services).toEqual([]);
  });

  it('passes over hostile paths with a warning, without touching any prototype', () => {
    const found = discoverServices([
      container('evil', {
        'hearth.url': 'http://evil/',
        'hearth.__proto__.polluted': 'yes',
        'hearth.widget.constructor.prototype.polluted': 'yes',
        'homepage.widgets[1000000].type': 'emby',
        'hearth.description': 'plain',
        'hearth.description.nested': 'no',
      }),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(found.services[0]?.entry).toEqual({ href: 'http://evil/', description: 'plain', server: 'nas', container: 'evil' });
    expect(found.warnings).toEqual([expect.stringMatching(/^evil: these labels could not be read and were passed over: /)]);
    expect(found.warnings[0]).toContain('hearth.__proto__.polluted');
    expect(found.warnings[0]).toContain('hearth.widget.constructor.prototype.polluted');
    expect(found.warnings[0]).toContain('homepage.widgets[1000000].type');
    expect(found.warnings[0]).toContain('hearth.description.nested');
  });

  it('ignores containers with no Homepage, Hearth or Traefik labels', () => {
    expect(discoverServices([container('postgres', { 'com.docker.compose.project': 'db', maintainer: 'x' })])).toEqual({ services: [], warnings: [] });
  });
});

describe('Traefik router rules for the address', () => {
  it('gives the address when no href label does, and never over one', () => {
    const labels = { 'homepage.group': 'Media', 'homepage.name': 'Jellyfin', 'traefik.http.routers.jf.rule': 'Host(`jellyfin.home.arpa`)' };
    expect(discoverServices([container('jellyfin', labels)]).services[0]?.entry.href).toBe('http://jellyfin.home.arpa');
    expect(discoverServices([container('jellyfin', { ...labels, 'homepage.href': 'http://given/' })]).services[0]?.entry.href).toBe('http://given/');
  });

  it('reads the rule forms Traefik v2 and v3 accept', () => {
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'Host(`a.example.com`)' })).toBe('http://a.example.com');
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'Host(`a.example.com`, `b.example.com`)' })).toBe('http://a.example.com');
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'Host("A.Example.com") && PathPrefix(`/app`)' })).toBe('http://a.example.com/app');
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'PathPrefix(`/x`) || Host(`a.example.com`)' })).toBe('http://a.example.com');
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'HostRegexp(`{sub:[a-z]+}.example.com`)' })).toBeNull();
    expect(traefikAddress({ 'traefik.http.routers.a.rule': 'Host(`not a host`)' })).toBeNull();
  });

  it('is https when the router has TLS or the secure entry point', () => {
    const rule = { 'traefik.http.routers.a.rule': 'Host(`a.example.com`)' };
    expect(traefikAddress({ ...rule, 'traefik.http.routers.a.tls': 'true' })).toBe('https://a.example.com');
    expect(traefikAddress({ ...rule, 'traefik.http.routers.a.tls.certresolver': 'le' })).toBe('https://a.example.com');
    expect(traefikAddress({ ...rule, 'traefik.http.routers.a.entrypoints': 'web,websecure' })).toBe('https://a.example.com');
    expect(traefikAddress({ ...rule, 'traefik.http.routers.a.entrypoints': 'web' })).toBe('http://a.example.com');
  });

  it('takes nothing from a container that turned Traefik off', () => {
    expect(traefikAddress({ 'traefik.enable': 'false', 'traefik.http.routers.a.rule': 'Host(`a.example.com`)' })).toBeNull();
  });

  it('proposes a container with only a router rule, named by its Compose service', () => {
    const [service] = discoverServices([container('media-radarr-1', { 'traefik.http.routers.radarr.rule': 'Host(`radarr.home.arpa`)', 'com.docker.compose.service': 'radarr', 'com.docker.compose.project': 'media' })]).services;
    expect(service).toMatchObject({ name: 'radarr', group: 'media', entry: { href: 'http://radarr.home.arpa' } });
  });
});
