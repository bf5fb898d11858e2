import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { count, makeSnippet, makeSnippetList } from '../helpers/snippets.js';
import type { SnippetListRef, SnippetPage } from '../../shared/contracts/snippets.js';
import type { Listing } from '../../shared/contracts/listings.js';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

async function page(path: string, as = token): Promise<SnippetPage> {
  const res = await call<SnippetPage>(server, 'GET', path, { token: as });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message;
}

const titles = (p: SnippetPage) => p.snippets.map((s) => s.snippetTitle);
const search = (listingId: string, term: string) => page(`/snippet/${listingId}/items/1/search/${encodeURIComponent(term)}`);

describe('paging', () => {
  it('answers 45 snippets as 20, 20 and 5, then an empty page, newest change first', async () => {
    const list = await makeSnippetList(server, token);
    for (let i = 1; i <= 45; i++) await makeSnippet(server, token, list._id, { snippetTitle: `S${i}` });
    const pages = [await page(`/snippet/${list._id}/items`), await page(`/snippet/${list._id}/items/2`), await page(`/snippet/${list._id}/items/3`), await page(`/snippet/${list._id}/items/4`)];
    expect(pages.map((p) => p.snippets.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => p.currentPage)).toEqual([1, 2, 3, 4]);
    for (const p of pages) expect(p).toMatchObject({ totalItems: 45, totalPages: 3, breadcrumb: [] });
    expect(pages[0]?.snippet).toMatchObject({ _id: list._id, listingType: 'snippet' });
    const all = pages.flatMap(titles);
    expect(all[0]).toBe('S45');
    expect(all.at(-1)).toBe('S1');
    expect(new Set(all).size).toBe(45);
    expect(pages[0]?.snippets[0]?.parent).toMatchObject({ _id: list._id, listingName: 'Snippets' });
  });

  it('shows every list of the user for "undefined" and "all", never another user\'s', async () => {
    const a = await makeSnippetList(server, other, { snippetName: 'A' });
    const b = await makeSnippetList(server, other, { snippetName: 'B' });
    await makeSnippet(server, other, a._id, { snippetTitle: 'in A' });
    await makeSnippet(server, other, b._id, { snippetTitle: 'in B' });
    for (const id of ['undefined', 'all']) {
      const p = await page(`/snippet/${id}/items/1`, other);
      expect(titles(p)).toEqual(['in B', 'in A']);
      expect(p).toMatchObject({ snippet: null, breadcrumb: [], totalItems: 2, totalPages: 1 });
    }
    const lists = await call<SnippetListRef[]>(server, 'GET', '/snippet/lists', { token: other });
    expect(lists.body.message).toEqual([
      { _id: a._id, listingName: 'A' },
      { _id: b._id, listingName: 'B' },
    ]);
  });
});

describe('breadcrumb', () => {
  it('lists the ancestors of a nested list, root first, the list itself excluded', async () => {
    const folder = (body: Record<string, unknown>) =>
      call(server, 'POST', '/listing/save/folder', { token, body: { folderIcon: { iconUrl: 'folder', iconProvider: 'self' }, ...body } }).then((r) => r.body.data as Listing);
    const home = await folder({ folderName: 'Home lab' });
    const dev = await folder({ folderName: 'Dev', parentId: home._id });
    const list = await makeSnippetList(server, token, { parentId: dev._id, snippetName: 'Scripts' });
    const p = await page(`/snippet/${list._id}/items/1`);
    expect(p.breadcrumb).toEqual([
      { id: home._id, listingName: 'Home lab' },
      { id: dev._id, listingName: 'Dev' },
    ]);
    expect(p.snippet).toMatchObject({ listingName: 'Scripts', parentId: dev._id });
  });
});

