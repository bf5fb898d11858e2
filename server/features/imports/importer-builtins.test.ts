import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppRow } from '../../db/schema/index.js';
import { importMessages } from '../../../shared/messages.js';
import { discoverServices, homepageDocument } from '../docker/discovery.js';
import { dashyWidgets } from './dashy-widgets.js';
import { parseDashy } from './dashy.parse.js';
import { homarrKinds, parseHomarr } from './homarr.parse.js';
import { homepageWidgets } from './homepage-widgets.js';
import { parseHomepage } from './homepage.parse.js';
import type { ParsedFolder, ParsedImport } from './import-tree.js';
import { resolveWidgets, type ResolvedIntegration } from './import-widgets.js';

/**
 * Issue 43 item 4: the Homepage, Dashy and Homarr importers and Docker discovery bind the
 * built-ins, checked against each project's own list of widget types (tests/fixtures/SOURCES.md).
 */
const root = join(import.meta.dirname, '../../..');
const fixture = (name: string) => readFileSync(join(root, 'tests/fixtures/imports', name), 'utf8');
const typeList = (name: string) => new Set(fixture(name).split('\n').filter((line) => line && !line.startsWith('#')));

/** Every built-in as the import sees it once installed: its manifest's fields. */
const integrationsDir = join(root, 'resources/integrations');
const apps = new Map(
  readdirSync(integrationsDir).map((appId) => {
    const manifest = JSON.parse(readFileSync(join(integrationsDir, appId, 'manifest.json'), 'utf8')) as { appName: string; config: AppRow['config'] };
    return [appId, { appId, appName: manifest.appName, config: manifest.config } as AppRow];
  }),
);
/** Built-ins no Homepage widget reads: Hearth's own, and pages Homepage has no widget for. */
const notHomepage = ['com.github', 'com.hearth.status', 'com.heimdall', 'com.html', 'com.youtube'];

type Bound = { name: string; url: string; integration: ResolvedIntegration | null; warnings: string[] };

function bind(parsed: ParsedImport, includeKeys: boolean, loopback = false): Bound[] {
  const walk = (folder: ParsedFolder): Bound[] => [
    ...folder.links.map((link) => {
      const warnings: string[] = [];
      const integration = resolveWidgets(link, apps, { includeKeys, policy: { loopback }, variables: [] }, (line) => warnings.push(line));
      return { name: link.name, url: link.url, integration, warnings };
    }),
    ...folder.folders.flatMap(walk),
  ];
  return parsed.folders.flatMap(walk);
}
const summary = (bound: Bound[]) => bound.map((b) => [b.name, b.integration?.app.appId ?? null, b.integration?.config ?? null]);

describe('Homepage widget types', () => {
  const homepageTypes = typeList('homepage-widget-types.txt');

  it('are each a type Homepage has (src/widgets/widgets.js)', () => {
    for (const type of Object.keys(homepageWidgets)) expect(homepageTypes.has(type), type).toBe(true);
  });

  it('reach every built-in that reads a service Homepage has a widget for', () => {
    const mapped = new Set(Object.values(homepageWidgets).map((m) => m.appId));
    const unmapped = [...apps.keys()].filter((appId) => !mapped.has(appId));
    expect(unmapped.sort()).toEqual(notHomepage);
  });

  it('bind a UniFi console widget as Homepage reads it, with the unifi widget', () => {
    const services = '- Network:\n    - Console:\n        href: https://unifi.example.com\n        widget:\n          type: unifi_console\n          url: https://unifi.example.com\n          username: ro\n          password: secret\n';
    const [link] = bind(parseHomepage(services, undefined), false);
    expect(link?.integration).toMatchObject({ app: { appId: 'com.unifi' }, keys: 'withheld', config: { overrideurl: 'https://unifi.example.com/', username: 'ro' }, secrets: [] });
  });
});

