import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { importFixture, storedEntries, storedTree, type StoredFolder } from '../helpers/imports.js';
import { importIconMessages, importMessages } from '../../shared/messages.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';
import type { ImportFolderPreview, ImportPreview, ImportResult } from '../../shared/contracts/imports.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { ListingDetail } from '../../shared/contracts/listings.js';
import { droppedParts } from '../../server/features/imports/import-tree.js';

/**
 * Imports of files other projects wrote (tests/fixtures/SOURCES.md, "Import fixtures"): each
 * entry's folder, name, address and order, the same in the preview and in what is stored, and
 * every entry left out named with its reason.
 */
let server: TestServer;
let admin: string;
/** The health checks imports add are placed on a schedule that never fires: the files' addresses are public hosts. */
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };

beforeAll(async () => {
  server = await startTestServer({ monitorClock: stillClock });
  admin = await loginAdmin(server);
  for (const appId of ['com.sonarr', 'com.radarr', 'com.proxmox', 'com.customapi', 'com.nextcloud', 'com.uptimekuma']) {
    expect((await call(server, 'GET', `/app/${appId}/install`, { token: admin })).status).toBe(200);
  }
});
afterAll(() => server.stop());

const preview = (token: string, body: unknown) => call<ImportPreview>(server, 'POST', '/import/preview', { token, body });
const run = (token: string, body: unknown) => call<ImportResult>(server, 'POST', '/import', { token, body });

/** Entries as "Folder/Sub › Name › url", in order: previewed ones that are added, or stored ones. */
function previewRows(folders: ImportFolderPreview[], path = ''): string[] {
  return folders.flatMap((f) => [
    ...f.links.filter((l) => !l.leftOut).map((l) => `${path}${f.name} › ${l.name} › ${l.url}`),
    ...previewRows(f.folders, `${path}${f.name}/`),
  ]);
}
/** Previewed entries that are added, links and subfolders interleaved by position, as storedEntries writes them. */
function previewEntries(folders: ImportFolderPreview[], path = ''): string[] {
  return folders.flatMap((f) => {
    const here = `${path}${f.name}/`;
    const entries = [
      ...f.links.filter((l) => !l.leftOut).map((l) => ({ position: l.position, rows: [`${path}${f.name} › ${l.name} › ${l.url}`] })),
      ...f.folders.map((child) => ({ position: child.position, rows: previewEntries([child], here) })),
    ].sort((a, b) => a.position - b.position);
    return [here, ...entries.flatMap((e) => e.rows)];
  });
}
function storedRows(folders: StoredFolder[], path = ''): string[] {
  return folders.flatMap((f) => [...f.links.map((l) => `${path}${f.name} › ${l.name} › ${l.url}`), ...storedRows(f.folders, `${path}${f.name}/`)]);
}

/** Previews, imports and checks that what is stored is exactly what was previewed. */
async function importBoth(user: string, body: Record<string, unknown>) {
  const token = await createUser(server, user);
  const shown = await preview(token, body);
  expect(shown.status).toBe(200);
  const done = await run(token, body);
  expect(done.status).toBe(200);
  const stored = storedRows(await storedTree(server, token));
  expect(stored).toEqual(previewRows(shown.body.message.folders));
  // The preview's positions give the stored order, links and subfolders interleaved.
  expect(await storedEntries(server, token)).toEqual(previewEntries(shown.body.message.folders));
  expect(done.body.message.added.links).toBe(shown.body.message.counts.links);
  expect(done.body.message.warnings).toEqual(shown.body.message.warnings);
  return { token, preview: shown.body.message, result: done.body.message, stored };
}

