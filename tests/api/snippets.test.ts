import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { count, makeSnippet, makeSnippetList, readDb } from '../helpers/snippets.js';
import { messages } from '../../shared/messages.js';
import type { CodeItem, SnippetDetail, SnippetWithItems } from '../../shared/contracts/snippets.js';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

const rows = (table: string) => count(server.dataDir, `SELECT COUNT(*) AS n FROM ${table}`);

describe('snippet lists', () => {
  it('saves a root list, shows it in the detail call and updates it in place', async () => {
    const list = await makeSnippetList(server, token, { snippetName: 'Shell', showInSidebar: true });
    expect(list).toMatchObject({ listingType: 'snippet', listingName: 'Shell', onFeatured: true, inSidebar: true, parentId: null });
    const res = await call(server, 'POST', '/listing/save/snippet', {
      token,
      body: { listingId: list._id, snippetName: 'Shell tricks', snippetIcon: { iconUrl: 'todo', iconProvider: 'self' }, showInSidebar: false, showOnFeatured: false },
    });
    expect(res.status).toBe(200);
    const detail = await call<{ listing: unknown }>(server, 'GET', `/listing/snippet/${list._id}`, { token });
    expect(detail.body.message.listing).toMatchObject({ listingName: 'Shell tricks', inSidebar: false, onFeatured: false, listingType: 'snippet' });
    expect(detail.body.message.listing).toMatchObject({ listingIcon: { iconUrl: 'todo', iconProvider: 'self' } });
  });

  it('never features a list inside a folder', async () => {
    const folder = await call(server, 'POST', '/listing/save/folder', { token, body: { folderName: 'F', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const parentId = (folder.body.data as { _id: string })._id;
    const list = await makeSnippetList(server, token, { parentId, showOnFeatured: true });
    expect(list).toMatchObject({ parentId, onFeatured: false });
  });

  it.each([
    [{ snippetName: '', snippetIcon: { iconUrl: 'snippet', iconProvider: 'self' } }, messages.fillAllFields],
    [{ snippetIcon: { iconUrl: 'snippet', iconProvider: 'self' } }, messages.fillAllFields],
    [{ snippetName: 'x' }, messages.selectIcon],
    [{ snippetName: 'x', snippetIcon: { iconUrl: '' } }, messages.selectIcon],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const before = rows('listings');
    const res = await call(server, 'POST', '/listing/save/snippet', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(rows('listings')).toBe(before);
  });

  it("answers 404 for another user's list, for a list of another type and for an unknown id", async () => {
    const theirs = await makeSnippetList(server, other);
    const folder = await call(server, 'POST', '/listing/save/folder', { token, body: { folderName: 'F', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const unknown = await call(server, 'GET', '/listing/snippet/nope', { token });
    expect(unknown.status).toBe(404);
    for (const id of [theirs._id, (folder.body.data as { _id: string })._id]) {
      const res = await call(server, 'GET', `/listing/snippet/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    const update = await call(server, 'POST', '/listing/save/snippet', { token, body: { listingId: theirs._id, snippetName: 'Mine now', snippetIcon: { iconUrl: 'x', iconProvider: 'self' } } });
    expect(update.status).toBe(404);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM listings WHERE id = ? AND listing_name = ?', theirs._id, 'Snippets')).toBe(1);
  });
});

describe('creating and renaming a snippet', () => {
  it('stores the snippet with its first code item and answers it with its items', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id, { snippetTitle: ' Deploy ', language: 'bash', snippetCode: 'echo hi', snippetFilename: 'deploy' });
    expect(snippet).toMatchObject({ snippetTitle: 'Deploy', snippetLanguage: 'bash', languageName: 'Bash', listingId: list._id });
    expect(snippet.parent).toMatchObject({ _id: list._id, listingName: 'Snippets' });
    expect(snippet.snippetItems).toHaveLength(1);
    expect(snippet.snippetItems[0]).toMatchObject({ snippetCode: 'echo hi', snippetFilename: 'deploy', snippetLanguage: 'bash', mimeType: 'application/x-sh' });
    const stored = readDb(server.dataDir, (db) => db.prepare('SELECT snippet_title AS t, snippet_language AS l, listing_id AS p FROM snippets WHERE id = ?').get(snippet._id));
    expect(stored).toEqual({ t: 'Deploy', l: 'bash', p: list._id });
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_items WHERE snippet_id = ? AND snippet_code = ?', snippet._id, 'echo hi')).toBe(1);
  });

  it('renames a snippet and changes its language without touching its code items', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    const res = await call<SnippetWithItems>(server, 'POST', '/snippet/item', { token, body: { snippetId: snippet._id, snippetTitle: 'Renamed', language: 'python' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ _id: snippet._id, snippetTitle: 'Renamed', snippetLanguage: 'python' });
    expect(res.body.message.snippetItems).toEqual(snippet.snippetItems);
    expect(rows(`snippets WHERE id = '${snippet._id}' AND snippet_title = 'Renamed'`)).toBe(1);
  });

  it.each([
    [{ language: 'javascript' }, messages.snippetTitleRequired],
    [{ snippetTitle: '   ', language: 'javascript' }, messages.snippetTitleRequired],
    [{ snippetTitle: 'x'.repeat(201), language: 'javascript' }, messages.snippetTitleTooLong],
    [{ snippetTitle: 'T' }, messages.snippetLanguageRequired],
    [{ snippetTitle: 'T', language: '' }, messages.snippetLanguageRequired],
    [{ snippetTitle: 'T', language: 'klingon' }, messages.snippetLanguageRequired],
    [{ snippetTitle: 'T', language: 'c', snippetCode: 42 }, messages.snippetCodeInvalid],
    [{ snippetTitle: 'T', language: 'c', snippetFilename: 'f'.repeat(256) }, messages.snippetFilenameTooLong],
    [{ snippetTitle: 'T', language: 'c', listingId: 'undefined' }, messages.snippetListRequired],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const list = await makeSnippetList(server, token);
    const before = [rows('snippets'), rows('snippet_items')];
    const res = await call(server, 'POST', '/snippet/item', { token, body: { listingId: list._id, ...body } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect([rows('snippets'), rows('snippet_items')]).toEqual(before);
  });

  it("answers 404 for another user's list or snippet, exactly as for unknown ids, and changes nothing", async () => {
    const theirList = await makeSnippetList(server, other);
    const theirs = await makeSnippet(server, other, theirList._id, { snippetTitle: 'Secret' });
    const folder = await call(server, 'POST', '/listing/save/folder', { token, body: { folderName: 'F', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const before = rows('snippets');
    const unknownList = await call(server, 'POST', '/snippet/item', { token, body: { listingId: 'nope', snippetTitle: 'T', language: 'c' } });
    expect(unknownList.status).toBe(404);
    for (const listingId of [theirList._id, (folder.body.data as { _id: string })._id]) {
      const res = await call(server, 'POST', '/snippet/item', { token, body: { listingId, snippetTitle: 'T', language: 'c' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknownList.body);
    }
    const unknown = await call(server, 'POST', '/snippet/item', { token, body: { snippetId: 'nope', snippetTitle: 'T', language: 'c' } });
    const res = await call(server, 'POST', '/snippet/item', { token, body: { snippetId: theirs._id, snippetTitle: 'Mine', language: 'c' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(unknown.body);
    expect(rows('snippets')).toBe(before);
    expect(rows(`snippets WHERE id = '${theirs._id}' AND snippet_title = 'Secret'`)).toBe(1);
  });
});

describe('code items', () => {
  it('adds a code item (answering the whole snippet), then updates it (answering the item)', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    const added = await call<SnippetWithItems>(server, 'POST', `/snippet/save/${snippet._id}`, {
      token,
      body: { snippetCode: 'print(1)', snippetFilename: 'app', language: 'python' },
    });
    expect(added.status).toBe(200);
    expect(added.body.message._id).toBe(snippet._id);
    expect(added.body.message.snippetItems.map((i) => i.snippetLanguage)).toEqual(['javascript', 'python']);
    const item = added.body.message.snippetItems[1] as CodeItem;
    const updated = await call<CodeItem>(server, 'POST', `/snippet/save/${snippet._id}`, {
      token,
      body: { codeId: item._id, snippetCode: 'print(2)', snippetFilename: 'app2', language: 'ruby' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toMatchObject({ _id: item._id, snippetCode: 'print(2)', snippetFilename: 'app2', snippetLanguage: 'ruby', mimeType: 'text/x-ruby' });
    const detail = await call<SnippetDetail>(server, 'GET', `/snippet/list/${snippet._id}`, { token });
    expect(detail.body.message.snippet._id).toBe(snippet._id);
    expect(detail.body.message.snippetItems.map((i) => i.snippetCode)).toEqual(['console.log(1);', 'print(2)']);
  });

  it('keeps an empty new file and moves the snippet to the top of its list', async () => {
    const list = await makeSnippetList(server, token);
    const first = await makeSnippet(server, token, list._id, { snippetTitle: 'First' });
    await makeSnippet(server, token, list._id, { snippetTitle: 'Second' });
    const added = await call<SnippetWithItems>(server, 'POST', `/snippet/save/${first._id}`, { token, body: { language: 'disptext' } });
    expect(added.body.message.snippetItems[1]).toMatchObject({ snippetCode: '', snippetFilename: '', snippetLanguage: 'disptext' });
    const page = await call<{ snippets: { snippetTitle: string }[] }>(server, 'GET', `/snippet/${list._id}/items/1`, { token });
    expect(page.body.message.snippets.map((s) => s.snippetTitle)).toEqual(['First', 'Second']);
  });

  it.each([
    [{ snippetCode: 'x' }, messages.snippetLanguageRequired],
    [{ snippetCode: 'x', language: 'nope' }, messages.snippetLanguageRequired],
    [{ snippetCode: ['x'], language: 'c' }, messages.snippetCodeInvalid],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    const before = rows('snippet_items');
    const res = await call(server, 'POST', `/snippet/save/${snippet._id}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(rows('snippet_items')).toBe(before);
  });

  it('holds 1 MB of text even when JSON escaping doubles it, and refuses one byte more', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    const quotes = '"\\'.repeat(512 * 1024);
    const res = await call<SnippetWithItems>(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: quotes, language: 'json' } });
    expect(res.status).toBe(200);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_items WHERE snippet_id = ? AND length(snippet_code) = ?', snippet._id, 1024 * 1024)).toBe(1);
    const before = rows('snippet_items');
    const tooBig = await call(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: `${quotes}x`, language: 'json' } });
    expect(tooBig.body).toEqual({ error: true, message: messages.snippetCodeTooLarge });
    expect(tooBig.status).toBe(400);
    const wide = await call(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: 'é'.repeat(512 * 1024 + 1), language: 'c' } });
    expect(wide.body).toEqual({ error: true, message: messages.snippetCodeTooLarge });
    expect(rows('snippet_items')).toBe(before);
  });

  it('deletes a code item, then answers 404 for it and for ids that match nothing', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    const codeId = snippet.snippetItems[0]?._id ?? '';
    const res = await call(server, 'GET', `/snippet/${snippet._id}/delete/${codeId}`, { token });
    expect(res.body).toEqual({ error: false, message: messages.codeItemDeleted });
    expect(rows(`snippet_items WHERE id = '${codeId}'`)).toBe(0);
    const again = await call(server, 'GET', `/snippet/${snippet._id}/delete/${codeId}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: true, message: messages.codeItemNotFound });
    expect((await call(server, 'GET', `/snippet/nope/delete/${codeId}`, { token })).status).toBe(404);
    expect((await call(server, 'GET', `/snippet/${snippet._id}/delete/undefined`, { token })).status).toBe(404);
  });

  it("answers 404 for another user's snippet or code item, exactly as for unknown ids, and changes nothing", async () => {
    const theirList = await makeSnippetList(server, other);
    const theirs = await makeSnippet(server, other, theirList._id, { snippetCode: 'their code' });
    const theirItem = theirs.snippetItems[0]?._id ?? '';
    const list = await makeSnippetList(server, token);
    const mine = await makeSnippet(server, token, list._id);
    const body = { snippetCode: 'mine', language: 'c' };
    const cases: [string, string, string][] = [
      ['POST', `/snippet/save/${theirs._id}`, '/snippet/save/nope'],
      ['GET', `/snippet/list/${theirs._id}`, '/snippet/list/nope'],
      ['GET', `/snippet/${theirs._id}/delete/${theirItem}`, `/snippet/nope/delete/${theirItem}`],
      ['GET', `/snippet/${theirs._id}/delete`, '/snippet/nope/delete'],
      ['GET', `/snippet/${theirList._id}/items/1`, '/snippet/nope/items/1'],
    ];
    for (const [method, theirsPath, unknownPath] of cases) {
      const res = await call(server, method, theirsPath, { token, body: method === 'POST' ? body : undefined });
      const unknown = await call(server, method, unknownPath, { token, body: method === 'POST' ? body : undefined });
      expect(res.status, theirsPath).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    // Their code item under my own snippet is no more mine than under theirs.
    const update = await call(server, 'POST', `/snippet/save/${mine._id}`, { token, body: { ...body, codeId: theirItem } });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ error: true, message: messages.codeItemNotFound });
    expect((await call(server, 'GET', `/snippet/${mine._id}/delete/${theirItem}`, { token })).status).toBe(404);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM snippet_items WHERE id = ? AND snippet_code = ?', theirItem, 'their code')).toBe(1);
    expect(rows(`snippets WHERE id = '${theirs._id}'`)).toBe(1);
  });
});

describe('deleting a snippet', () => {
  it('removes it with its code items, then answers 404', async () => {
    const list = await makeSnippetList(server, token);
    const snippet = await makeSnippet(server, token, list._id);
    await call(server, 'POST', `/snippet/save/${snippet._id}`, { token, body: { snippetCode: 'two', language: 'c' } });
    const res = await call(server, 'GET', `/snippet/${snippet._id}/delete`, { token });
    expect(res.body).toEqual({ error: false, message: messages.snippetDeleted });
    expect(rows(`snippets WHERE id = '${snippet._id}'`)).toBe(0);
    expect(rows(`snippet_items WHERE snippet_id = '${snippet._id}'`)).toBe(0);
    const again = await call(server, 'GET', `/snippet/${snippet._id}/delete`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: true, message: messages.snippetNotFound });
    expect((await call(server, 'GET', `/snippet/list/${snippet._id}`, { token })).status).toBe(404);
  });
});

describe('bad input never gets a 500', () => {
  it.each([
    ['POST', '/snippet/item', '{"snippetTitle":'],
    ['POST', '/snippet/item', '[1,2]'],
    ['POST', '/snippet/item', 'null'],
    ['POST', '/snippet/save/x', '"text"'],
  ])('%s %s with %s answers 400', async (method, path, rawBody) => {
    const res = await call(server, method, path, { token, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
  });

  it.each(['/snippet/%E0%A4%A/items/1', '/snippet/list/%ZZ'])('GET %s answers 400 saying the address is malformed, not a 500 (nor the body)', async (path) => {
    const res = await call(server, 'GET', path, { token });
    expect(res).toMatchObject({ status: 400, body: { error: true, message: messages.badAddress } });
  });

  it.each([
    ['/snippet/undefined/items/-5', 1],
    ['/snippet/undefined/items/abc', 1],
    ['/snippet/undefined/items/99999999999999999999', 1_000_000],
  ])('GET %s reads the page number leniently (page %i) instead of a 500', async (path, page) => {
    const res = await call<{ currentPage: number }>(server, 'GET', path, { token });
    expect(res.status).toBe(200);
    expect(res.body.message.currentPage).toBe(page);
  });
});