describe('Dashy widgets', () => {
  const dashyTypes = typeList('dashy-widget-types.txt');

  it('are each a widget Dashy has, read by a Homepage type that has a built-in', () => {
    for (const [type, mapped] of Object.entries(dashyWidgets)) {
      expect(dashyTypes.has(type), type).toBe(true);
      expect(homepageWidgets[mapped.type], type).toBeDefined();
    }
  });

  it('bind the docs examples to their built-ins, fields carried, keys only when ticked', () => {
    const parsed = parseDashy(fixture('dashy-docs-widgets.yml'));
    expect(parsed.warnings).toEqual([importMessages.notCarried('Dashy widgets without a Hearth integration', ['clock'])]);
    const withheld = bind(parsed, false);
    expect(summary(withheld)).toEqual([
      ['Router', null, null],
      ['Pi-hole', 'com.pihole', { overrideurl: 'http://192.168.130.1/', version: '5' }],
      ['Pi-hole', 'com.pihole', { overrideurl: 'http://192.168.130.1/', version: '6' }],
      // The example's 127.0.0.1 is this computer: only an administrator's import may bind it.
      ['AdGuard Home', null, null],
      ['Gluetun', 'com.gluetun', { overrideurl: 'http://server-or-conatiner-hostname:8000/' }],
      ['Proxmox VE', 'com.proxmox', { overrideurl: 'https://proxmox.lan:8006/', tokenId: 'root@pam!dashy' }],
      ['Download Station', 'com.synology.downloadstation', { overrideurl: 'http://192.168.1.1:8080/', username: 'dashy' }],
      ['Nextcloud', 'com.nextcloud', { overrideurl: 'https://nextcloud.example.com/', username: 'alice' }],
      ['SABnzbd', 'com.sabnzbd', { overrideurl: 'https://sabnzbd.example.com/sabnzbd' }],
      ['Healthchecks', 'com.healthchecks', { overrideurl: 'https://healthchecks.io/' }],
      ['Uptime Kuma', null, null],
    ]);
    expect(withheld.filter((b) => b.integration).map((b) => b.integration?.keys)).toEqual(['withheld', 'withheld', 'none', 'withheld', 'withheld', 'withheld', 'withheld', 'withheld']);
    expect(withheld[3]?.warnings).toEqual([importMessages.integrationLoopback('AdGuard Home')]);

    const admin = bind(parsed, true, true);
    expect(summary(admin.filter((b) => ['AdGuard Home', 'Proxmox VE', 'SABnzbd', 'Uptime Kuma'].includes(b.name)))).toEqual([
      ['AdGuard Home', 'com.adguardhome', { overrideurl: 'http://127.0.0.1/', username: 'admin', password: 'test' }],
      ['Proxmox VE', 'com.proxmox', { overrideurl: 'https://proxmox.lan:8006/', tokenId: 'root@pam!dashy', tokenSecret: 'bfb152df-abcd-abcd-abcd-ccb95a472d01' }],
      ['SABnzbd', 'com.sabnzbd', { overrideurl: 'https://sabnzbd.example.com/sabnzbd', apiKey: 'XXXXXXXXXXXXXXXXXX' }],
      ['Uptime Kuma', 'com.uptimekuma', { overrideurl: 'http://localhost:3001/', slug: 'another-beautiful-status-page' }],
    ]);
    expect(admin[1]?.integration?.secrets).toEqual(['password']);
  });

  it('does not carry an option Dashy reads from its environment (VUE_APP_…)', () => {
    const conf = 'sections:\n- name: DNS\n  widgets:\n  - type: pi-hole-stats\n    label: Home DNS\n    options:\n      hostname: http://pi.hole\n      apiKey: VUE_APP_PIHOLE_KEY\n';
    const [link] = bind(parseDashy(conf), true);
    expect(link?.name).toBe('Home DNS');
    expect(link?.integration).toMatchObject({ keys: 'none', config: { overrideurl: 'http://pi.hole/', version: '5' }, secrets: [] });
    expect(link?.warnings).toEqual([importMessages.keyIsReference('Home DNS')]);
  });
  it('bind Glances (its API version and Basic login) and Netdata widgets', () => {
    const conf = [
      'sections:',
      '- name: Server',
      '  widgets:',
      '  - type: gl-current-cpu',
      '    options: { hostname: "http://nas.example:61208", apiVersion: 4, username: glances, password: pw }',
      '  - type: gl-disk-space',
      '    options: { hostname: "http://nas.example:61208", apiVersion: 4, username: glances, password: pw }',
      '  - type: gl-uptime',
      '    options: { hostname: "http://old.example:61208" }',
      '  - type: nd-ram-history',
      '    options: { host: "http://nas.example:19999" }',
      '',
    ].join('\n');
    const links = bind(parseDashy(conf), true);
    expect(summary(links)).toEqual([
      ['Glances', 'com.glances', { overrideurl: 'http://nas.example:61208/', username: 'glances', password: 'pw', version: '4' }],
      ['Glances', 'com.glances', { overrideurl: 'http://nas.example:61208/', username: 'glances', password: 'pw', version: '4' }],
      ['Glances', 'com.glances', { overrideurl: 'http://old.example:61208/', version: '3' }],
      ['Netdata', 'com.netdata', { overrideurl: 'http://nas.example:19999/' }],
    ]);
  });
});