describe('Homepage', () => {
  it('imports the skeleton services.yaml and bookmarks.yaml a new install starts with', async () => {
    const { stored, result, preview: shown } = await importBoth('hp-skeleton', { format: 'homepage', text: importFixture('homepage-skeleton-services.yaml'), bookmarks: importFixture('homepage-skeleton-bookmarks.yaml') });
    expect(stored).toEqual([
      'My First Group › My First Service › http://localhost/',
      'My Second Group › My Second Service › http://localhost/',
      'My Third Group › My Third Service › http://localhost/',
      'Developer › Github › https://github.com/',
      'Social › Reddit › https://reddit.com/',
      'Entertainment › YouTube › https://youtube.com/',
    ]);
    expect(result.message).toBe(importMessages.imported(6, 6, 0));
    // Descriptions are carried now (tests/api/link-descriptions.test.ts); the bookmarks' letter icons are not, and are named.
    expect(shown.warnings).toEqual([importMessages.notCarried(droppedParts.abbr, ['Github', 'Reddit', 'YouTube'])]);
  });

  it('applies merge keys (node 3 takes node 1\'s, node 2 keeps the merged widget) and names every variable', async () => {
    const text = importFixture('hearth-homepage-merge-variables.yaml');
    const token = await createUser(server, 'hp-merge');
    const shown = await preview(token, { format: 'homepage', text, includeKeys: true });
    expect(shown.status).toBe(200);
    const proxmox = { appId: 'com.proxmox', appName: 'Proxmox VE', keys: 'none' };
    expect(shown.body.message.variables).toEqual(['HOMEPAGE_FILE_PVE_SECRET', 'HOMEPAGE_VAR_SONARR_URL', 'HOMEPAGE_VAR_SONARR_KEY', 'HOMEPAGE_VAR_HOST']);
    expect(shown.body.message.folders[0]?.links).toEqual([
      { name: 'Proxmox node 1', url: 'https://pve1.home.arpa:8006/', integration: proxmox, leftOut: null, description: null, icon: { source: 'generic', iconUrl: null }, position: 0, health: null, container: null },
      { name: 'Proxmox node 2', url: 'https://pve2.home.arpa:8006/', integration: proxmox, leftOut: null, description: null, icon: { source: 'generic', iconUrl: null }, position: 1, health: null, container: null },
      { name: 'Proxmox node 3', url: 'https://pve3.home.arpa:8006/', integration: proxmox, leftOut: null, description: null, icon: { source: 'generic', iconUrl: null }, position: 2, health: null, container: null },
    ]);
    expect(shown.body.message.warnings).toEqual([
      importMessages.urlNeedsVariable('Sonarr', ['{{HOMEPAGE_VAR_SONARR_URL}}']),
      importMessages.urlNeedsVariable('Radarr', ['{{HOMEPAGE_VAR_HOST}}']),
      importMessages.keyNeedsVariable('Proxmox node 1', ['{{HOMEPAGE_FILE_PVE_SECRET}}']),
      importMessages.keyNeedsVariable('Proxmox node 2', ['{{HOMEPAGE_FILE_PVE_SECRET}}']),
      importMessages.keyNeedsVariable('Proxmox node 3', ['{{HOMEPAGE_FILE_PVE_SECRET}}']),
    ]);
  });

  it('fills the variables the user typed, in addresses and (ticked) keys, and never answers their values', async () => {
    const variables = { HOMEPAGE_VAR_SONARR_URL: 'http://sonarr.home.arpa:8989', HOMEPAGE_VAR_SONARR_KEY: 'typed-sonarr-key', HOMEPAGE_VAR_HOST: 'radarr.home.arpa', HOMEPAGE_FILE_PVE_SECRET: 'typed-pve-secret' };
    const body = { format: 'homepage', text: importFixture('hearth-homepage-merge-variables.yaml'), includeKeys: true, variables };
    const { token, stored, preview: shown } = await importBoth('hp-variables', body);
    expect(stored).toEqual([
      'Proxmox › Proxmox node 1 › https://pve1.home.arpa:8006/',
      'Proxmox › Proxmox node 2 › https://pve2.home.arpa:8006/',
      'Proxmox › Proxmox node 3 › https://pve3.home.arpa:8006/',
      'Media › Sonarr › http://sonarr.home.arpa:8989/',
      'Media › Radarr › http://radarr.home.arpa:7878/',
    ]);
    expect(shown.warnings).toEqual([]);
    expect(JSON.stringify(shown)).not.toContain('typed-');
    const tree = await call<{ items: { _id: string; listingName: string }[] }>(server, 'GET', '/listing/folder/list/manage/listing', { token });
    const media = tree.body.message.items.find((i) => i.listingName === 'Media');
    const links = await call<{ items: { _id: string }[] }>(server, 'GET', `/listing/folder/${media?._id}/list/manage/listing`, { token });
    const sonarr = await call<ListingDetail>(server, 'GET', `/listing/link/${links.body.message.items[0]?._id}`, { token });
    expect(sonarr.body.message.listing?.integration?.config).toEqual({ overrideurl: 'http://sonarr.home.arpa:8989/', apiKey: secretIsSet });
  });

  it('says a placeholder port is one, and leaves out only what is already in the same folder of the user\'s, with the reason', async () => {
    const token = await createUser(server, 'hp-present');
    const text = ['- Lab:', '    - Kuma:', '        href: http://kuma.host.or.ip:port/', '    - Grafana:', '        href: http://grafana.home.arpa/', '    - Prometheus:', '        href: http://prom.home.arpa/', '    - Prometheus:', '        href: http://prom.home.arpa/', ''].join('\n');
    await run(token, { format: 'homepage', text: '- Lab:\n    - Old Grafana:\n        href: http://grafana.home.arpa/\n' });
    const shown = await preview(token, { format: 'homepage', text });
    expect(shown.body.message.warnings).toEqual([importMessages.urlPlaceholderPort('Kuma')]);
    expect(shown.body.message.folders).toEqual([
      {
        name: 'Lab',
        links: [
          { name: 'Grafana', url: 'http://grafana.home.arpa/', integration: null, leftOut: importMessages.leftOutPresent('Lab'), description: null, icon: { source: 'generic', iconUrl: null }, position: 0, health: null, container: null },
          { name: 'Prometheus', url: 'http://prom.home.arpa/', integration: null, leftOut: null, description: null, icon: { source: 'generic', iconUrl: null }, position: 1, health: null, container: null },
          { name: 'Prometheus', url: 'http://prom.home.arpa/', integration: null, leftOut: importMessages.leftOutTwice, description: null, icon: { source: 'generic', iconUrl: null }, position: 2, health: null, container: null },
        ],
        folders: [],
        position: 0,
      },
    ]);
    expect(shown.body.message.counts).toEqual({ folders: 0, links: 1, integrations: 0, leftOut: 2, healthChecks: 0 });
    const done = await run(token, { format: 'homepage', text });
    expect(done.body.message.message).toBe(importMessages.imported(1, 0, 2));
    expect(storedRows(await storedTree(server, token))).toEqual(['Lab › Old Grafana › http://grafana.home.arpa/', 'Lab › Prometheus › http://prom.home.arpa/']);
  });

  it('tries every widget, maps customapi and Nextcloud\'s key, and warns about the widget left over and the status checks', async () => {
    const token = await createUser(server, 'hp-widgets');
    const text = [
      '- Lab:',
      '    - Emby:',
      '        href: http://emby.home.arpa/',
      '        siteMonitor: http://emby.home.arpa/',
      '        widgets:',
      '          - type: tdarr',
      '            url: http://emby.home.arpa',
      '          - type: uptimekuma',
      '            url: http://kuma.home.arpa:3001',
      '            slug: home',
      '          - type: sonarr',
      '            url: http://sonarr.home.arpa',
      '    - Status:',
      '        href: http://api.home.arpa/',
      '        ping: api.home.arpa',
      '        widget:',
      '          type: customapi',
      '          url: http://api.home.arpa/status',
      '          method: POST',
      '          username: basic-user',
      '          password: basic-password',
      '          headers:',
      '            X-Api-Key: custom-secret',
      '          requestBody: { query: status }',
      '          mappings:',
      '            - field: data.uptime',
      '              label: Uptime',
      '              format: duration',
      '            - field: data.load',
      '              label: Load',
      '              format: float',
      '    - Nextcloud:',
      '        href: https://cloud.home.arpa/',
      '        widget:',
      '          type: nextcloud',
      '          url: https://cloud.home.arpa',
      '          key: nextcloud-token',
      '',
    ].join('\n');
    const shown = await preview(token, { format: 'homepage', text, includeKeys: true });
    expect(shown.body.message.folders[0]?.links.map((l) => [l.name, l.integration?.appId ?? null])).toEqual([
      ['Emby', 'com.uptimekuma'],
      ['Status', 'com.customapi'],
      ['Nextcloud', 'com.nextcloud'],
    ]);
    expect(shown.body.message.warnings).toEqual([
      // Tdarr has no built-in (closed source: no model of it to test one against).
      importMessages.noIntegration('Emby', 'tdarr'),
      importMessages.otherWidget('Emby', 'sonarr'),
      // Homepage's customapi signs in with a user name and password; Hearth's Custom API sends headers only.
      importMessages.credentialNotCarried('Status', ['username', 'password'], 'Custom API'),
    ]);
    await run(token, { format: 'homepage', text, includeKeys: true });
    const root = await call<{ items: { _id: string }[] }>(server, 'GET', '/listing/folder/list/manage/listing', { token });
    const items = await call<{ items: { _id: string }[] }>(server, 'GET', `/listing/folder/${root.body.message.items[0]?._id}/list/manage/listing`, { token });
    const config = async (i: number) => (await call<ListingDetail>(server, 'GET', `/listing/link/${items.body.message.items[i]?._id}`, { token })).body.message.listing?.integration?.config;
    expect(await config(1)).toEqual({
      url: 'http://api.home.arpa/status',
      method: 'POST',
      header1Name: 'X-Api-Key',
      header1Value: secretIsSet,
      body: '{"query":"status"}',
      field1Label: 'Uptime',
      field1Path: 'data.uptime',
      field1Format: 'duration',
      field2Label: 'Load',
      field2Path: 'data.load',
      field2Format: 'number',
    });
    expect(await config(2)).toEqual({ overrideurl: 'https://cloud.home.arpa/', token: secretIsSet });
  });
});

