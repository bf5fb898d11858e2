import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { count, readDb } from '../helpers/snippets.js';
import { makePage } from '../helpers/pages.js';
import { messages } from '../../shared/messages.js';
import type { Page, PageSummary } from '../../shared/contracts/pages.js';
import type { ListingDetail } from '../../shared/contracts/listings.js';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

const pageCount = () => count(server.dataDir, 'SELECT COUNT(*) AS n FROM pages');
const stored = (id: string) =>
  readDb(server.dataDir, (db) => db.prepare('SELECT page_title, page_content, is_published, user_id FROM pages WHERE id = ?').get(id)) as
    | { page_title: string; page_content: string; is_published: number; user_id: string }
    | undefined;

describe('saving a page', () => {
  it('creates a page, published by default, and stores what it answers', async () => {
    const page = await makePage(server, token, { pageTitle: '  Router notes ', pageContent: '<h1>Router</h1><p><strong>admin</strong> on <a href="/p/x">x</a></p>' });
    expect(page).toMatchObject({ pageTitle: 'Router notes', isPublished: true, pageContent: '<h1>Router</h1><p><strong>admin</strong> on <a href="/p/x">x</a></p>' });
    expect(stored(page._id)).toMatchObject({ page_title: 'Router notes', page_content: page.pageContent, is_published: 1 });
  });

  it('updates title, content and publish flag of an existing page', async () => {
    const page = await makePage(server, token);
    const res = await call<Page>(server, 'POST', '/page/save', { token, body: { pageId: page._id, pageTitle: 'Renamed', pageContent: '<ul><li>one</li></ul>', publish: false } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ _id: page._id, pageTitle: 'Renamed', isPublished: false });
    expect(stored(page._id)).toMatchObject({ page_title: 'Renamed', page_content: '<ul><li>one</li></ul>', is_published: 0 });
  });

  it('reads the original client string flags: publish "false" saves an unpublished page', async () => {
    const page = await makePage(server, token, { publish: 'false' });
    expect(stored(page._id)?.is_published).toBe(0);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no title', { pageTitle: undefined }, messages.pageTitleRequired],
    ['a blank title', { pageTitle: '   ' }, messages.pageTitleRequired],
    ['a title that is not text', { pageTitle: 7 }, messages.pageTitleRequired],
    ['a title over 200 characters', { pageTitle: 'x'.repeat(201) }, messages.pageTitleTooLong],
    ['content that is not text', { pageContent: { html: 'x' } }, messages.pageContentInvalid],
  ];
  it.each(bad)('refuses %s with a message and stores nothing', async (_what, patch, message) => {
    const before = pageCount();
    const res = await call(server, 'POST', '/page/save', { token, body: { pageTitle: 'ok', pageContent: '<p>ok</p>', ...patch } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(pageCount()).toBe(before);
  });

  it('answers 404 when updating another user page or an unknown id, and leaves it unchanged', async () => {
    const theirs = await makePage(server, other, { pageTitle: 'Theirs' });
    for (const pageId of [theirs._id, 'no-such-page']) {
      const res = await call(server, 'POST', '/page/save', { token, body: { pageId, pageTitle: 'Mine now', pageContent: '' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: messages.pageNotFound });
    }
    expect(stored(theirs._id)).toMatchObject({ page_title: 'Theirs' });
  });

  it('saves a page of 1 MB of HTML and refuses one byte more', async () => {
    const paragraph = '<p>The quick brown fox jumps over the lazy dog, again and again.</p>';
    const filler = 1024 * 1024 - paragraph.length * Math.floor((1024 * 1024) / paragraph.length);
    const html = paragraph.repeat(Math.floor((1024 * 1024) / paragraph.length)) + 'x'.repeat(filler);
    expect(new TextEncoder().encode(html).length).toBe(1024 * 1024);
    const page = await makePage(server, token, { pageContent: html });
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM pages WHERE id = ? AND length(page_content) = ?', page._id, 1024 * 1024)).toBe(1);

    const before = pageCount();
    const tooBig = await call(server, 'POST', '/page/save', { token, body: { pageTitle: 'Big', pageContent: `${html}x` } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ error: true, message: messages.pageContentTooLarge });
    // Counted in UTF-8 bytes: 512 Ki of a two-byte letter plus one more is over the limit.
    const wide = await call(server, 'POST', '/page/save', { token, body: { pageTitle: 'Wide', pageContent: 'é'.repeat(512 * 1024 + 1) } });
    expect(wide.status).toBe(400);
    expect(pageCount()).toBe(before);
  });
});

describe('HTML is sanitised with an allow-list on save', () => {
  const cases: [string, string, string][] = [
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['event handler attributes', '<p onclick="alert(1)" onmouseover="x()">hi</p><img src="https://example.org/a.png" onerror="alert(1)">', '<p>hi</p><img src="https://example.org/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>', '<a>x</a><a>y</a>'],
    ['an iframe', '<p>a</p><iframe src="https://example.org"></iframe><p>b</p>', '<p>a</p><p>b</p>'],
    ['style, object and form elements', '<style>p{}</style><object data="x"></object><form action="https://x"><input name="a"></form><p>ok</p>', '<p>ok</p>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
  ];
  it.each(cases)('strips %s', async (_what, html, expected) => {
    const page = await makePage(server, token, { pageContent: html });
    expect(page.pageContent).toBe(expected);
    expect(stored(page._id)?.page_content).toBe(expected);
    expect(stored(page._id)?.page_content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
  });

  it('keeps the formatting the editor produces: headings, bold, italic, lists, links, code and quotes', async () => {
    const html =
      '<h2 dir="ltr">Title</h2><p><b><strong>bold</strong></b> <i><em>it</em></i></p><ol><li value="1">one</li></ol><ul><li>two</li></ul>' +
      '<blockquote>quote</blockquote><pre spellcheck="false" data-language="js">let a = 1;</pre><p><code>x</code> <a href="https://example.org">out</a></p>';
    const page = await makePage(server, token, { pageContent: html });
    expect(page.pageContent).toContain('<h2 dir="ltr">Title</h2>');
    expect(page.pageContent).toContain('<strong>bold</strong>');
    expect(page.pageContent).toContain('<em>it</em>');
    expect(page.pageContent).toContain('<ol><li value="1">one</li></ol>');
    expect(page.pageContent).toContain('<blockquote>quote</blockquote>');
    expect(page.pageContent).toContain('<pre spellcheck="false" data-language="js">let a = 1;</pre>');
    expect(page.pageContent).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it('sanitises stored HTML again when a page is read', async () => {
    const page = await makePage(server, token, { pageContent: '<p>safe</p>' });
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`);
    db.prepare('UPDATE pages SET page_content = ? WHERE id = ?').run('<p>safe</p><script>alert(1)</script><p onclick="x()">b</p>', page._id);
    db.close();
    for (const path of [`/page/info/${page._id}`, `/page/info/${page._id}/active`]) {
      const res = await call<Page>(server, 'GET', path, { token });
      expect(res.status).toBe(200);
      expect(res.body.message.pageContent).toBe('<p>safe</p><p>b</p>');
    }
  });
});

describe('listing, reading and deleting pages', () => {
  it('lists only the user own pages, oldest first, without content', async () => {
    const fresh = await createUser(server, 'lister');
    const first = await makePage(server, fresh, { pageTitle: 'First' });
    const second = await makePage(server, fresh, { pageTitle: 'Second', publish: false });
    await makePage(server, other, { pageTitle: 'Not mine' });
    const res = await call<PageSummary[]>(server, 'GET', '/page/list', { token: fresh });
    expect(res.status).toBe(200);
    expect(res.body.message.map((p) => [p._id, p.pageTitle, p.isPublished])).toEqual([
      [first._id, 'First', true],
      [second._id, 'Second', false],
    ]);
    expect(res.body.message[0]).not.toHaveProperty('pageContent');
  });

  it('reads the owner page with its content, published or not', async () => {
    const page = await makePage(server, token, { pageTitle: 'Draft', pageContent: '<p>draft</p>', publish: false });
    const res = await call<Page>(server, 'GET', `/page/info/${page._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ _id: page._id, pageTitle: 'Draft', pageContent: '<p>draft</p>', isPublished: false });
  });

  it('answers 404 for another user page on the owner call, published or not', async () => {
    const theirs = await makePage(server, other, { pageTitle: 'Theirs' });
    const res = await call(server, 'GET', `/page/info/${theirs._id}`, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, message: messages.pageNotFound });
  });

  it('lets any signed-in user read a published page, but not an unpublished one (404)', async () => {
    const shared = await makePage(server, other, { pageTitle: 'Wi-Fi', pageContent: '<p>password on the fridge</p>' });
    const hidden = await makePage(server, other, { pageTitle: 'Diary', publish: false });
    const readable = await call<Page>(server, 'GET', `/page/info/${shared._id}/active`, { token });
    expect(readable.status).toBe(200);
    expect(readable.body.message).toMatchObject({ pageTitle: 'Wi-Fi', pageContent: '<p>password on the fridge</p>' });

    const unpublished = await call(server, 'GET', `/page/info/${hidden._id}/active`, { token });
    expect(unpublished.status).toBe(404);
    expect(unpublished.body).toEqual({ error: true, message: messages.pageNotFound });
    // The owner still reads their own unpublished page through the same call.
    expect((await call(server, 'GET', `/page/info/${hidden._id}/active`, { token: other })).status).toBe(200);
    expect((await call(server, 'GET', '/page/info/no-such-page/active', { token })).status).toBe(404);
  });

  it('deletes the user own page and answers 404 for another user page or an unknown id', async () => {
    const mine = await makePage(server, token);
    const theirs = await makePage(server, other);
    const theirsBefore = stored(theirs._id);
    expect(theirsBefore?.page_title).toBe(theirs.pageTitle);
    const res = await call(server, 'GET', `/page/delete/${mine._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: messages.pageDeleted });
    expect(stored(mine._id)).toBeUndefined();

    for (const id of [theirs._id, mine._id, 'nope']) {
      const again = await call(server, 'GET', `/page/delete/${id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: true, message: messages.pageNotFound });
    }
    expect(stored(theirs._id)).toEqual(theirsBefore);
  });
});

describe('publish state', () => {
  it('unpublishes and publishes the user own page', async () => {
    const page = await makePage(server, token);
    const off = await call(server, 'GET', `/page/action/${page._id}/unpublish`, { token });
    expect(off.body).toEqual({ error: false, message: messages.pageUnpublished });
    expect(stored(page._id)?.is_published).toBe(0);
    expect((await call(server, 'GET', `/page/info/${page._id}/active`, { token: other })).status).toBe(404);

    const on = await call(server, 'GET', `/page/action/${page._id}/publish`, { token });
    expect(on.body).toEqual({ error: false, message: messages.pagePublished });
    expect(stored(page._id)?.is_published).toBe(1);
    expect((await call(server, 'GET', `/page/info/${page._id}/active`, { token: other })).status).toBe(200);
  });

  it('refuses an unknown action with 400 and another user page with 404', async () => {
    const mine = await makePage(server, token);
    const bad = await call(server, 'GET', `/page/action/${mine._id}/archive`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: true, message: messages.pageActionInvalid });

    const theirs = await makePage(server, other);
    const res = await call(server, 'GET', `/page/action/${theirs._id}/unpublish`, { token });
    expect(res.status).toBe(404);
    expect(stored(theirs._id)?.is_published).toBe(1);
  });

  it('offers only the user own published pages to the link editor', async () => {
    const fresh = await createUser(server, 'linker');
    const published = await makePage(server, fresh, { pageTitle: 'Shown' });
    await makePage(server, fresh, { pageTitle: 'Hidden', publish: false });
    const res = await call<ListingDetail>(server, 'GET', '/listing/link/undefined', { token: fresh });
    expect(res.status).toBe(200);
    expect(res.body.message.pages).toEqual([{ _id: published._id, pageTitle: 'Shown' }]);
  });
});

describe('deleting a user', () => {
  it('deletes their pages with them (foreign key cascade)', async () => {
    const leaver = await createUser(server, 'leaver');
    const page = await makePage(server, leaver, { pageTitle: 'Goes away' });
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`);
    try {
      db.pragma('foreign_keys = ON');
      db.prepare('DELETE FROM users WHERE username = ?').run('leaver');
    } finally {
      db.close();
    }
    expect(stored(page._id)).toBeUndefined();
  });
});
