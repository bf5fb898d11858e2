import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { importFixture, storedTree } from '../helpers/imports.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { importMessages, importIconMessages } from '../../shared/messages.js';
import { maxImportChars, type ImportPreview, type ImportResult } from '../../shared/contracts/imports.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { ListingDetail } from '../../shared/contracts/listings.js';
import { droppedParts } from '../../server/features/imports/import-tree.js';

/**
 * Imports from Homepage, Dashy and browser bookmarks: each fixture is the project's own
 * documentation example (tests/fixtures/SOURCES.md) and gives the expected tree; hostile files
 * are refused or cleaned with a clear message; one user's import never sees another's data.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAdmin(server);
  // Built-ins are offered without an install (Sonarr, Radarr, Proxmox, Portainer are mapped as
  // they come); Uptime Kuma is hidden by the super admin, so one widget's app is not available.
  const res = await call(server, 'GET', '/app/com.uptimekuma/delete', { token: admin });
  expect(res.status).toBe(200);
});
afterAll(() => server.stop());

const homepage = () => ({ format: 'homepage', text: importFixture('homepage-services.yaml'), bookmarks: importFixture('homepage-bookmarks.yaml') });
const preview = (token: string, body: unknown) => call<ImportPreview>(server, 'POST', '/import/preview', { token, body });
const run = (token: string, body: unknown) => call<ImportResult>(server, 'POST', '/import', { token, body });

function databaseText(): string {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return JSON.stringify(db.prepare('SELECT listing_name, listing_url, integration FROM listings').all());
  } finally {
    db.close();
  }
}

// Icons and descriptions of the previewed links are import-icons.test.ts's subject.
const link = (name: string, url: string, integration: { appId: string; appName: string; keys: string } | null = null, leftOut: string | null = null, position?: number) =>
  expect.objectContaining({ name, url, integration, leftOut, ...(position === undefined ? {} : { position }) }) as unknown;

describe('Homepage services.yaml + bookmarks.yaml', () => {
  it('previews groups as folders, nested groups inside them, and Sonarr/Radarr widgets as their integrations without the keys', async () => {
    const token = await createUser(server, 'homepage-preview');
    const res = await preview(token, homepage());
    expect(res.status).toBe(200);
    const sonarr = { appId: 'com.sonarr', appName: 'Sonarr', keys: 'withheld' };
    const radarr = { appId: 'com.radarr', appName: 'Radarr', keys: 'withheld' };
    const emby = { appId: 'com.emby', appName: 'Emby', keys: 'withheld' };
    expect(res.body.message.folders).toEqual([
      {
        name: 'Group A',
        // Positions 0-2 in the file: Service A, the nested Group B, Sonarr.
        links: [link('Service A', 'http://localhost/', null, null, 0), link('Sonarr', 'http://sonarr.host/', sonarr, null, 2)],
        folders: [{ name: 'Group B', links: [link('Service B', 'http://localhost/', null, null, 0), link('Service C', 'http://localhost/', null, null, 1)], folders: [], position: 1 }],
        position: 0,
      },
      { name: 'Group B', links: [link('Radarr', 'http://radarr.host/', radarr), link('Emby', 'http://emby.host.or.ip/', emby)], folders: [], position: 1 },
      { name: 'Developer', links: [link('Github', 'https://github.com/')], folders: [], position: 2 },
      { name: 'Social', links: [link('Reddit', 'https://reddit.com/')], folders: [], position: 3 },
      { name: 'Entertainment', links: [link('YouTube', 'https://youtube.com/')], folders: [], position: 4 },
    ]);
    expect(res.body.message.counts).toEqual({ folders: 6, links: 9, integrations: 3, leftOut: 0, healthChecks: 0 });
    // Emby's first widget has a built-in (issue 43, offered without an install); its second is named as left out.
    // Search keywords and bookmark letters are named as not carried (issue 41 item 3).
    expect(res.body.message.warnings).toEqual([
      importMessages.notCarried(droppedParts.keywords, ['Service A', 'Github']),
      importMessages.notCarried(droppedParts.abbr, ['Github', 'YouTube']),
      importMessages.keysWithheld('Sonarr'),
      importMessages.keysWithheld('Radarr'),
      importMessages.keysWithheld('Emby'),
      importMessages.otherWidget('Emby', 'uptimekuma'),
    ]);
    // A preview writes nothing.
    expect(await storedTree(server, token)).toEqual([]);
  });

  it('imports exactly what it previewed: Nested Groups\' Service B and C (one address) both, nothing called "already there" on an empty account', async () => {
    const token = await createUser(server, 'homepage-import');
    const res = await run(token, homepage());
    expect(res.status).toBe(200);
    expect(res.body.message.added).toEqual({ folders: 6, links: 9, healthChecks: 0 });
    expect(res.body.message.skipped).toBe(0);
    expect(res.body.message.message).toBe(importMessages.imported(9, 6, 0));
    expect(await storedTree(server, token)).toEqual([
      {
        name: 'Group A',
        links: [
          { name: 'Service A', url: 'http://localhost/', appId: null },
          { name: 'Sonarr', url: 'http://sonarr.host/', appId: 'com.sonarr' },
        ],
        folders: [
          {
            name: 'Group B',
            links: [
              { name: 'Service B', url: 'http://localhost/', appId: null },
              { name: 'Service C', url: 'http://localhost/', appId: null },
            ],
            folders: [],
          },
        ],
      },
      {
        name: 'Group B',
        links: [
          { name: 'Radarr', url: 'http://radarr.host/', appId: 'com.radarr' },
          { name: 'Emby', url: 'http://emby.host.or.ip/', appId: 'com.emby' },
        ],
        folders: [],
      },
      { name: 'Developer', links: [{ name: 'Github', url: 'https://github.com/', appId: null }], folders: [] },
      { name: 'Social', links: [{ name: 'Reddit', url: 'https://reddit.com/', appId: null }], folders: [] },
      { name: 'Entertainment', links: [{ name: 'YouTube', url: 'https://youtube.com/', appId: null }], folders: [] },
    ]);
    const home = await call<{ items: { listingName: string }[] }>(server, 'GET', '/listing/folder/list', { token });
    expect(home.body.message.items.map((i) => i.listingName)).toEqual(['Group A', 'Group B', 'Developer', 'Social', 'Entertainment']);
    // The key was not ticked: it is nowhere in the database.
    expect(databaseText()).not.toContain('apikeyapikey');
  });

  it('merges a second import: existing folders are reused, nothing is overwritten, every link already there is skipped', async () => {
    const token = await createUser(server, 'homepage-twice');
    await run(token, homepage());
    const before = await storedTree(server, token);
    const again = await run(token, homepage());
    expect(again.status).toBe(200);
    expect(again.body.message.added).toEqual({ folders: 0, links: 0, healthChecks: 0 });
    expect(again.body.message.skipped).toBe(9);
    expect(await storedTree(server, token)).toEqual(before);
  });

  it('stores a widget key sealed, only when the user ticks it, and never sends it back', async () => {
    const token = await createUser(server, 'homepage-keys');
    const shown = await preview(token, { ...homepage(), includeKeys: true });
    expect(shown.body.message.folders[0]?.links[1]?.integration).toEqual({ appId: 'com.sonarr', appName: 'Sonarr', keys: 'included' });
    expect(JSON.stringify(shown.body)).not.toContain('apikeyapikey');
    const res = await run(token, { ...homepage(), includeKeys: true });
    expect(res.status).toBe(200);
    expect(databaseText()).not.toContain('apikeyapikey');
    const [groupA] = await storedTreeIds(token);
    const detail = await call<ListingDetail>(server, 'GET', `/listing/link/${groupA}`, { token });
    expect(detail.body.message.listing?.integration?.config).toEqual({ overrideurl: 'http://sonarr.host/', apiKey: secretIsSet });
  });

  it('maps the Proxmox widget to the API-token mode and the Portainer widget to its access token', async () => {
    const token = await createUser(server, 'homepage-tokens');
    const text = [
      '- Lab:',
      '    - Proxmox:',
      '        href: https://pve.host:8006/',
      '        widget:',
      '          type: proxmox',
      '          url: https://pve.host:8006',
      '          username: api@pam!homepage',
      '          password: 0b0c9e0f-5c3e-4c2a-9d44-2b1f3c6c9a10',
      '    - Portainer:',
      '        href: https://portainer.host:9443/',
      '        widget:',
      '          type: portainer',
      '          url: https://portainer.host:9443',
      '          env: 1',
      '          key: ptr_accesstokenaccesstoken',
      '',
    ].join('\n');
    const shown = await preview(token, { format: 'homepage', text, includeKeys: true });
    expect(shown.status).toBe(200);
    expect(shown.body.message.folders[0]?.links.map((l) => l.integration)).toEqual([
      { appId: 'com.proxmox', appName: 'Proxmox VE', keys: 'included' },
      { appId: 'com.portainer', appName: 'Portainer', keys: 'included' },
    ]);
  });

  it('names a key that refers to an environment variable instead of importing the reference', async () => {
    const token = await createUser(server, 'homepage-env');
    const text = '- Media:\n    - Sonarr:\n        href: http://sonarr.host/\n        widget:\n          type: sonarr\n          url: http://sonarr.host\n          key: "{{HOMEPAGE_VAR_SONARR_KEY}}"\n';
    const res = await preview(token, { format: 'homepage', text, includeKeys: true });
    expect(res.body.message.variables).toEqual(['HOMEPAGE_VAR_SONARR_KEY']);
    expect(res.body.message.warnings).toContain(importMessages.keyNeedsVariable('Sonarr', ['{{HOMEPAGE_VAR_SONARR_KEY}}']));
    expect(res.body.message.folders[0]?.links[0]?.integration?.keys).toBe('none');
  });
});

/** The id of the Sonarr link the Homepage fixture makes in "Group A". */
async function storedTreeIds(token: string): Promise<string[]> {
  const root = await call<{ items: { _id: string; listingName: string }[] }>(server, 'GET', '/listing/folder/list/manage/listing', { token });
  const groupA = root.body.message.items.find((i) => i.listingName === 'Group A');
  const children = await call<{ items: { _id: string; listingName: string }[] }>(server, 'GET', `/listing/folder/${groupA?._id}/list/manage/listing`, { token });
  return children.body.message.items.filter((i) => i.listingName === 'Sonarr').map((i) => i._id);
}

