// Issue 44 item 1: a featured folder may show on Home as a section. The flag is saved and answered
// by the folder calls (migration 0019), refused with a clear message when wrong, and carried by the
// per-user export and import; imported groups come in as sections; the home's one folder answer
// holds every section's items and the user's density and collapsed sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { folderIcon, makeFolder, makeLink } from '../helpers/listings.js';
import { importFixture } from '../helpers/imports.js';
import type { FolderList, ListingDetail } from '../../shared/contracts/listings.js';
import type { HomeSettings } from '../../shared/contracts/home.js';
import type { TransferResult } from '../../shared/contracts/transfer.js';
import { openBackup, withDatabase } from '../helpers/backups.js';

let server: TestServer;
let token: string;
let mallory: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  mallory = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

const home = async (as: string) => {
  const res = await call<FolderList>(server, 'GET', '/listing/folder/undefined/list', { token: as });
  expect(res.status).toBe(200);
  return res.body.message;
};
const folderDetail = async (id: string, as = token) => call<ListingDetail>(server, 'GET', `/listing/folder/${id}`, { token: as });

describe('the home display flag', () => {
  it('is a tile for a folder made by hand, saved as a section, answered everywhere, and kept by an original-API save', async () => {
    const folder = await makeFolder(server, token, { folderName: 'Media' });
    expect(folder.homeDisplay).toBe('tile');
    const body = { listingId: folder._id, folderName: 'Media', folderIcon, showInSidebar: false, showOnFeatured: true, homeDisplay: 'section' };
    const saved = await call<unknown>(server, 'POST', '/listing/save/folder', { token, body });
    expect(saved.status).toBe(200);
    expect((await folderDetail(folder._id)).body.message.listing?.homeDisplay).toBe('section');
    expect((await home(token)).items.find((i) => i._id === folder._id)?.homeDisplay).toBe('section');
    const dashboard = await call<{ homepageItems: { _id: string; homeDisplay: string }[] }>(server, 'GET', '/dashboard', { token });
    expect(dashboard.body.message.homepageItems.find((i) => i._id === folder._id)?.homeDisplay).toBe('section');
    // A client of the original API sends no flag: the section stays a section.
    const { homeDisplay: _dropped, ...original } = body;
    expect((await call(server, 'POST', '/listing/save/folder', { token, body: { ...original, folderName: 'Films' } })).status).toBe(200);
    expect((await folderDetail(folder._id)).body.message.listing).toMatchObject({ listingName: 'Films', homeDisplay: 'section' });
  });

  it('refuses a value other than tile or section with a 400 that says which are allowed', async () => {
    const folder = await makeFolder(server, token, { folderName: 'Odd' });
    for (const homeDisplay of ['grid', 1, true, '']) {
      const body = { listingId: folder._id, folderName: 'Odd', folderIcon, showOnFeatured: true, homeDisplay };
      const res = await call<unknown>(server, 'POST', '/listing/save/folder', { token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Show on Home must be "tile" or "section".');
    }
    expect((await folderDetail(folder._id)).body.message.listing?.homeDisplay).toBe('tile');
  });

  it("answers 404 for another user's folder and leaves it as it was", async () => {
    const folder = await makeFolder(server, token, { folderName: 'Mine' });
    const body = { listingId: folder._id, folderName: 'Taken', folderIcon, showOnFeatured: true, homeDisplay: 'section' };
    expect((await call(server, 'POST', '/listing/save/folder', { token: mallory, body })).status).toBe(404);
    expect((await folderDetail(folder._id, mallory)).status).toBe(404);
    expect((await folderDetail(folder._id)).body.message.listing).toMatchObject({ listingName: 'Mine', homeDisplay: 'tile' });
  });
});

describe("the home's one answer", () => {
  it("holds every section's items, grouped by folder in each folder's order, and nothing of tiles or other users", async () => {
    const alice = await createUser(server, 'alice');
    const media = await makeFolder(server, alice, { folderName: 'Media', homeDisplay: 'section' });
    const tools = await makeFolder(server, alice, { folderName: 'Tools' });
    const hidden = await makeFolder(server, alice, { folderName: 'Hidden', homeDisplay: 'section', showOnFeatured: false });
    const sonarr = await makeLink(server, alice, { linkName: 'Sonarr', parentId: media._id });
    const radarr = await makeLink(server, alice, { linkName: 'Radarr', parentId: media._id });
    await makeLink(server, alice, { linkName: 'Wrench', parentId: tools._id });
    await makeLink(server, alice, { linkName: 'Secret', parentId: hidden._id });
    await makeFolder(server, mallory, { folderName: 'Other', homeDisplay: 'section' });
    const answer = await home(alice);
    expect(answer.items.map((i) => i.listingName)).toEqual(['Media', 'Tools']);
    expect(answer.sectionItems?.map((i) => [i.listingName, i.parentId])).toEqual([
      ['Sonarr', media._id],
      ['Radarr', media._id],
    ]);
    expect(answer.sectionItems?.[0]?._id).toBe(sonarr._id);
    expect(answer.sectionItems?.[1]?._id).toBe(radarr._id);
    expect(answer.home).toEqual({ density: 'comfortable', collapsed: [] });
  });
});

describe('home settings', () => {
  it('saves density and collapsed sections per user, answers them with the home, and refuses bad values with a clear message', async () => {
    const bob = await createUser(server, 'bob');
    const folder = await makeFolder(server, bob, { folderName: 'Net', homeDisplay: 'section' });
    expect((await home(bob)).home).toEqual({ density: 'comfortable', collapsed: [] });
    const saved = await call<HomeSettings>(server, 'POST', '/settings/home', { token: bob, body: { density: 'compact', collapsed: [folder._id, folder._id] } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toEqual({ density: 'compact', collapsed: [folder._id] });
    // The cached home answer is forgotten: the next read has the new settings.
    expect((await home(bob)).home).toEqual({ density: 'compact', collapsed: [folder._id] });
    expect((await call<HomeSettings>(server, 'POST', '/settings/home', { token: bob, body: { collapsed: [] } })).body.message).toEqual({ density: 'compact', collapsed: [] });
    expect((await home(mallory)).home).toEqual({ density: 'comfortable', collapsed: [] });
    const bad = await call<unknown>(server, 'POST', '/settings/home', { token: bob, body: { density: 'cosy' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Density must be "comfortable" or "compact".');
    const badList = await call<unknown>(server, 'POST', '/settings/home', { token: bob, body: { collapsed: 'all' } });
    expect(badList.status).toBe(400);
    expect(badList.body.message).toBe('Collapsed sections must be a list of folder ids.');
  });
});

describe('imports and the per-user export', () => {
  it('makes imported groups sections, and the export and import carry the flag', async () => {
    const importer = await createUser(server, 'importer');
    const body = { format: 'dashy', text: importFixture('dashy-user-data-694e2936.yml'), healthChecks: false };
    expect((await call(server, 'POST', '/import', { token: importer, body })).status).toBe(200);
    const imported = (await home(importer)).items.filter((i) => i.listingType === 'category');
    expect(imported.length).toBeGreaterThan(1);
    expect(imported.every((i) => i.homeDisplay === 'section')).toBe(true);
    expect((await home(importer)).sectionItems?.length).toBeGreaterThan(0);
    // A folder made by hand afterwards is still a tile.
    expect((await makeFolder(server, importer, { folderName: 'By hand' })).homeDisplay).toBe('tile');

    const res = await fetch(`${server.url}/api/v1/transfer/export`, { method: 'POST', headers: { authorization: `Bearer ${importer}`, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const file = await res.text();
    const receiver = await createUser(server, 'receiver');
    const done = await call<TransferResult>(server, 'POST', '/transfer/import', { token: receiver, body: { file } });
    expect(done.status).toBe(200);
    const received = (await home(receiver)).items.filter((i) => i.listingType === 'category');
    expect(received.map((i) => [i.listingName, i.homeDisplay])).toEqual(imported.map((i) => [i.listingName, i.homeDisplay]).concat([['By hand', 'tile']]));
  });
});

describe('a backup', () => {
  it("holds each folder's flag and the user's home settings", async () => {
    const carol = await createUser(server, 'carol');
    const folder = await makeFolder(server, carol, { folderName: 'Kept', homeDisplay: 'section' });
    expect((await call(server, 'POST', '/settings/home', { token: carol, body: { density: 'compact', collapsed: [folder._id] } })).status).toBe(200);
    const passphrase = 'a long household passphrase';
    const made = await call<{ name: string }>(server, 'POST', '/backups', { token, body: { passphrase } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await fetch(`${server.url}/api/v1/backups/files/${made.body.message.name}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const entries = await openBackup(Buffer.from(await res.arrayBuffer()), passphrase);
    let stored: unknown[] = [];
    withDatabase(entries, (sqlite) => {
      stored = [
        sqlite.prepare('SELECT home_display FROM listings WHERE id = ?').get(folder._id),
        sqlite.prepare("SELECT home_density, home_collapsed FROM users WHERE username = 'carol'").get(),
      ];
    });
    expect(stored).toEqual([{ home_display: 'section' }, { home_density: 'compact', home_collapsed: JSON.stringify([folder._id]) }]);
  });
});
