// Per-user export and import (issue 28 item 3): any user exports their folders, links, lists,
// todos, snippets and pages as one file (2FA entries only when asked, sealed with their own
// passphrase); an import shows what it will add, then adds it, merging and never overwriting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { makeTodo, makeTodoList, day } from '../helpers/todos.js';
import { count, makeSnippet, makeSnippetList, readDb } from '../helpers/snippets.js';
import { makePage } from '../helpers/pages.js';
import { base32, enableAuthenticator, referenceCode } from '../helpers/totp.js';
import type { TransferDocument, TransferResult } from '../../shared/contracts/transfer.js';
import { discoveryMessages, transferMessages } from '../../shared/messages.js';

let hearth: TestServer;
let alice: string;
let bob: string;
let carol: string;
let aliceId: string;
const secret = randomBytes(20);

async function exportOf(token: string, body: Record<string, unknown> = {}): Promise<{ status: number; text: string; disposition: string | null }> {
  const res = await fetch(`${hearth.url}/api/v1/transfer/export`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text(), disposition: res.headers.get('content-disposition') };
}

async function transfer(path: 'preview' | 'import', token: string, file: string, passphrase?: string) {
  return call<TransferResult & { text?: string }>(hearth, 'POST', `/transfer/${path}`, { token, body: { file, ...(passphrase === undefined ? {} : { passphrase }) } });
}