describe('Dashy', () => {
  it('imports user-data/conf.yml at fde99410: the widget-only section is skipped with a warning, navLinks named', async () => {
    const { stored, preview: shown } = await importBoth('dashy-fde9', { format: 'dashy', text: importFixture('dashy-user-data-fde99410.yml') });
    expect(stored).toEqual(['Getting Started › GitHub › https://github.com/lissy93/dashy', 'Getting Started › Docs › https://dashy.to/docs', 'Support Dashy › Sponsor › https://github.com/sponsors/lissy93']);
    expect(shown.warnings).toEqual([
      importMessages.navLinksLeftOut(['GitHub', 'Documentation']),
      importMessages.widgetOnlySection('Latest Updates'),
      importMessages.notCarried('Dashy widgets without a Hearth integration', ['image', 'rss-feed']),
      importIconMessages.generic('fontawesome', '“Docs”'),
      // Its icon is an emoji (🩷), which Hearth does not carry: the preview says so, and says the generic icon is used.
      importIconMessages.generic('emoji', '“Sponsor”'),
    ]);
  });

  it('imports user-data/conf.yml at 694e2936, every section and item in order', async () => {
    const { stored, preview: shown } = await importBoth('dashy-694e', { format: 'dashy', text: importFixture('dashy-user-data-694e2936.yml') });
    expect(shown.counts).toEqual({ folders: 11, links: 83, integrations: 0, leftOut: 0, healthChecks: 14 });
    expect(stored.length).toBe(83);
    // Items with an empty title are named by their description (issue 41 item 8), in the links and in the warnings alike.
    expect(stored.filter((row) => row.startsWith('Environments › '))).toEqual([
      'Environments › Deployment of master branch › https://dev.dashy.to/',
      'Environments › Example instance with demo data › https://demo.dashy.to/',
      'Environments › Documentation and info website › https://dashy.to/',
      'Environments › Source code, issues and PRs › https://github.com/lissy93/dashy',
    ]);
    // 14 items have a status check: each becomes a health check (tests/api/import-health.test.ts).
    expect(shown.counts.healthChecks).toBe(14);
    // Its generative icons are said to keep the generic icon, in words that say what they are.
    expect(shown.warnings).toContain(importIconMessages.generic('generative', '“Issues”, “Pull Requests”, “Releases”, “Discussions”, “Packages” and 11 more'));
    // The header's four navigation links are counted and named.
    expect(shown.warnings).toContain('The header’s 4 navigation links (pageInfo.navLinks) are not imported: “GitHub”, “Quick Start”, “Documentation”, “Live Demo”. Add them as links if you want them.');
    expect(stored.slice(0, 3)).toEqual([
      'Code Analysis & Monitoring › Snyk › https://snyk.io/test/github/Lissy93/dashy',
      'Code Analysis & Monitoring › Code Beat › https://codebeat.co/projects/github-com-lissy93-dashy-master',
      'Code Analysis & Monitoring › Is Maintained › https://isitmaintained.com/project/lissy93/dashy',
    ]);
  });

  it('imports public/conf.yml at c5d30f9d and names the “Open in” target it drops', async () => {
    const { stored, preview: shown } = await importBoth('dashy-public', { format: 'dashy', text: importFixture('dashy-public-c5d30f9d.yml') });
    expect(stored).toEqual([
      'Getting Started › Dashy Live › https://live.dashy.to/',
      'Getting Started › GitHub › https://github.com/lissy93/dashy',
      'Getting Started › Docs › https://dashy.to/docs',
      'Getting Started › Showcase › https://github.com/Lissy93/dashy/blob/master/docs/showcase.md',
      'Getting Started › Config Guide › https://github.com/Lissy93/dashy/blob/master/docs/configuring.md',
      'Getting Started › Support › https://github.com/Lissy93/dashy/blob/master/.github/SUPPORT.md',
    ]);
    expect(shown.warnings).toContain(importMessages.notCarried('“Open in” targets', ['Dashy Live']));
  });
});

