// Issue 41 items 2 and 6 on import: a link's icon reference becomes the offline Simple Icons brand
// when Hearth ships it, a download (once, only when the user ticks it, by the reach rule, through
// the upload path's checks) or the generic icon with the reason in the preview; descriptions of
// Homepage, Dashy, Homarr and bookmark files travel with their links. Icon hosts are a local fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { importFixture } from '../helpers/imports.js';
import { startIconPackHost, type IconPackHost } from '../fixtures/iconpack-host.js';
import { importIconMessages, importMessages } from '../../shared/messages.js';
import { maxImportLabel, type ImportFolderPreview, type ImportLinkPreview, type ImportPreview, type ImportResult } from '../../shared/contracts/imports.js';
import type { Icon } from '../../shared/contracts/icons.js';

let server: TestServer;
let host: IconPackHost;
let admin: string;

beforeAll(async () => {
  host = await startIconPackHost();
  // Only super admins may reach this computer here, so a user's download from 127.0.0.1 is refused.
  server = await startTestServer({ env: { HEARTH_DASHBOARD_ICONS_URL: host.url('/di'), HEARTH_LOOPBACK_TARGETS: 'admins' } });
  admin = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await host.close();
});

const preview = (token: string, body: unknown) => call<ImportPreview>(server, 'POST', '/import/preview', { token, body });
const run = (token: string, body: unknown) => call<ImportResult>(server, 'POST', '/import', { token, body });

function links(folders: ImportFolderPreview[]): Record<string, ImportLinkPreview> {
  const out: Record<string, ImportLinkPreview> = {};
  const walk = (folder: ImportFolderPreview) => {
    for (const link of folder.links) out[link.name] = link;
    folder.folders.forEach(walk);
  };
  folders.forEach(walk);
  return out;
}

/** The stored icon and description of each of the user's links, by name. */
function stored(username: string): Record<string, { icon: Icon; description: string | null }> {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT l.listing_name n, l.listing_icon i, l.description d FROM listings l JOIN users u ON u.id = l.user_id WHERE u.username = ? AND l.listing_type = 'link'")
      .all(username) as { n: string; i: string; d: string | null }[];
    return Object.fromEntries(rows.map((r) => [r.n, { icon: JSON.parse(r.i) as Icon, description: r.d }]));
  } finally {
    db.close();
  }
}

const brand = (slug: string, title: string): Icon => ({
  iconUrl: `/iconpacks/simple-icons/${slug}.svg`,
  iconUrlLight: `/iconpacks/simple-icons/${slug}.svg?variant=light`,
  iconProvider: 'simple-icons',
  iconId: title,
});
const genericIcon: Icon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };

/** How many uploaded icons the user has (each stored picture is one). */
function uploadCount(username: string): number {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) n FROM icons i JOIN users u ON u.id = i.user_id WHERE u.username = ?').get(username) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** An icon stored as the user's upload: a re-encoded file in the uploads folder. */
function expectUpload(icon: Icon | undefined, ext = 'png'): void {
  expect(icon).toMatchObject({ iconProvider: 'self', iconUrlLight: null });
  expect(icon?.iconUrl).toMatch(new RegExp(`^[A-Za-z0-9_-]{16}\\.${ext}$`));
  expect(existsSync(join(server.dataDir, 'uploads', icon?.iconUrl ?? ''))).toBe(true);
}