describe('Dashy conf.yml', () => {
  it('imports sections as folders and items as links', async () => {
    const token = await createUser(server, 'dashy');
    const res = await run(token, { format: 'dashy', text: importFixture('dashy-conf.yml') });
    expect(res.status).toBe(200);
    expect(await storedTree(server, token)).toEqual([
      {
        name: 'Section 1 - Getting Started',
        links: [
          { name: 'GitHub', url: 'https://github.com/Lissy93/dashy', appId: null },
          { name: 'Issues', url: 'https://github.com/Lissy93/dashy/issues', appId: null },
          { name: 'Demo', url: 'https://dashy-demo-1.netlify.app/', appId: null },
        ],
        folders: [],
      },
      {
        name: 'Section 2 - Local Services',
        links: [
          { name: 'Firewall', url: 'http://192.168.1.1/', appId: null },
          { name: 'Game Server', url: 'http://192.168.130.1/', appId: null },
        ],
        folders: [],
      },
    ]);
  });
});

describe('Dashy items without a title', () => {
  it('are named by their description, and by their address only when they have none', async () => {
    const token = await createUser(server, 'dashy-untitled');
    const text = [
      'sections:',
      '  - name: Home',
      '    items:',
      "      - title: ''",
      '        description: Router admin',
      '        url: http://192.168.1.1',
      '      - description: NAS',
      '        url: http://nas.home.arpa:5000',
      "      - title: ' '",
      "        description: ''",
      '        url: https://xn--mnchen-3ya.de/',
      '      - url: http://printer.home.arpa',
    ].join('\n');
    const shown = await preview(token, { format: 'dashy', text });
    expect(shown.body.message.folders[0]?.links.map((l) => [l.name, l.url, l.description])).toEqual([
      ['Router admin', 'http://192.168.1.1/', 'Router admin'],
      ['NAS', 'http://nas.home.arpa:5000/', 'NAS'],
      ['https://münchen.de/', 'https://xn--mnchen-3ya.de/', null],
      ['http://printer.home.arpa', 'http://printer.home.arpa/', null],
    ]);
  });
});