describe('Homarr', () => {
  it('imports default.json at ed3d143b', async () => {
    const { stored } = await importBoth('homarr-ed3d', { format: 'homarr', text: importFixture('homarr-default-ed3d143b.json') });
    expect(stored).toEqual([
      'Homarr default › Documentation › https://homarr.dev/',
      'Homarr default › Discord › https://discord.com/invite/aCsmEV5RgA',
      'Homarr default › Contribute › https://github.com/ajnart/homarr',
      'Homarr default › Donate › https://ko-fi.com/ajnart',
    ]);
  });

  it('imports default.json at a7558089 with its Sonarr and Radarr integrations', async () => {
    const { stored, preview: shown } = await importBoth('homarr-a755', { format: 'homarr', text: importFixture('homarr-default-a7558089.json') });
    expect(stored).toEqual([
      'Welcome to Homarr 🎉 › Documentation › https://homarr.dev/',
      'Welcome to Homarr 🎉 › Discord › https://discord.com/invite/aCsmEV5RgA',
      'Welcome to Homarr 🎉 › Contribute › https://github.com/ajnart/homarr',
      'Welcome to Homarr 🎉 › Donate › https://ko-fi.com/ajnart',
      'public-integrations › Sonarr › https://sonarr.homarr.dev/',
      'public-integrations › Radarr › https://radarr.homarr.dev/',
      'public-integrations › Overseerr › https://overseerr.homarr.dev/',
    ]);
    expect(shown.counts.integrations).toBe(2);
  });

  it('carries a Proxmox app\'s apiKey (user@realm!name=secret) as the API token when keys are ticked', async () => {
    const token = await createUser(server, 'homarr-proxmox');
    const board = {
      schemaVersion: 1,
      categories: [],
      apps: [{ id: 'p', name: 'PVE', url: 'https://pve.home.arpa:8006', integration: { type: 'proxmox', properties: [{ type: 'private', field: 'apiKey', value: 'api@pam!homarr=pve-token-secret' }] }, area: { type: 'wrapper', properties: { id: 'default' } } }],
    };
    await run(token, { format: 'homarr', text: JSON.stringify(board), includeKeys: true });
    const root = await call<{ items: { _id: string }[] }>(server, 'GET', '/listing/folder/list/manage/listing', { token });
    const items = await call<{ items: { _id: string }[] }>(server, 'GET', `/listing/folder/${root.body.message.items[0]?._id}/list/manage/listing`, { token });
    const detail = await call<ListingDetail>(server, 'GET', `/listing/link/${items.body.message.items[0]?._id}`, { token });
    expect(detail.body.message.listing?.integration?.config).toEqual({ overrideurl: 'https://pve.home.arpa:8006/', tokenId: 'api@pam!homarr', tokenSecret: secretIsSet });
  });
});