describe('Homepage', () => {
  it('gives sonarr.png, radarr.png and emby.png their offline brands and keeps the descriptions', async () => {
    const token = await createUser(server, 'hp-brands');
    const body = { format: 'homepage', text: importFixture('homepage-services.yaml') };
    const shown = links((await preview(token, body)).body.message.folders);
    expect(shown.Sonarr).toMatchObject({ description: 'Series management', icon: { source: 'brand', iconUrl: '/iconpacks/simple-icons/sonarr.svg' } });
    expect(shown.Emby).toMatchObject({ description: 'Movies & TV Shows', icon: { source: 'brand', iconUrl: '/iconpacks/simple-icons/emby.svg' } });
    expect(shown['Service A']).toMatchObject({ description: null, icon: { source: 'generic', iconUrl: null } });

    expect((await run(token, body)).status).toBe(200);
    const links_ = stored('hp-brands');
    expect(links_.Sonarr).toEqual({ icon: brand('sonarr', 'sonarr'), description: 'Series management' });
    expect(links_.Radarr).toEqual({ icon: brand('radarr', 'radarr'), description: 'Movie management' });
    expect(links_['Service A']).toEqual({ icon: genericIcon, description: null });
  });

  it('says an mdi- icon that is no brand stays generic, and offers to download a dashboard-icons name the offline set lacks', async () => {
    const token = await createUser(server, 'hp-mdi');
    const text = ['- Tools:', '    - Lab:', '        href: https://lab.example.org/', '        icon: mdi-flask-outline', '    - Prowlarr:', '        href: https://prowlarr.example.org/', '        icon: prowlarr.png', '    - Code:', '        href: https://github.com/', '        icon: mdi-github'].join('\n');
    const res = await preview(token, { format: 'homepage', text });
    const shown = links(res.body.message.folders);
    expect(shown.Lab?.icon).toEqual({ source: 'generic', iconUrl: null });
    expect(shown.Prowlarr?.icon).toEqual({ source: 'generic', iconUrl: null });
    expect(shown.Code?.icon).toEqual({ source: 'brand', iconUrl: '/iconpacks/simple-icons/github.svg' });
    expect(res.body.message.warnings).toEqual([importIconMessages.generic('mdi', '“Lab”'), importIconMessages.notFetched('“Prowlarr”')]);
    // Nothing was downloaded for a preview.
    expect(host.requests).toEqual([]);

    const allowed = await preview(token, { format: 'homepage', text, fetchIcons: true });
    expect(links(allowed.body.message.folders).Prowlarr?.icon).toEqual({ source: 'fetch', iconUrl: host.url('/di/png/prowlarr.png') });
    expect(allowed.body.message.warnings).toContain(importIconMessages.willFetch(1));
    expect(host.requests).toEqual([]);
  });
});

describe('downloading icons the user allowed', () => {
  it('downloads each address once, re-encodes it like an upload and stores it as the user\'s own icon', async () => {
    host.requests.length = 0;
    const text = [
      '- Tools:',
      '    - Prowlarr:',
      '        href: https://prowlarr.example.org/',
      '        icon: prowlarr.png',
      '    - Prowlarr 2:',
      '        href: https://prowlarr2.example.org/',
      '        icon: prowlarr.png',
      '    - Vector:',
      '        href: https://vector.example.org/',
      `        icon: ${host.url('/icons/custom.svg')}`,
    ].join('\n');
    const res = await run(admin, { format: 'homepage', text, fetchIcons: true });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([]);
    expect(host.requests.sort()).toEqual(['/di/png/prowlarr.png', '/icons/custom.svg']);
    const links_ = stored('admin');
    expect(links_.Prowlarr?.icon).toMatchObject({ iconProvider: 'self', iconUrlLight: null });
    expect(links_.Prowlarr?.icon.iconUrl).toMatch(/^[A-Za-z0-9_-]{16}\.png$/);
    expect(links_['Prowlarr 2']?.icon).toEqual(links_.Prowlarr?.icon);
    // The SVG was rasterised (no active content is kept), like an uploaded one.
    expect(links_.Vector?.icon.iconUrl).toMatch(/^[A-Za-z0-9_-]{16}\.png$/);
    expect(existsSync(join(server.dataDir, 'uploads', links_.Vector!.icon.iconUrl))).toBe(true);
  });

  it('keeps the generic icon, and says why, for an address the user may not reach or that is not a picture', async () => {
    const token = await createUser(server, 'dl-refused');
    host.requests.length = 0;
    const text = ['- Tools:', '    - Here:', '        href: https://here.example.org/', `        icon: ${host.url('/icons/here.svg')}`].join('\n');
    const res = await run(token, { format: 'homepage', text, fetchIcons: true });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([importIconMessages.fetchLoopback('“Here”')]);
    expect(host.requests).toEqual([]);
    expect(stored('dl-refused').Here?.icon).toEqual(genericIcon);

    const notPicture = ['- Tools:', '    - Pack:', '        href: https://pack.example.org/', `        icon: ${host.url('/huge.json')}`].join('\n');
    const second = await run(admin, { format: 'homepage', text: notPicture, fetchIcons: true });
    expect(second.body.message.warnings).toEqual([importIconMessages.fetchFailed('“Pack”')]);
    expect(stored('admin').Pack?.icon).toEqual(genericIcon);
  });
});