describe('Homarr board (JSON)', () => {
  it("imports the default board's apps into a folder named after the board and says its widgets are left out", async () => {
    const token = await createUser(server, 'homarr');
    const res = await run(token, { format: 'homarr', text: importFixture('homarr-default.json') });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([importMessages.ignoredParts('Homarr widgets (weather, clock, notes…)'), importIconMessages.generic('local-file', '“Documentation”')]);
    expect(await storedTree(server, token)).toEqual([
      {
        name: 'Homarr default',
        links: [
          { name: 'Documentation', url: 'https://homarr.dev/', appId: null },
          { name: 'Discord', url: 'https://discord.com/invite/aCsmEV5RgA', appId: null },
          { name: 'Contribute', url: 'https://github.com/ajnart/homarr', appId: null },
          { name: 'Donate', url: 'https://ko-fi.com/ajnart', appId: null },
        ],
        folders: [],
      },
    ]);
  });

  it('puts apps in their category folders and maps a Sonarr integration, its internal URL and (ticked) its key', async () => {
    const token = await createUser(server, 'homarr-categories');
    const board = {
      schemaVersion: 1,
      configProperties: { name: 'home' },
      categories: [{ id: 'c1', name: 'Media', position: 1 }],
      apps: [
        {
          id: 'a1',
          name: 'Sonarr',
          url: 'http://sonarr.home.arpa:8989',
          behaviour: { externalUrl: 'https://sonarr.example.org', isOpeningNewTab: true },
          integration: { type: 'sonarr', properties: [{ type: 'private', field: 'apiKey', value: 'homarr-secret-key' }] },
          area: { type: 'category', properties: { id: 'c1' } },
        },
        { id: 'a2', name: 'Loose', url: 'https://loose.example.org', behaviour: { externalUrl: '' }, area: { type: 'wrapper', properties: { id: 'default' } } },
      ],
    };
    const shown = await preview(token, { format: 'homarr', text: JSON.stringify(board) });
    expect(shown.body.message.folders).toEqual([
      { name: 'Media', links: [link('Sonarr', 'https://sonarr.example.org/', { appId: 'com.sonarr', appName: 'Sonarr', keys: 'withheld' })], folders: [], position: 0 },
      { name: 'Homarr home', links: [link('Loose', 'https://loose.example.org/')], folders: [], position: 1 },
    ]);
    await run(token, { format: 'homarr', text: JSON.stringify(board), includeKeys: true });
    expect(databaseText()).not.toContain('homarr-secret-key');
    const root = await call<{ items: { _id: string; listingName: string }[] }>(server, 'GET', '/listing/folder/list/manage/listing', { token });
    const media = root.body.message.items.find((i) => i.listingName === 'Media');
    const items = await call<{ items: { _id: string }[] }>(server, 'GET', `/listing/folder/${media?._id}/list/manage/listing`, { token });
    const detail = await call<ListingDetail>(server, 'GET', `/listing/link/${items.body.message.items[0]?._id}`, { token });
    expect(detail.body.message.listing?.integration?.config).toEqual({ overrideurl: 'http://sonarr.home.arpa:8989/', apiKey: secretIsSet });
  });

  it('says a file that is not a Homarr board is not one', async () => {
    const token = await createUser(server, 'homarr-bad');
    const res = await preview(token, { format: 'homarr', text: '{"items": []}' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(importMessages.unreadable('Homarr', 'it has no “apps” list (Hearth reads Homarr 0.x board files).'));
  });
});

describe('browser bookmarks (Netscape HTML)', () => {
  it('imports folders at every level, loose links into "Bookmarks", and refuses the javascript: bookmarklet with a warning', async () => {
    const token = await createUser(server, 'bookmarks');
    const shown = await preview(token, { format: 'bookmarks', text: importFixture('bookmarks.html') });
    // MDN's favicon address (ICON_URI) is named as one to download when allowed; GitHub's embedded favicon needs no download.
    expect(shown.body.message.warnings).toEqual([importMessages.urlRefused('Bookmarklet'), importIconMessages.notFetched('“MDN Web Docs”')]);
    const res = await run(token, { format: 'bookmarks', text: importFixture('bookmarks.html') });
    expect(res.status).toBe(200);
    expect(await storedTree(server, token)).toEqual([
      { name: 'Bookmarks', links: [{ name: 'Firefox & friends', url: 'https://www.mozilla.org/en-US/firefox/', appId: null }], folders: [] },
      {
        name: 'Bookmarks bar',
        links: [{ name: 'GitHub', url: 'https://github.com/', appId: null }],
        folders: [{ name: 'Home lab', links: [{ name: 'NAS', url: 'http://nas.home.arpa:5000/', appId: null }], folders: [] }],
      },
      { name: 'Other bookmarks', links: [{ name: 'MDN Web Docs', url: 'https://developer.mozilla.org/', appId: null }], folders: [] },
    ]);
    expect(databaseText()).not.toContain('javascript:');
  });

  it('names an unnamed bookmark by its address with an international host in Unicode, and stores the address in punycode', async () => {
    const token = await createUser(server, 'bookmarks-idn');
    const text = '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><H3>Städte</H3><DL><p><DT><A HREF="https://xn--mnchen-3ya.de/"></A><DT><A HREF="https://münchen.de/rathaus">München</A><DT><A HREF="https://example.org/a"></A></DL><p></DL><p>';
    const shown = await preview(token, { format: 'bookmarks', text });
    expect(shown.body.message.folders).toEqual([
      { name: 'Städte', links: [link('https://münchen.de/', 'https://xn--mnchen-3ya.de/'), link('München', 'https://xn--mnchen-3ya.de/rathaus'), link('https://example.org/a', 'https://example.org/a')], folders: [], position: 0 },
    ]);
    expect((await run(token, { format: 'bookmarks', text })).status).toBe(200);
    expect(await storedTree(server, token)).toEqual([
      {
        name: 'Städte',
        links: [
          { name: 'https://münchen.de/', url: 'https://xn--mnchen-3ya.de/', appId: null },
          { name: 'München', url: 'https://xn--mnchen-3ya.de/rathaus', appId: null },
          { name: 'https://example.org/a', url: 'https://example.org/a', appId: null },
        ],
        folders: [],
      },
    ]);
  });
});

describe('hostile files', () => {
  let token: string;
  beforeAll(async () => {
    token = await createUser(server, 'hostile');
  });

  it('refuses a file over the limit with a 400 that names the limit', async () => {
    const res = await preview(token, { format: 'dashy', text: 'x'.repeat(maxImportChars + 1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(importMessages.tooLarge('2 MB'));
  });

  it('refuses a request far past the limit with the same 400, before reading all of it', async () => {
    const res = await preview(token, { format: 'bookmarks', text: '<DL>'.repeat(4_000_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(importMessages.tooLarge('2 MB'));
  });

  it('stores script in names as plain text and leaves javascript:, data: and control-character addresses out, one warning each', async () => {
    const text = [
      'sections:',
      '- name: "<script>alert(1)</script>"',
      '  items:',
      '  - title: "<img src=x onerror=alert(1)>"',
      '    url: https://example.org/',
      '  - title: Evil',
      '    url: "javascript:alert(1)"',
      '  - title: Tabbed',
      '    url: "java\\tscript:alert(1)"',
      '  - title: Data',
      '    url: "data:text/html,<script>alert(1)</script>"',
    ].join('\n');
    const res = await run(token, { format: 'dashy', text });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([importMessages.urlRefused('Evil'), importMessages.urlRefused('Tabbed'), importMessages.urlRefused('Data')]);
    expect(await storedTree(server, token)).toEqual([
      { name: '<script>alert(1)</script>', links: [{ name: '<img src=x onerror=alert(1)>', url: 'https://example.org/', appId: null }], folders: [] },
    ]);
  });

  it('pours folders nested deeper than Hearth allows into the deepest one, with a warning', async () => {
    const user = await createUser(server, 'deep-bookmarks');
    const depth = 60;
    const text = '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>' + Array.from({ length: depth }, (_, i) => `<DT><H3>L${i + 1}</H3><DL><p><DT><A HREF="https://example.org/${i + 1}">N${i + 1}</A>`).join('') + '</DL><p>'.repeat(depth + 1);
    const res = await run(user, { format: 'bookmarks', text });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toContain(importMessages.tooDeep(32));
    expect(res.body.message.added).toEqual({ folders: 32, links: depth, healthChecks: 0 });
  });

  it('answers 400, not a crash, for a YAML file nested past what any parser reads', async () => {
    const res = await preview(token, { format: 'homepage', text: '['.repeat(100_000) + ']'.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This does not read as a Homepage services.yaml file/);
  });

  it('refuses a "billion laughs" of aliases instead of expanding it', async () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    lines.push('sections: [*l]');
    const res = await preview(token, { format: 'dashy', text: lines.join('\n') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This does not read as a Dashy file/);
  });

  it('says what is wrong with a file that is not what it claims to be', async () => {
    const notYaml = await preview(token, { format: 'dashy', text: 'sections: [unclosed' });
    expect(notYaml.status).toBe(400);
    expect(notYaml.body.message).toMatch(/^This does not read as a Dashy file/);
    const wrongShape = await preview(token, { format: 'homepage', text: 'title: not a list' });
    expect(wrongShape.body.message).toBe(importMessages.unreadable('Homepage services.yaml', 'it should be a list of groups (“- Group A:”).'));
    const notHtml = await preview(token, { format: 'bookmarks', text: 'just some text' });
    expect(notHtml.status).toBe(400);
    const empty = await preview(token, { format: 'bookmarks', text: '   ' });
    expect(empty.body.message).toBe(importMessages.empty);
    const format = await preview(token, { format: 'heimdall', text: 'x' });
    expect(format.body.message).toBe(importMessages.chooseFormat);
    const notText = await preview(token, { format: 'dashy', text: 42 });
    expect(notText.status).toBe(400);
    const nothing = await preview(token, { format: 'dashy', text: 'sections: []' });
    expect(nothing.body.message.warnings).toEqual([importMessages.nothingFound('Dashy')]);
  });
});

describe('who sees what', () => {
  it('needs a session', async () => {
    expect((await call(server, 'POST', '/import/preview', { body: homepage() })).status).toBe(401);
    expect((await call(server, 'POST', '/import', { body: homepage() })).status).toBe(401);
  });

  it("merges only with the importing user's own folders and leaves everyone else's untouched", async () => {
    const owner = await createUser(server, 'owner');
    const folder = await makeFolder(server, owner, { folderName: 'Developer' });
    await makeLink(server, owner, { linkName: 'Mine', linkURL: 'https://github.com/', parentId: folder._id, showOnFeatured: false });
    const before = await storedTree(server, owner);

    const guest = await createUser(server, 'guest');
    const res = await run(guest, { format: 'homepage', text: '- Developer:\n    - Github:\n        href: https://github.com/\n' });
    expect(res.body.message.added).toEqual({ folders: 1, links: 1, healthChecks: 0 });
    expect(res.body.message.skipped).toBe(0);
    expect(await storedTree(server, owner)).toEqual(before);
    expect(await storedTree(server, guest)).toEqual([{ name: 'Developer', links: [{ name: 'Github', url: 'https://github.com/', appId: null }], folders: [] }]);
  });

  it('leaves a widget aimed at this computer out for a user who may not reach it', async () => {
    const strict = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
    try {
      const adminToken = await loginAdmin(strict);
      const user = await createUser(strict, 'plain');
      const text = '- Media:\n    - Sonarr:\n        href: http://127.0.0.1:8989/\n        widget:\n          type: sonarr\n          url: http://127.0.0.1:8989\n';
      const res = await call<ImportPreview>(strict, 'POST', '/import/preview', { token: user, body: { format: 'homepage', text } });
      expect(res.body.message.warnings).toContain(importMessages.integrationLoopback('Sonarr'));
      expect(res.body.message.folders[0]?.links[0]?.integration).toBeNull();
      const asAdmin = await call<ImportPreview>(strict, 'POST', '/import/preview', { token: adminToken, body: { format: 'homepage', text } });
      expect(asAdmin.body.message.folders[0]?.links[0]?.integration?.appId).toBe('com.sonarr');
    } finally {
      await strict.stop();
    }
  });
});