/** What Chrome's "Bookmarks bar" and Firefox's "Bookmarks Toolbar" hold in radam9/bookmarks-converter's exports, in order. */
const toolbar = (bar: string) => [
  `${bar}/`,
  `${bar} › Getting Started › https://www.mozilla.org/en-US/firefox/central/`,
  `${bar}/Mozilla Firefox/`,
  `${bar}/Mozilla Firefox › Help and Tutorials › https://support.mozilla.org/en-US/products/firefox`,
  `${bar}/Mozilla Firefox › Customize Firefox › https://support.mozilla.org/en-US/kb/customize-firefox-controls-buttons-and-toolbars?utm_source=firefox-browser&utm_medium=default-bookmarks&utm_campaign=customize`,
  `${bar}/Mozilla Firefox › Get Involved › https://www.mozilla.org/en-US/contribute/`,
  `${bar}/Mozilla Firefox › About Us › https://www.mozilla.org/en-US/about/`,
  `${bar} › Ubuntu › http://www.ubuntu.com/`,
  `${bar} › Ubuntu Wiki (community-edited website) › http://wiki.ubuntu.com/`,
  `${bar}/Programming/`,
  `${bar}/Programming/Languages/`,
  `${bar}/Programming/Languages › Welcome to Python.org › https://www.python.org/`,
  `${bar}/Programming/Languages › The Go Programming Language › https://golang.org/`,
  `${bar}/Programming/Languages › cplusplus.com - The C++ Resources Network › https://www.cplusplus.com/`,
  `${bar}/Programming/Web Services/`,
  `${bar}/Programming/Web Services › Amazon Web Services (AWS) - Cloud Computing Services › https://aws.amazon.com/`,
  // Runs of white space in a name become one space.
  `${bar}/Programming/Web Services › Cloud Computing Services | Google Cloud › https://cloud.google.com/`,
  `${bar}/Programming/Web Services › DigitalOcean – The developer cloud › https://www.digitalocean.com/`,
  `${bar}/Programming › Achieve mastery through challenge | Codewars › https://www.codewars.com/`,
  `${bar}/Programming › Learn to code at home | freeCodeCamp.org › https://www.freecodecamp.org/`,
  `${bar}/Programming › Learn to Code - for Free | Codecademy › https://www.codecademy.com/`,
];
const social = (parent: string) => [
  `${parent}Social/`,
  `${parent}Social › Facebook - Log In or Sign Up › https://www.facebook.com/`,
  `${parent}Social › Discord | Your Place to Talk and Hang Out › https://discord.com/`,
  `${parent}Social › LinkedIn: Log In or Sign Up › https://www.linkedin.com/`,
];
const socialSites = (folder: string) => [
  `${folder} › reddit: the front page of the internet › https://www.reddit.com/`,
  `${folder} › Twitter. It’s what’s happening / Twitter › https://twitter.com/?lang=en`,
  `${folder} › Instagram › https://www.instagram.com/?hl=en`,
];