describe('search', () => {
  let listId = '';
  beforeAll(async () => {
    const list = await makeSnippetList(server, token, { snippetName: 'Search' });
    listId = list._id;
    await makeSnippet(server, token, listId, { snippetTitle: 'Docker compose stack', snippetFilename: 'stack', language: 'yaml', snippetCode: 'services:\n  web:\n    image: nginx' });
    await makeSnippet(server, token, listId, { snippetTitle: 'Backup script', snippetFilename: 'rsync-nightly', language: 'bash', snippetCode: 'rsync -a /srv/ /mnt/backup' });
    await makeSnippet(server, token, listId, { snippetTitle: 'Regex helper', snippetFilename: 'match', language: 'javascript', snippetCode: 'const re = /a(b)*c/; say("hi") // NEAR(x y) ^start -flag key:value' });
    await makeSnippet(server, other, (await makeSnippetList(server, other))._id, { snippetTitle: 'Docker secrets', snippetCode: 'nginx' });
  });

  it.each([
    ['a word of the title', 'compose', ['Docker compose stack']],
    ['a file name', 'nightly', ['Backup script']],
    ['a word of the code', 'nginx', ['Docker compose stack']],
    ['the start of a word as it is typed', 'ngi', ['Docker compose stack']],
    ['words spread over title and code, in any case', 'DOCKER image', ['Docker compose stack']],
    ['words with accents removed', 'bäckup', ['Backup script']],
  ])('finds a snippet by %s', async (_what, term, expected) => {
    expect(titles(await search(listId, term))).toEqual(expected);
  });

  it('finds the code item added later, and forgets a deleted one', async () => {
    const snippet = await makeSnippet(server, token, listId, { snippetTitle: 'Later', snippetCode: 'first' });
    const added = await call<{ snippetItems: { _id: string }[] }>(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: 'zebra crossing', language: 'c' } });
    expect(titles(await search(listId, 'zebra'))).toEqual(['Later']);
    const codeId = added.body.message.snippetItems[1]?._id ?? '';
    await call(server, 'GET', `/snippet/${snippet._id}/delete/${codeId}`, { token });
    expect(titles(await search(listId, 'zebra'))).toEqual([]);
    await call(server, 'POST', '/snippet/item', { token, body: { snippetId: snippet._id, snippetTitle: 'Giraffe', language: 'c' } });
    expect(titles(await search(listId, 'giraffe'))).toEqual(['Giraffe']);
    expect(titles(await search(listId, 'later'))).toEqual([]);
  });

  it('searches every list of the user from /snippet, never another user\'s', async () => {
    const p = await page(`/snippet/undefined/items/1/search/docker`);
    expect(titles(p)).toEqual(['Docker compose stack']);
    expect(p).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
    expect(titles(await page(`/snippet/all/items/search/docker`))).toEqual(['Docker compose stack']);
  });

  it.each([
    ['*', []],
    ['.*', []],
    ['"', []],
    ['(', []],
    [')(', []],
    ['-', []],
    ['^', []],
    [':', []],
    ['NEAR', ['Regex helper']],
    ['NEAR(x y)', ['Regex helper']],
    ['a(b)*c', ['Regex helper']],
    ['say("hi")', ['Regex helper']],
    ['^start', ['Regex helper']],
    ['-flag', ['Regex helper']],
    ['key:value', ['Regex helper']],
    ['title:docker', []],
    ['docker OR backup', []],
    ['docker NOT compose', []],
    ['"docker', ['Docker compose stack']],
    ['[a-z]+', []],
    ['\\', []],
    ['%', []],
    ['%25', []],
    ['😀', []],
    ['x'.repeat(500), []],
  ])('answers %j safely, as plain text', async (term, expected) => {
    const res = await call<SnippetPage>(server, 'GET', `/snippet/${listId}/items/1/search/${encodeURIComponent(term)}`, { token });
    expect(res.status).toBe(200);
    expect(titles(res.body.message)).toEqual(expected);
    expect(res.body.message.totalItems).toBe(expected.length);
  });
});

describe('deleting the list', () => {
  function ftsRows(): number {
    return count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_search');
  }

  it('removes its snippets, their code items and their search entries in the same delete', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id, { snippetCode: 'cascade-marker' });
    await call(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: 'two', language: 'c' } });
    const before = ftsRows();
    const res = await call(server, 'GET', `/listing/delete/${list._id}`, { token });
    expect(res.status).toBe(200);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippets WHERE listing_id = ?', list._id)).toBe(0);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_items WHERE snippet_id = ?', snippet._id)).toBe(0);
    expect(ftsRows()).toBe(before - 1);
    expect((await search('undefined', 'cascade')).snippets).toEqual([]);
    expect((await call(server, 'GET', `/snippet/${list._id}/items/1`, { token })).status).toBe(404);
  });

  it('removes them too when a folder above the list is deleted, and when the user is deleted', async () => {
    const trudy = await createUser(server, 'trudy');
    const folder = await call(server, 'POST', '/listing/save/folder', { token: trudy, body: { folderName: 'F', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const list = await makeSnippetList(server, trudy, { parentId: (folder.body.data as Listing)._id });
    const inFolder = await makeSnippet(server, trudy, list._id);
    await call(server, 'GET', `/listing/delete/${(folder.body.data as Listing)._id}`, { token: trudy });
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippets WHERE id = ?', inFolder._id)).toBe(0);
    await makeSnippet(server, trudy, (await makeSnippetList(server, trudy))._id);

    const sqlite = new Database(join(server.dataDir, 'hearth.db'));
    try {
      sqlite.pragma('foreign_keys = ON');
      const userId = (sqlite.prepare("SELECT id FROM users WHERE username = 'trudy'").get() as { id: string }).id;
      expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippets WHERE user_id = ?', userId)).toBeGreaterThan(0);
      sqlite.prepare('DELETE FROM users WHERE id = ?').run(userId);
      expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippets WHERE user_id = ?', userId)).toBe(0);
      expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_items WHERE user_id = ?', userId)).toBe(0);
      const orphans = 'SELECT COUNT(*) AS n FROM snippet_search WHERE rowid NOT IN (SELECT seq FROM snippets)';
      expect(count(server.dataDir, orphans)).toBe(0);
    } finally {
      sqlite.close();
    }
  });
});