describe('Homarr integration kinds', () => {
  it('name a Homepage type with a built-in for every 0.x kind but the archived Readarr', () => {
    const unbound = Object.entries(homarrKinds).filter(([, type]) => !homepageWidgets[type]).map(([kind]) => kind);
    expect(unbound).toEqual(['readarr']);
  });

  it('bind a board\'s apps to the built-ins, from the internal url, keys only when ticked', () => {
    const parsed = parseHomarr(fixture('hearth-homarr-integrations.json'));
    const withheld = bind(parsed, false);
    expect(summary(withheld)).toEqual([
      ['SABnzbd', 'com.sabnzbd', { overrideurl: 'http://sabnzbd.home.arpa/' }],
      ['NZBGet', 'com.nzbget', { overrideurl: 'http://nzbget.home.arpa/', username: 'nzbget' }],
      ['Deluge', 'com.deluge', { overrideurl: 'http://deluge.home.arpa/' }],
      ['Transmission', 'com.transmission', { overrideurl: 'http://transmission.home.arpa/', username: 'admin' }],
      ['Pi-hole', 'com.pihole', { overrideurl: 'http://pihole.home.arpa/', version: '5' }],
      ['AdGuard Home', 'com.adguardhome', { overrideurl: 'http://adguard.home.arpa/', username: 'admin' }],
      ['OpenMediaVault', 'com.openmediavault', { overrideurl: 'http://openmediavault.home.arpa/', username: 'admin' }],
      ['Prowlarr', 'com.prowlarr', { overrideurl: 'http://prowlarr.home.arpa/' }],
      ['Jellyseerr', 'com.seerr', { overrideurl: 'http://jellyseerr.home.arpa/' }],
      ['Lidarr', 'com.lidarr', { overrideurl: 'http://lidarr.home.arpa/' }],
      ['Readarr', null, null],
    ]);
    expect(withheld.every((b) => !b.integration || b.integration.keys === 'withheld')).toBe(true);
    expect(withheld.map((b) => b.url).slice(0, 2)).toEqual(['https://sabnzbd.example.com/', 'https://nzbget.example.com/']);
    expect(withheld.at(-1)?.warnings).toEqual([importMessages.noIntegration('Readarr', 'readarr')]);

    const ticked = bind(parsed, true);
    expect(ticked[0]?.integration).toMatchObject({ keys: 'included', config: { apiKey: '0123456789abcdef0123456789abcdef' }, secrets: ['apiKey'] });
    expect(ticked[2]?.integration).toMatchObject({ config: { password: 'deluge' }, secrets: ['password'] });
    expect(ticked[4]?.integration?.config.password).toMatch(/^a1b2c3/);
  });
});

describe('Docker discovery', () => {
  const labels = {
    'homepage.group': 'Downloads',
    'homepage.name': 'SABnzbd',
    'homepage.href': 'https://sabnzbd.example.com',
    'homepage.widget.type': 'sabnzbd',
    'homepage.widget.url': 'http://sabnzbd.home.arpa:8080',
    'homepage.widget.key': '0123456789abcdef0123456789abcdef',
  };
  const document = () => JSON.stringify(homepageDocument(discoverServices([{ host: 'nas', name: 'sabnzbd', labels }]).services));

  it('binds a container labelled with a new built-in\'s widget through the Homepage mapping, its key only when ticked', () => {
    const [withheld] = bind(parseHomepage(document(), undefined), false);
    expect(withheld).toMatchObject({ name: 'SABnzbd', url: 'https://sabnzbd.example.com/', integration: { app: { appId: 'com.sabnzbd' }, keys: 'withheld', config: { overrideurl: 'http://sabnzbd.home.arpa:8080/' }, secrets: [] } });
    expect(withheld?.integration?.config.apiKey).toBeUndefined();
    const [ticked] = bind(parseHomepage(document(), undefined), true);
    expect(ticked?.integration).toMatchObject({ keys: 'included', config: { apiKey: '0123456789abcdef0123456789abcdef' }, secrets: ['apiKey'] });
  });
});