describe('browser bookmarks (radam9/bookmarks-converter exports)', () => {
  it('imports the Chrome export with links and subfolders in the browser\'s order, loose links in “Bookmarks”', async () => {
    const { token, result } = await importBoth('bm-chrome', { format: 'bookmarks', text: importFixture('bookmarks-converter-chrome.html') });
    expect(await storedEntries(server, token)).toEqual([
      ...toolbar('Bookmarks bar'),
      ...social(''),
      // The top level's own links: the first made the "Bookmarks" folder, after "Social".
      'Bookmarks/',
      ...socialSites('Bookmarks'),
      'Bookmarks › Continuous Integration and Delivery - CircleCI › https://circleci.com/',
      'Bookmarks › Jenkins › https://www.jenkins.io/',
      'Version Control and Testing/',
      'Version Control and Testing › The world’s leading software development platform · GitHub › https://github.com/',
      'Version Control and Testing › Projects · Explore · GitLab › https://gitlab.com/explore',
      'Version Control and Testing › Bitbucket | The Git solution for professional teams › https://bitbucket.org/product',
    ]);
    expect(result.message).toBe(importMessages.imported(27, 8, 0));
    expect(result.warnings).toEqual([]);
  });

  it('imports the Firefox export with links and subfolders in the browser\'s order, the menu\'s loose links in “Bookmarks”', async () => {
    const { token, result } = await importBoth('bm-firefox', { format: 'bookmarks', text: importFixture('bookmarks-converter-firefox.html') });
    expect(await storedEntries(server, token)).toEqual([
      'Cars/',
      'Cars › Audi.com – the international Audi website | audi.com › https://www.audi.com/en.html',
      'Cars › BMW.com | The international BMW Website › https://www.bmw.com/en/index.html',
      'Cars › New Cars, Trucks, SUVs & Hybrids | Toyota Official Site › https://www.toyota.com/',
      'Bookmarks/',
      'Bookmarks › Find your inspiration. | Flickr › https://www.flickr.com/',
      'Bookmarks › Yahoo › https://www.yahoo.com/',
      ...toolbar('Bookmarks Toolbar'),
      'Other Bookmarks/',
      ...social('Other Bookmarks/'),
      ...socialSites('Other Bookmarks'),
    ]);
    expect(result.message).toBe(importMessages.imported(27, 9, 0));
    expect(result.warnings).toEqual([]);
  });
});