describe('Dashy', () => {
  it('maps the documented example: fab fa-github to its brand, other Font Awesome icons generic, favicon and URLs offered for download', async () => {
    const token = await createUser(server, 'dashy-icons');
    const body = { format: 'dashy', text: importFixture('dashy-conf.yml') };
    const res = await preview(token, body);
    const shown = links(res.body.message.folders);
    expect(shown.GitHub).toMatchObject({ description: 'Source code and documentation on GitHub', icon: { source: 'brand', iconUrl: '/iconpacks/simple-icons/github.svg' } });
    expect(shown.Issues?.icon.source).toBe('generic');
    expect(res.body.message.warnings).toEqual([importIconMessages.generic('fontawesome', '“Issues”, “Demo”'), importIconMessages.notFetched('“Firewall”, “Game Server”')]);
    const allowed = links((await preview(token, { ...body, fetchIcons: true })).body.message.folders);
    expect(allowed.Firewall?.icon).toEqual({ source: 'fetch', iconUrl: 'http://192.168.1.1/favicon.ico' });

    expect((await run(token, body)).status).toBe(200);
    expect(stored('dashy-icons').GitHub).toEqual({ icon: brand('github', 'GitHub'), description: 'Source code and documentation on GitHub' });
    expect(stored('dashy-icons').Demo).toEqual({ icon: genericIcon, description: 'A live demo' });
  });

  // Simple Icons titles Sonarr in lower case; the stored iconId is the set's own title.
  it('reads hl- and si- names', async () => {
    const token = await createUser(server, 'dashy-hl');
    const text = ['sections:', '- name: Media', '  items:', '  - title: Sonarr', '    url: https://sonarr.example.org', '    icon: hl-sonarr', '  - title: Jelly', '    url: https://jelly.example.org', '    icon: si-jellyfin'].join('\n');
    expect((await run(token, { format: 'dashy', text })).status).toBe(200);
    expect(stored('dashy-hl').Sonarr?.icon).toEqual(brand('sonarr', 'sonarr'));
    expect(stored('dashy-hl').Jelly?.icon).toEqual(brand('jellyfin', 'Jellyfin'));
  });
});

describe('Homarr', () => {
  it('turns dashboard-icons CDN addresses into offline brands and keeps tooltip descriptions', async () => {
    const token = await createUser(server, 'homarr-icons');
    const res = await run(token, { format: 'homarr', text: importFixture('homarr-default.json') });
    expect(res.status).toBe(200);
    const links_ = stored('homarr-icons');
    expect(links_.Discord?.icon).toEqual(brand('discord', 'Discord'));
    expect(links_.Contribute?.icon).toEqual(brand('github', 'GitHub'));
    expect(links_.Donate?.icon).toEqual(brand('kofi', 'Ko-fi'));
    expect(links_.Documentation?.icon).toEqual(genericIcon);
    expect(links_.Donate?.description).toBe('Please consider making a donation');
    expect(links_.Contribute?.description).toBeNull();
  });
});

describe('browser bookmarks', () => {
  it('keeps a <DD> after a bookmark as its description', async () => {
    const token = await createUser(server, 'bm-desc');
    const text = '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Lab</H3>\n<DL><p>\n<DT><A HREF="https://wiki.example.org/">Wiki</A>\n<DD>Runbooks &amp; notes\n<DT><A HREF="https://nas.example.org/">NAS</A>\n</DL><p>\n</DL>';
    const res = await preview(token, { format: 'bookmarks', text });
    const shown = links(res.body.message.folders);
    expect(shown.Wiki?.description).toBe('Runbooks & notes');
    expect(shown.NAS?.description).toBeNull();
    expect(res.body.message.counts.links).toBe(2);
  });
});