const userIdOf = (username: string) => readDb(hearth.dataDir, (db) => (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id);

/** Everything a user holds, as comparable text (no ids or times). */
function holdings(userId: string) {
  return readDb(hearth.dataDir, (db) => ({
    listings: (db.prepare('SELECT l.listing_type t, l.listing_name n, l.listing_url u, l.description d, p.listing_name parent FROM listings l LEFT JOIN listings p ON p.id = l.parent_id WHERE l.user_id = ? ORDER BY t, n, u').all(userId)).map((r) => JSON.stringify(r)),
    todos: (db.prepare('SELECT t.todo_item i, t.completed c, t.due_date d, t.priority p, l.listing_name list FROM todo_items t JOIN listings l ON l.id = t.listing_id WHERE t.user_id = ? ORDER BY i').all(userId)).map((r) => JSON.stringify(r)),
    snippets: (db.prepare("SELECT s.snippet_title t, group_concat(i.snippet_filename || ':' || i.snippet_code, '|') files FROM snippets s JOIN snippet_items i ON i.snippet_id = s.id WHERE s.user_id = ? GROUP BY s.id ORDER BY t").all(userId)).map((r) => JSON.stringify(r)),
    pages: (db.prepare('SELECT page_title t, page_content c, is_published p FROM pages WHERE user_id = ? ORDER BY t').all(userId)).map((r) => JSON.stringify(r)),
  }));
}

beforeAll(async () => {
  hearth = await startTestServer();
  alice = await loginAdmin(hearth);
  bob = await createUser(hearth, 'bob');
  carol = await createUser(hearth, 'carol');
  aliceId = userIdOf('admin');

  const lab = await makeFolder(hearth, alice, { folderName: 'Lab' });
  await makeLink(hearth, alice, { linkName: 'Router', linkURL: 'http://192.0.2.1/', parentId: lab._id, listingId: undefined });
  await makeLink(hearth, alice, { linkName: 'Docs', linkURL: 'https://docs.example.org/start', description: 'Where the runbooks live' });
  const chores = await makeTodoList(hearth, alice, { todoName: 'Chores' });
  await makeTodo(hearth, alice, chores._id, { todoName: 'Water the plants', dueDate: day(2) });
  await makeTodo(hearth, alice, chores._id, { todoName: 'Renew the domain', priority: 1 });
  const code = await makeSnippetList(hearth, alice, { snippetName: 'Scripts' });
  await makeSnippet(hearth, alice, code._id, { snippetTitle: 'Backup cron', language: 'shell', snippetCode: 'restic backup /srv', snippetFilename: 'cron.sh' });
  await makePage(hearth, alice, { pageTitle: 'House notes', pageContent: '<p>The fuse box is <strong>behind the door</strong>.</p>', publish: false });
  await enableAuthenticator(hearth, alice);
  const saved = await call(hearth, 'POST', '/totp/save', { token: alice, body: { serviceIcon: { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' }, serviceName: 'GitHub', accountName: 'alice', secret: base32(secret) } });
  expect(saved.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
});

describe('export', () => {
  it("holds the user's own folders, links, lists, todos, snippets and pages, and no secret", async () => {
    await makeLink(hearth, bob, { linkName: 'Bob only', linkURL: 'https://bob.example.org/' });
    const res = await exportOf(alice);
    expect(res.status).toBe(200);
    expect(res.disposition).toMatch(/^attachment; filename="hearth-export-admin-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = JSON.parse(res.text) as TransferDocument;
    expect(doc.format).toBe('hearth-export');
    expect(doc.listings.map((l) => `${l.type}:${l.name}`).sort()).toEqual(['category:Lab', 'link:Docs', 'link:Router', 'snippet:Scripts', 'todo:Chores']);
    expect(doc.todos.map((t) => t.text).sort()).toEqual(['Renew the domain', 'Water the plants']);
    expect(doc.snippets[0]).toMatchObject({ title: 'Backup cron', items: [{ filename: 'cron.sh', code: 'restic backup /srv' }] });
    expect(doc.pages).toEqual([{ id: expect.any(String) as unknown, title: 'House notes', content: '<p>The fuse box is <strong>behind the door</strong>.</p>', published: false }]);
    expect(doc.totp).toBeNull();
    expect(res.text).not.toContain(base32(secret));
    expect(res.text).not.toContain('Bob only');
  });

  it('seals 2FA entries with the passphrase the user chose, and refuses a short one', async () => {
    expect((await exportOf(alice, { includeTotp: true, passphrase: 'short' })).status).toBe(400);
    const res = await exportOf(alice, { includeTotp: true, passphrase: 'correct horse battery' });
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text) as TransferDocument;
    expect(doc.totp).toMatchObject({ kdf: 'scrypt' });
    expect(res.text).not.toContain(base32(secret));
  });
});

describe('import', () => {
  it('previews exactly what it will add and writes nothing, then adds it all', async () => {
    const file = (await exportOf(alice, { includeTotp: true, passphrase: 'correct horse battery' })).text;
    const bobId = userIdOf('bob');
    const before = holdings(bobId);

    const preview = await transfer('preview', bob, file, 'correct horse battery');
    expect(preview.status).toBe(200);
    expect(preview.body.message.added).toEqual({ folders: 1, links: 2, todoLists: 1, snippetLists: 1, todos: 2, snippets: 1, pages: 1, totp: 1, icons: 0, widgets: 0, feeds: 0, calendars: 0 });
    expect(holdings(bobId)).toEqual(before);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM authenticators WHERE user_id = ?', bobId)).toBe(0);

    const done = await transfer('import', bob, file, 'correct horse battery');
    expect(done.status).toBe(200);
    expect(done.body.message.added).toEqual(preview.body.message.added);
    expect(done.body.message.text).toBe(transferMessages.imported(10));

    // Bob now holds what Alice exported (beside his own link), and the same 2FA codes.
    const mine = holdings(bobId);
    const hers = holdings(aliceId);
    expect(mine.listings.filter((l) => !l.includes('Bob only'))).toEqual(hers.listings);
    expect(mine.todos).toEqual(hers.todos);
    expect(mine.snippets).toEqual(hers.snippets);
    expect(mine.pages).toEqual(hers.pages);
    await enableAuthenticator(hearth, bob);
    const codes = await call<{ items: { serviceName: string; code: string }[] }>(hearth, 'GET', '/totp/list', { token: bob });
    const now = Math.floor(Date.now() / 1000);
    expect(codes.body.message.items.map((e) => e.serviceName)).toEqual(['GitHub']);
    expect([referenceCode(secret, now), referenceCode(secret, now - 1), referenceCode(secret, now + 1)]).toContain(codes.body.message.items[0]?.code);
  });

  it('carries a link\'s description, and reads an export made before descriptions', async () => {
    const document = JSON.parse((await exportOf(alice)).text) as TransferDocument;
    expect(document.listings.find((l) => l.name === 'Docs')?.description).toBe('Where the runbooks live');
    const olga = await createUser(hearth, 'olga');
    const old = { ...document, listings: document.listings.map(({ description: _gone, ...rest }) => rest) };
    const done = await transfer('import', olga, JSON.stringify(old));
    expect(done.status).toBe(200);
    expect(done.body.message.added.links).toBe(2);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM listings WHERE user_id = ? AND description IS NOT NULL', userIdOf('olga'))).toBe(0);
  });

  it('a second import of the same file adds nothing and changes nothing', async () => {
    const file = (await exportOf(alice)).text;
    const bobId = userIdOf('bob');
    const before = holdings(bobId);
    const again = await transfer('import', bob, file);
    expect(again.status).toBe(200);
    expect(again.body.message.added).toEqual({ folders: 0, links: 0, todoLists: 0, snippetLists: 0, todos: 0, snippets: 0, pages: 0, totp: 0, icons: 0, widgets: 0, feeds: 0, calendars: 0 });
    expect(again.body.message.text).toBe(transferMessages.nothingNew);
    expect(again.body.message.merged).toBe(3); // Lab, Chores, Scripts filled, not repeated
    expect(holdings(bobId)).toEqual(before);
  });

  it('merges into a folder of the same name and skips a link already there', async () => {
    const lab = await makeFolder(hearth, carol, { folderName: 'lab' });
    await makeLink(hearth, carol, { linkName: 'My router', linkURL: 'http://192.0.2.1/', parentId: lab._id });
    const done = await transfer('import', carol, (await exportOf(alice)).text);
    expect(done.body.message.added.folders).toBe(0);
    expect(done.body.message.added.links).toBe(1); // Docs; the router was there already
    expect(done.body.message.merged).toBeGreaterThanOrEqual(1);
    const carolId = userIdOf('carol');
    expect(count(hearth.dataDir, "SELECT count(*) n FROM listings WHERE user_id = ? AND listing_type = 'link' AND parent_id = ?", carolId, lab._id)).toBe(1);
    expect(count(hearth.dataDir, "SELECT count(*) n FROM listings WHERE user_id = ? AND listing_type = 'category'", carolId)).toBe(1);
  });

  it('a wrong passphrase says so and imports nothing; no passphrase imports all but the 2FA entries', async () => {
    const dave = await createUser(hearth, 'dave');
    const daveId = userIdOf('dave');
    const file = (await exportOf(alice, { includeTotp: true, passphrase: 'correct horse battery' })).text;
    const wrong = await transfer('import', dave, file, 'not the passphrase');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(transferMessages.wrongPassphrase);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM listings WHERE user_id = ?', daveId)).toBe(0);

    const without = await transfer('import', dave, file);
    expect(without.status).toBe(200);
    expect(without.body.message.hasTotp).toBe(true);
    expect(without.body.message.added.totp).toBe(0);
    expect(without.body.message.added.links).toBe(2);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM authenticators WHERE user_id = ?', daveId)).toBe(0);
  });

  it('only ever writes into the caller\'s own data', async () => {
    const before = holdings(aliceId);
    await transfer('import', carol, (await exportOf(bob)).text);
    expect(holdings(aliceId)).toEqual(before);
  });
});

describe('import refuses or cleans what it cannot trust', () => {
  const base = (): TransferDocument => ({ format: 'hearth-export', formatVersion: 1, exportedAt: '2026-11-25T00:00:00Z', hearthVersion: '0.1.0', listings: [], todos: [], snippets: [], pages: [], totp: null });

  it.each([
    ['not JSON', 'name,url\nrouter,http://x', transferMessages.notJson],
    ['another JSON file', JSON.stringify({ services: [] }), transferMessages.notAnExport],
    ['a newer format', JSON.stringify({ ...base(), formatVersion: 2 }), transferMessages.newerExport],
    ['an empty file', '', transferMessages.chooseFile],
  ])('%s → 400 with what to do', async (_name, file, message) => {
    const res = await transfer('preview', carol, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a file over 20 MB is refused with the limit', async () => {
    const res = await transfer('preview', carol, 'x'.repeat(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(transferMessages.tooLarge);
  });

  it('skips javascript: links with the reason, and stores names and pages as safe text', async () => {
    const erin = await createUser(hearth, 'erin');
    const doc = base();
    const link = { parentId: null, localUrl: null, icon: { iconUrl: 'javascript:alert(1)', iconUrlLight: null, iconProvider: 'self' }, inSidebar: false, onFeatured: true, sortOrder: 1 };
    doc.listings.push({ ...link, id: 'a', type: 'link', name: 'Evil', url: 'javascript:alert(1)' });
    doc.listings.push({ ...link, id: 'b', type: 'link', name: '<img src=x onerror=alert(1)>', url: 'https://ok.example.org/' });
    doc.listings.push({ ...link, id: 'c', type: 'link', name: 'Loop', url: 'https://loop.example.org/', parentId: 'd' });
    doc.listings.push({ ...link, id: 'd', type: 'category', name: 'Cycle', url: null, parentId: 'c' });
    doc.pages.push({ title: 'Notes', content: '<p>hi</p><script>alert(1)</script><img src="x" onerror="alert(1)">', published: true });
    const res = await transfer('import', erin, JSON.stringify(doc));
    expect(res.status).toBe(200);
    expect(res.body.message.added.links).toBe(1);
    expect(res.body.message.problems).toContain(transferMessages.badLinkAddress('Evil'));
    expect(res.body.message.problems.length).toBe(3); // Evil, and the two that point at each other
    const erinId = userIdOf('erin');
    const stored = readDb(hearth.dataDir, (db) => db.prepare("SELECT listing_name n, listing_icon i FROM listings WHERE user_id = ? AND listing_type = 'link'").get(erinId) as { n: string; i: string });
    expect(stored.n).toBe('<img src=x onerror=alert(1)>'); // text, shown escaped like any name
    expect(stored.i).not.toContain('javascript:'); // the unsafe icon became the built-in one
    const page = readDb(hearth.dataDir, (db) => db.prepare('SELECT page_content c FROM pages WHERE user_id = ?').get(erinId) as { c: string });
    expect(page.c).not.toMatch(/script|onerror/);
    void erin;
  });

  it('a link with only a local URL (the link form\'s default) exports and imports with that URL', async () => {
    const lena = await createUser(hearth, 'lena');
    const milo = await createUser(hearth, 'milo');
    await makeLink(hearth, lena, { linkName: 'Printer', linkURL: '', localUrl: 'http://192.0.2.7:631/' });
    await makeLink(hearth, lena, { linkName: 'Both', linkURL: 'https://both.example.org/', localUrl: 'http://192.0.2.8/' });
    const file = (await exportOf(lena)).text;
    const preview = await transfer('preview', milo, file);
    expect(preview.body.message.problems).toEqual([]);
    expect(preview.body.message.added.links).toBe(2);
    const done = await transfer('import', milo, file);
    expect(done.body.message.added.links).toBe(2);
    const miloId = userIdOf('milo');
    const stored = readDb(hearth.dataDir, (db) => db.prepare("SELECT listing_name n, listing_url u, local_url l FROM listings WHERE user_id = ? AND listing_type = 'link' ORDER BY n").all(miloId));
    expect(stored).toEqual([
      { n: 'Both', u: 'https://both.example.org/', l: 'http://192.0.2.8/' },
      { n: 'Printer', u: null, l: 'http://192.0.2.7:631/' },
    ]);
    // Again: the local-only link is already there and stays as it is.
    const again = await transfer('import', milo, file);
    expect(again.body.message.added.links).toBe(0);
    expect(again.body.message.skipped).toBe(2);
  });

  it('needs a session', async () => {
    expect((await call(hearth, 'POST', '/transfer/preview', { body: { file: '{}' } })).status).toBe(401);
    expect((await call(hearth, 'POST', '/transfer/export', { body: {} })).status).toBe(401);
  });
});

describe('uploaded icons travel with the file', () => {
  async function uploadIcon(token: string, data: Buffer): Promise<string> {
    const form = new FormData();
    form.append('icon', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'lab.png');
    const res = await fetch(`${hearth.url}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as { data: { iconPath: string } };
    expect(res.status).toBe(200);
    return body.data.iconPath;
  }

  it('exports the picture of a link with an uploaded icon, and the import uploads it again for the new owner', async () => {
    const { default: sharp } = await import('sharp');
    const picture = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#d53a7b' } }).png().toBuffer();
    const frank = await createUser(hearth, 'frank');
    const gina = await createUser(hearth, 'gina');
    const iconPath = await uploadIcon(frank, picture);
    await makeLink(hearth, frank, { linkName: 'Printer', linkURL: 'https://printer.example.org/', linkIcon: { iconUrl: iconPath, iconUrlLight: null, iconProvider: 'self' } });
    const file = (await exportOf(frank)).text;
    const doc = JSON.parse(file) as TransferDocument;
    expect(Object.keys(doc.images ?? {})).toEqual([iconPath]);

    const preview = await transfer('preview', gina, file);
    expect(preview.body.message.added.icons).toBe(1);
    const done = await transfer('import', gina, file);
    expect(done.body.message.added).toMatchObject({ links: 1, icons: 1 });
    const ginaId = userIdOf('gina');
    const stored = readDb(hearth.dataDir, (db) => db.prepare("SELECT listing_icon i FROM listings WHERE user_id = ? AND listing_type = 'link'").get(ginaId) as { i: string });
    const icon = JSON.parse(stored.i) as { iconUrl: string; iconProvider: string };
    expect(icon.iconProvider).toBe('self');
    expect(icon.iconUrl).not.toBe(iconPath);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM icons WHERE user_id = ? AND icon_path = ?', ginaId, icon.iconUrl)).toBe(1);
    const served = await fetch(`${hearth.url}/images/${icon.iconUrl}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });

  it('a picture that does not read gets the default icon and says so', async () => {
    const hana = await createUser(hearth, 'hana');
    const doc: TransferDocument = {
      format: 'hearth-export', formatVersion: 1, exportedAt: '2026-11-25T00:00:00Z', hearthVersion: '0.1.0',
      listings: [{ id: 'x', parentId: null, type: 'link', name: 'Broken', url: 'https://broken.example.org/', localUrl: null, icon: { iconUrl: 'abcdefabcdefabcd.png', iconUrlLight: null, iconProvider: 'self' }, inSidebar: false, onFeatured: true, sortOrder: 1 }],
      todos: [], snippets: [], pages: [], totp: null, images: { 'abcdefabcdefabcd.png': Buffer.from('not a picture').toString('base64') },
    };
    const done = await transfer('import', hana, JSON.stringify(doc));
    expect(done.status).toBe(200);
    expect(done.body.message.problems).toEqual([transferMessages.badIcon('Broken')]);
    const stored = readDb(hearth.dataDir, (db) => db.prepare('SELECT listing_icon i FROM listings WHERE user_id = ?').get(userIdOf('hana')) as { i: string });
    expect(JSON.parse(stored.i)).toMatchObject({ iconUrl: 'link', iconProvider: 'self' });
    void hana;
  });
});

describe('issue 41 item 7: page links, integrations and icons survive export and import', () => {
  it("maps a link to the user's own exported page to the imported copy, keeps one to the importer's own page, and leaves out the rest with the reason", async () => {
    const pia = await createUser(hearth, 'pia');
    const quinn = await createUser(hearth, 'quinn');
    const page = await makePage(hearth, pia, { pageTitle: 'Pia notes', pageContent: '<p>notes</p>' });
    await makeLink(hearth, pia, { linkName: 'My notes', linkURL: `/p/${page._id}` });
    const file = (await exportOf(pia)).text;
    const doc = JSON.parse(file) as TransferDocument;
    const quinnsOwn = await makePage(hearth, quinn, { pageTitle: 'Quinn own' });
    doc.listings.push({ id: 'own', parentId: null, type: 'link', name: 'Quinn page', url: `/p/${quinnsOwn._id}`, localUrl: null, icon: null, inSidebar: false, onFeatured: true, sortOrder: 5 });
    doc.listings.push({ id: 'gone', parentId: null, type: 'link', name: 'Gone page', url: '/p/doesnotexist', localUrl: null, icon: null, inSidebar: false, onFeatured: true, sortOrder: 6 });

    const preview = await transfer('preview', quinn, JSON.stringify(doc));
    expect(preview.status).toBe(200);
    expect(preview.body.message.problems).toEqual([transferMessages.pageLinkMissing('Gone page')]);
    expect(preview.body.message.added).toMatchObject({ links: 2, pages: 1 });
    const done = await transfer('import', quinn, JSON.stringify(doc));
    expect(done.body.message.added).toMatchObject({ links: 2, pages: 1 });
    const quinnId = userIdOf('quinn');
    const copy = readDb(hearth.dataDir, (db) => db.prepare("SELECT id FROM pages WHERE user_id = ? AND page_title = 'Pia notes'").get(quinnId) as { id: string });
    const stored = readDb(hearth.dataDir, (db) => db.prepare("SELECT listing_name n, listing_url u FROM listings WHERE user_id = ? AND listing_type = 'link' ORDER BY n").all(quinnId));
    expect(stored).toEqual([
      { n: 'My notes', u: `/p/${copy.id}` },
      { n: 'Quinn page', u: `/p/${quinnsOwn._id}` },
    ]);
  });

  it("exports a link's integration without its keys, and the import restores it when the app is here (a built-in needs no install), else names the app", async () => {
    const rosa = await createUser(hearth, 'rosa');
    const sam = await createUser(hearth, 'sam');
    await makeLink(hearth, rosa, { linkName: 'Sonarr', linkURL: 'https://sonarr.example.org/', integration: { package: 'com.sonarr', config: { overrideurl: 'http://192.0.2.10:8989/', apiKey: 'the-secret-api-key' } } });
    const file = (await exportOf(rosa)).text;
    expect(file).not.toContain('the-secret-api-key');
    const doc = JSON.parse(file) as TransferDocument;
    const exported = doc.listings.find((l) => l.name === 'Sonarr');
    expect(exported?.integration).toEqual({ appId: 'com.sonarr', appName: 'Sonarr', autoRefreshAfter: 60, alwaysShowDetailedView: false, config: { overrideurl: 'http://192.0.2.10:8989/' } });

    const done = await transfer('import', sam, file);
    expect(done.body.message.problems).toEqual([]);
    const samId = userIdOf('sam');
    const row = readDb(hearth.dataDir, (db) => db.prepare("SELECT id, integration i FROM listings WHERE user_id = ? AND listing_type = 'link'").get(samId) as { id: string; i: string });
    const integration = JSON.parse(row.i) as { appId: string; autoRefreshAfter: number; config: string };
    expect(integration).toMatchObject({ appId: 'com.sonarr', autoRefreshAfter: 60, alwaysShowDetailedView: false });
    expect(JSON.parse(integration.config)).toEqual({ overrideurl: 'http://192.0.2.10:8989/' });

    // An app that is not installed here: the link comes as a plain link, and the preview names the app.
    const tara = await createUser(hearth, 'tara');
    const other = { ...doc, listings: doc.listings.map((l) => (l.integration ? { ...l, integration: { ...l.integration, appId: 'com.nothere', appName: 'Nothere' } } : l)) };
    const preview = await transfer('preview', tara, JSON.stringify(other));
    expect(preview.body.message.problems).toEqual([transferMessages.integrationNotInstalled('Sonarr', 'Nothere')]);
    expect(preview.body.message.added.links).toBe(1);

    // A built-in no link here has used yet comes with the link too; the import installs it, its preview does not.
    const radarr = { ...doc, listings: doc.listings.map((l) => (l.integration ? { ...l, integration: { ...l.integration, appId: 'com.radarr', appName: 'Radarr' } } : l)) };
    const radarrRows = () => readDb(hearth.dataDir, (db) => db.prepare("SELECT count(*) AS n FROM apps WHERE app_id = 'com.radarr'").get());
    expect((await transfer('preview', tara, JSON.stringify(radarr))).body.message.problems).toEqual([]);
    expect(radarrRows()).toEqual({ n: 0 });
    expect((await transfer('import', tara, JSON.stringify(radarr))).body.message.problems).toEqual([]);
    expect(radarrRows()).toEqual({ n: 1 });
  });

  it("carries a link's container binding by its host's name, and says so when this Hearth has no host of that name", async () => {
    const host = await call<{ host: { _id: string } }>(hearth, 'POST', '/docker/hosts', { token: alice, body: { name: 'nas', url: 'unix:///run/hearth-test-nowhere.sock' } });
    expect(host.status).toBe(201);
    const uma = await createUser(hearth, 'ursula');
    const jelly = await makeLink(hearth, uma, { linkName: 'Jellyfin', linkURL: 'http://jellyfin.home.arpa/' });
    const grafana = await makeLink(hearth, uma, { linkName: 'Grafana', linkURL: 'http://grafana.home.arpa/' });
    expect((await call(hearth, 'POST', `/docker/links/${jelly._id}/container`, { token: uma, body: { host: host.body.message.host._id, name: 'jellyfin' } })).status).toBe(200);
    expect((await call(hearth, 'POST', `/docker/links/${grafana._id}/container`, { token: uma, body: { label: 'app=grafana' } })).status).toBe(200);
    const file = (await exportOf(uma)).text;
    const doc = JSON.parse(file) as TransferDocument;
    expect(doc.listings.find((l) => l.name === 'Jellyfin')?.container).toEqual({ host: 'nas', name: 'jellyfin', label: null });
    expect(doc.listings.find((l) => l.name === 'Grafana')?.container).toEqual({ host: null, name: null, label: 'app=grafana' });

    const bindings = (username: string) =>
      readDb(hearth.dataDir, (db) => db.prepare("SELECT listing_name n, container_host_id h, container_name c, container_label l FROM listings WHERE user_id = ? AND listing_type = 'link' ORDER BY n").all(userIdOf(username)));
    const vera = await createUser(hearth, 'vera');
    const done = await transfer('import', vera, file);
    expect(done.body.message.problems).toEqual([]);
    expect(bindings('vera')).toEqual([
      { n: 'Grafana', h: null, c: null, l: 'app=grafana' },
      { n: 'Jellyfin', h: host.body.message.host._id, c: 'jellyfin', l: null },
    ]);

    // Renamed here: the link comes without its container, and the preview says which host is missing.
    expect((await call(hearth, 'PATCH', `/docker/hosts/${host.body.message.host._id}`, { token: alice, body: { name: 'old-nas' } })).status).toBe(200);
    const walt = await createUser(hearth, 'walt');
    const preview = await transfer('preview', walt, file);
    expect(preview.body.message.problems).toEqual([discoveryMessages.noSuchHost('nas', ['Jellyfin'])]);
    await transfer('import', walt, file);
    expect(bindings('walt')).toEqual([
      { n: 'Grafana', h: null, c: null, l: 'app=grafana' },
      { n: 'Jellyfin', h: null, c: null, l: null },
    ]);
  });

  it('importing the same export twice does not upload the same icon twice', async () => {
    const { default: sharp } = await import('sharp');
    const picture = await sharp({ create: { width: 48, height: 48, channels: 4, background: '#2a7bd5' } }).png().toBuffer();
    const uma = await createUser(hearth, 'uma');
    const vic = await createUser(hearth, 'vic');
    const form = new FormData();
    form.append('icon', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'nas.png');
    const up = await fetch(`${hearth.url}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${uma}` }, body: form });
    const iconPath = ((await up.json()) as { data: { iconPath: string } }).data.iconPath;
    await makeLink(hearth, uma, { linkName: 'NAS', linkURL: 'https://nas.example.org/', linkIcon: { iconUrl: iconPath, iconUrlLight: null, iconProvider: 'self' } });
    await makeLink(hearth, uma, { linkName: 'NAS admin', linkURL: 'https://nas.example.org/admin', linkIcon: { iconUrl: iconPath, iconUrlLight: null, iconProvider: 'self' } });
    const file = (await exportOf(uma)).text;
    const vicId = userIdOf('vic');
    const first = await transfer('import', vic, file);
    expect(first.body.message.added).toMatchObject({ links: 2, icons: 1 });
    // A link of the same export in another place, so the second import adds a link with the same icon.
    const doc = JSON.parse(file) as TransferDocument;
    doc.listings = doc.listings.map((l) => ({ ...l, url: `${l.url ?? ''}?again` }));
    const preview = await transfer('preview', vic, JSON.stringify(doc));
    expect(preview.body.message.added).toMatchObject({ links: 2, icons: 0 });
    const second = await transfer('import', vic, JSON.stringify(doc));
    expect(second.body.message.added).toMatchObject({ links: 2, icons: 0 });
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM icons WHERE user_id = ?', vicId)).toBe(1);
    const shown = readDb(hearth.dataDir, (db) => (db.prepare("SELECT DISTINCT listing_icon i FROM listings WHERE user_id = ? AND listing_type = 'link'").all(vicId) as { i: string }[]).map((r) => (JSON.parse(r.i) as { iconUrl: string }).iconUrl));
    expect(shown.length).toBe(1);
    // Into the exporter's own account: the file it already holds is used.
    const own = await transfer('import', uma, JSON.stringify(doc));
    expect(own.body.message.added.icons).toBe(0);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM icons WHERE user_id = ?', userIdOf('uma'))).toBe(1);
  });
});
