// Issue 41 item 6: a link carries an optional description, stored by migration 0017, answered by
// every listing read, searched by the palette, and limited in length with a message that says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon, makeFolder, makeLink } from '../helpers/listings.js';
import { importFixture } from '../helpers/imports.js';
import { messages } from '../../shared/messages.js';
import { openDatabase } from '../../server/db/client.js';
import type { FolderList, ListingDetail } from '../../shared/contracts/listings.js';
import type { SearchAnswer } from '../../shared/contracts/search.js';

let server: TestServer;
let token: string;
let mallory: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  mallory = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

async function linkDetail(id: string) {
  const res = await call<ListingDetail>(server, 'GET', `/listing/link/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.message.listing;
}

async function searchTitles(as: string, q: string): Promise<string[]> {
  const res = await call<SearchAnswer>(server, 'GET', `/search?q=${encodeURIComponent(q)}`, { token: as });
  expect(res.status).toBe(200);
  return res.body.message.hits.map((h) => h.title);
}

describe('saving a link with a description', () => {
  it('stores it trimmed and answers it in the detail, the folder list and the home list', async () => {
    const folder = await makeFolder(server, token, { folderName: 'Media' });
    const link = await makeLink(server, token, { linkName: 'Sonarr', parentId: folder._id, description: '  TV shows, grabbed and renamed  ' });
    expect(link.description).toBe('TV shows, grabbed and renamed');
    expect((await linkDetail(link._id))?.description).toBe('TV shows, grabbed and renamed');
    const list = await call<FolderList>(server, 'GET', `/listing/folder/${folder._id}/list`, { token });
    expect(list.body.message.items.find((i) => i._id === link._id)?.description).toBe('TV shows, grabbed and renamed');
    const home = await makeLink(server, token, { linkName: 'Router', description: 'The box in the hall' });
    const dashboard = await call<{ homepageItems: { _id: string; description: string | null }[] }>(server, 'GET', '/dashboard', { token });
    expect(dashboard.body.message.homepageItems.find((i) => i._id === home._id)?.description).toBe('The box in the hall');
  });

  it('keeps the description when an original-API client saves without one, and removes it when sent empty', async () => {
    const link = await makeLink(server, token, { linkName: 'Radarr', description: 'Films' });
    const body = { listingId: link._id, linkName: 'Radarr 5', linkIcon, linkURL: 'https://radarr.home.arpa', showInSidebar: false, showOnFeatured: true };
    expect((await call(server, 'POST', '/listing/save/link', { token, body })).status).toBe(200);
    expect(await linkDetail(link._id)).toMatchObject({ listingName: 'Radarr 5', description: 'Films' });
    expect((await call(server, 'POST', '/listing/save/link', { token, body: { ...body, description: '   ' } })).status).toBe(200);
    expect((await linkDetail(link._id))?.description).toBeNull();
    expect((await call(server, 'POST', '/listing/save/link', { token, body: { ...body, description: 'Back' } })).status).toBe(200);
    expect((await call(server, 'POST', '/listing/save/link', { token, body: { ...body, description: null } })).status).toBe(200);
    expect((await linkDetail(link._id))?.description).toBeNull();
  });

  it('answers a link saved without a description with description null', async () => {
    const link = await makeLink(server, token, { linkName: 'Plain' });
    expect(link.description).toBeNull();
  });

  it.each([
    ['501 characters', 'x'.repeat(501), messages.descriptionTooLong],
    ['a number', 42, messages.descriptionInvalid],
  ])('refuses a description of %s with 400 and stores nothing', async (_what, description, message) => {
    const res = await call(server, 'POST', '/listing/save/link', {
      token,
      body: { linkName: 'Too long', linkIcon, linkURL: 'https://example.org', description },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, message });
    const found = await searchTitles(token, 'Too long');
    expect(found).not.toContain('Too long');
  });

  it('accepts exactly 500 characters', async () => {
    const link = await makeLink(server, token, { linkName: 'Long', description: 'y'.repeat(500) });
    expect(link.description).toHaveLength(500);
  });
});

describe('the palette', () => {
  it('finds a link by a word of its description, for its owner only, and follows edits', async () => {
    const link = await makeLink(server, token, { linkName: 'Prowlarr', description: 'Indexer manager for the arr stack' });
    expect(await searchTitles(token, 'indexer')).toEqual(['Prowlarr']);
    expect(await searchTitles(mallory, 'indexer')).toEqual([]);
    const hits = await call<SearchAnswer>(server, 'GET', '/search?q=indexer', { token });
    expect(hits.body.message.hits[0]?.detail).toBe('example.org · Indexer manager for the arr stack');
    const body = { listingId: link._id, linkName: 'Prowlarr', linkIcon, linkURL: 'https://example.org', description: 'Torrent trackers' };
    expect((await call(server, 'POST', '/listing/save/link', { token, body })).status).toBe(200);
    expect(await searchTitles(token, 'indexer')).toEqual([]);
    expect(await searchTitles(token, 'trackers')).toEqual(['Prowlarr']);
  });
  it('finds an imported link by a word only its description has (Dashy 694e2936: DockerHub, “Docker container”)', async () => {
    const viewer = await createUser(server, 'importer');
    // healthChecks off: the file's status checks would watch public hosts (tests/api/import-health.test.ts covers them).
    const body = { format: 'dashy', text: importFixture('dashy-user-data-694e2936.yml'), healthChecks: false };
    expect((await call(server, 'POST', '/import', { token: viewer, body })).status).toBe(200);
    expect(await searchTitles(viewer, 'container')).toEqual(['DockerHub']);
    const hit = (await call<SearchAnswer>(server, 'GET', '/search?q=container', { token: viewer })).body.message.hits[0];
    expect(hit?.detail).toBe('hub.docker.com · Docker container');
  });
});

describe('migration 0017_link_descriptions', () => {
  it('adds the column to a database made before it; old links keep being found and gain descriptions', async () => {
    const migrations = resolve(import.meta.dirname, '../../server/db/migrations');
    const dir = mkdtempSync(join(tmpdir(), 'hearth-migrations-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-data-'));
    try {
      cpSync(migrations, dir, { recursive: true });
      const journalFile = join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag === '0017_link_descriptions');
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

      const old = await openDatabase(dataDir, dir);
      const now = new Date().toISOString();
      const icon = JSON.stringify({ iconUrl: 'defaultuser', iconUrlLight: null, iconProvider: 'self' });
      old.sqlite
        .prepare('INSERT INTO users (id, username, password_hash, full_name, user_avatar, site_logo, is_super_admin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)')
        .run('u1', 'oldtimer', 'hash', 'Old Timer', icon, icon, now, now);
      old.sqlite
        .prepare('INSERT INTO listings (id, user_id, listing_type, listing_name, listing_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run('old-link', 'u1', 'link', 'Heirloom wiki', 'https://wiki.home.arpa/', now, now);
      old.sqlite.close();

      const updated = await openDatabase(dataDir, migrations);
      try {
        const match = (q: string) => updated.sqlite.prepare("SELECT r.ref FROM search_index JOIN search_refs r ON r.seq = search_index.rowid WHERE search_index MATCH ?").all(q);
        expect(updated.sqlite.prepare('SELECT description FROM listings WHERE id = ?').get('old-link')).toEqual({ description: null });
        expect(match('heirloom')).toEqual([{ ref: 'old-link' }]);
        updated.sqlite.prepare('UPDATE listings SET description = ? WHERE id = ?').run('Family recipes', 'old-link');
        expect(match('recipes')).toEqual([{ ref: 'old-link' }]);
        expect(match('heirloom')).toEqual([{ ref: 'old-link' }]);
      } finally {
        updated.sqlite.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