describe('browser bookmarks: favicons in the file', () => {
  it('keeps the Chrome export\'s embedded favicons as the user\'s uploads, each picture once', async () => {
    const token = await createUser(server, 'bm-favicons');
    const body = { format: 'bookmarks', text: importFixture('bookmarks-converter-chrome.html') };
    const shown = await preview(token, body);
    const previewed = links(shown.body.message.folders);
    // 26 of its 27 links carry a favicon; "Getting Started" has none.
    expect(Object.values(previewed).filter((l) => l.icon.source === 'embedded')).toHaveLength(26);
    expect(previewed['Welcome to Python.org']?.icon).toEqual({ source: 'embedded', iconUrl: null });
    expect(previewed['Getting Started']?.icon).toEqual({ source: 'generic', iconUrl: null });
    expect(shown.body.message.warnings).toEqual([]);

    const res = await run(token, body);
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([]);
    const kept = stored('bm-favicons');
    expectUpload(kept['Welcome to Python.org']?.icon);
    expectUpload(kept.Jenkins?.icon);
    expect(readFileSync(join(server.dataDir, 'uploads', kept.Jenkins?.icon.iconUrl ?? '')).subarray(1, 4).toString()).toBe('PNG');
    expect(kept['Welcome to Python.org']?.icon).not.toEqual(kept['The Go Programming Language']?.icon);
    expect(kept['Getting Started']?.icon).toEqual(genericIcon);
    // Two pairs of links share a favicon (Mozilla's support and www sites): 24 pictures, 24 uploads.
    expect(kept['Customize Firefox']?.icon).toEqual(kept['Help and Tutorials']?.icon);
    expect(kept['About Us']?.icon).toEqual(kept['Get Involved']?.icon);
    expect(new Set(Object.values(kept).map((l) => l.icon.iconUrl)).size).toBe(25);
    expect(uploadCount('bm-favicons')).toBe(24);

    // The same export again under another folder name: its links are added, its favicons are not stored again.
    const again = await run(token, { ...body, text: body.text.replace('>Bookmarks bar</H3>', '>Toolbar</H3>') });
    expect(again.body.message.added.links).toBe(16);
    expect(uploadCount('bm-favicons')).toBe(24);
    expect(stored('bm-favicons')['Welcome to Python.org']?.icon).toEqual(kept['Welcome to Python.org']?.icon);
  });

  it('gives bookmarks.html\'s GitHub its embedded favicon and names MDN\'s ICON_URI for download', async () => {
    const token = await createUser(server, 'bm-small');
    const body = { format: 'bookmarks', text: importFixture('bookmarks.html') };
    const shown = await preview(token, body);
    const previewed = links(shown.body.message.folders);
    expect(previewed.GitHub?.icon).toEqual({ source: 'embedded', iconUrl: null });
    expect(previewed['MDN Web Docs']?.icon).toEqual({ source: 'generic', iconUrl: null });
    expect(shown.body.message.warnings).toContain(importIconMessages.notFetched('“MDN Web Docs”'));
    // Ticked, the preview says the address is downloaded on import (only previewed here: it is a public host).
    const allowed = await preview(token, { ...body, fetchIcons: true });
    expect(links(allowed.body.message.folders)['MDN Web Docs']?.icon).toEqual({ source: 'fetch', iconUrl: 'https://developer.mozilla.org/favicon.ico' });
    expect(allowed.body.message.warnings).toContain(importIconMessages.willFetch(1));

    expect((await run(token, body)).status).toBe(200);
    const kept = stored('bm-small');
    expectUpload(kept.GitHub?.icon);
    expect(kept['MDN Web Docs']?.icon).toEqual(genericIcon);
    expect(kept['Firefox & friends']?.icon).toEqual(genericIcon);
  });

  it('downloads ICON_URI addresses when allowed, one upload per picture, and an embedded ICON wins over its ICON_URI', async () => {
    host.requests.length = 0;
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAN0lEQVQ4y2P4//8/AyUYQ0BFU/8/PozXAEKasRlCsmZ0Q8jSjGzIqAHDxwCKExJVkjJVMhM5GAD8Nvm4noi5xgAAAABJRU5ErkJggg==';
    const text = [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><H3>Favicons</H3><DL><p>',
      `<DT><A HREF="https://one.example.org/" ICON_URI="${host.url('/icons/one.png')}">One</A>`,
      `<DT><A HREF="https://two.example.org/" ICON_URI="${host.url('/icons/two.png')}">Two</A>`,
      `<DT><A HREF="https://three.example.org/" ICON_URI="${host.url('/icons/three.png')}" ICON="${png}">Three</A>`,
      '</DL><p></DL><p>',
    ].join('\n');
    const shown = links((await preview(admin, { format: 'bookmarks', text, fetchIcons: true })).body.message.folders);
    expect(shown.Three?.icon).toEqual({ source: 'embedded', iconUrl: null });
    const before = uploadCount('admin');
    const res = await run(admin, { format: 'bookmarks', text, fetchIcons: true });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([]);
    expect(host.requests.sort()).toEqual(['/icons/one.png', '/icons/two.png']);
    const kept = stored('admin');
    // The two addresses serve the same picture: it is stored once (or was already, from an earlier download).
    expectUpload(kept.One?.icon);
    expect(kept.Two?.icon).toEqual(kept.One?.icon);
    expectUpload(kept.Three?.icon);
    expect(kept.Three?.icon).not.toEqual(kept.One?.icon);
    expect(uploadCount('admin') - before).toBeLessThanOrEqual(2);
  });

  it('gives a hostile embedded icon the generic icon with a warning naming the link, never a 500', async () => {
    const token = await createUser(server, 'bm-hostile');
    const entry = (name: string, icon: string) => `<DT><A HREF="https://${name.toLowerCase().replace(/\W+/g, '-')}.example.org/" ICON="${icon}">${name}</A>`;
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><script>alert(1)</script><rect width="16" height="16" fill="red"/></svg>')}`;
    const file = (entries: string[]) => ['<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><H3>Odd</H3><DL><p>', ...entries, '</DL><p></DL><p>'].join('\n');
    const text = file([
      entry('Not a picture', `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`),
      // Past the cap for one favicon (256 KB), well within the file's 2 MB.
      entry('Too large', `data:image/png;base64,${Buffer.alloc(1024 * 1024, 7).toString('base64')}`),
      entry('Broken', 'data:image/png;base64,iVBORw0KGgo='),
      entry('Vector', svg),
    ]);
    const shown = await preview(token, { format: 'bookmarks', text });
    expect(shown.status).toBe(200);
    const warning = importIconMessages.embeddedBad('“Not a picture”, “Too large”, “Broken”', '256 KB');
    expect(shown.body.message.warnings).toEqual([warning]);
    expect(links(shown.body.message.folders).Vector?.icon.source).toBe('embedded');
    const res = await run(token, { format: 'bookmarks', text });
    expect(res.status).toBe(200);
    expect(res.body.message.warnings).toEqual([warning]);
    const kept = stored('bm-hostile');
    expect(kept['Not a picture']?.icon).toEqual(genericIcon);
    expect(kept['Too large']?.icon).toEqual(genericIcon);
    expect(kept.Broken?.icon).toEqual(genericIcon);
    // The SVG with a script was rasterised: no active content is stored.
    expectUpload(kept.Vector?.icon);
    expect(uploadCount('bm-hostile')).toBe(1);

    // A 5 MB data: URL makes the file itself too large: a 400 that says so.
    const huge = await preview(token, { format: 'bookmarks', text: file([entry('Huge', `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`)]) });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(importMessages.tooLarge(maxImportLabel));
  });
});
