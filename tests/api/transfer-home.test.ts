// Issue 44: a user's widgets, feeds and calendars move with their export. Exported as Alice and
// imported as Bob, they come back the same (a widget on a page lands on that page's copy, a
// calendar's sealed address and password open and answer); Carol's rows never leak either way.
// Calendars travel only sealed with the export's passphrase. Each part is checked on import as its
// own form checks it. Deleting a user or a page deletes their widgets (and a user's feeds and
// calendars) by the foreign keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makePage } from '../helpers/pages.js';
import { count, readDb } from '../helpers/snippets.js';
import { icalLogin, startIcalHost } from '../fixtures/services/calendar-ical.js';
import { startFeedsHost, type FeedsHost } from '../fixtures/feeds-host.js';
import type { CalendarAnswer, CalendarSourceView } from '../../shared/contracts/calendar.js';
import type { TransferDocument, TransferResult } from '../../shared/contracts/transfer.js';
import type { Widget } from '../../shared/contracts/widgets.js';
import { messages, transferMessages } from '../../shared/messages.js';

let hearth: TestServer;
let host: Awaited<ReturnType<typeof startIcalHost>>;
let feeds: FeedsHost;
let alice: string;
let bob: string;
let carol: string;
let labPageId: string;
const passphrase = 'correct horse battery';
const token = 's3cret-token';
const davPassword = 'dav-password-42';

async function exportOf(as: string, body: Record<string, unknown> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${hearth.url}/api/v1/transfer/export`, { method: 'POST', headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

const transfer = (server: TestServer, path: 'preview' | 'import', as: string, file: string, secret?: string) =>
  call<TransferResult & { text?: string }>(server, 'POST', `/transfer/${path}`, { token: as, body: { file, ...(secret === undefined ? {} : { passphrase: secret }) } });

async function ok<T>(answer: Promise<{ status: number; body: { message: T } }>): Promise<T> {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.message;
}

const userIdOf = (server: TestServer, username: string) => readDb(server.dataDir, (db) => (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id);

/** A user's widgets, feeds and calendars as comparable text: no ids or times; a page by its title. */
function home(server: TestServer, userId: string) {
  return readDb(server.dataDir, (db) => ({
    widgets: db
      .prepare("SELECT coalesce(p.page_title, 'Home') area, w.kind, w.config FROM widgets w LEFT JOIN pages p ON p.id = w.page_id WHERE w.user_id = ? ORDER BY area, w.position")
      .all(userId)
      .map((r) => JSON.stringify(r)),
    feeds: db
      .prepare('SELECT url, custom_title FROM feeds WHERE user_id = ? ORDER BY url')
      .all(userId)
      .map((r) => JSON.stringify(r)),
  }));
}

/** A user's calendars as the list shows them, by name (those imported together share a creation time). */
const sources = async (as: string, server = hearth) =>
  (await ok(call<{ items: CalendarSourceView[] }>(server, 'GET', '/calendar/sources', { token: as }))).items.map(({ id: _id, ...rest }) => rest).sort((a, b) => a.name.localeCompare(b.name));

beforeAll(async () => {
  [hearth, host, feeds] = await Promise.all([startTestServer(), startIcalHost(), startFeedsHost()]);
  alice = await loginAdmin(hearth);
  bob = await createUser(hearth, 'bob');
  carol = await createUser(hearth, 'carol');

  labPageId = (await makePage(hearth, alice, { pageTitle: 'Lab' }))._id;
  for (const body of [
    { kind: 'clock', config: { timeZone: 'Asia/Tokyo', label: '' } },
    { kind: 'note', config: { markdown: '# Shopping\n- milk' } },
    { kind: 'search' },
    { area: labPageId, kind: 'note', config: { markdown: 'Patch panel: **port 12**' } },
  ]) {
    await ok(call(hearth, 'POST', '/widgets', { token: alice, body }));
  }
  await ok(call(hearth, 'POST', '/feeds', { token: alice, body: { url: `${feeds.origin}/rss.xml`, title: 'Local news' } }));
  await ok(call(hearth, 'POST', '/feeds', { token: alice, body: { url: `${feeds.origin}/atom.xml` } }));
  await ok(call(hearth, 'POST', '/calendar/sources', { token: alice, body: { kind: 'ical', name: 'Family', url: `${host.url}/private.ics?token=${token}`, username: icalLogin.user, password: icalLogin.password } }));
  await ok(call(hearth, 'POST', '/calendar/sources', { token: alice, body: { kind: 'caldav', name: 'Work', url: 'http://127.0.0.1:9/dav/', username: 'ada', password: davPassword } }));

  await ok(call(hearth, 'POST', '/widgets', { token: carol, body: { kind: 'note', config: { markdown: 'Carol only' } } }));
  await ok(call(hearth, 'POST', '/feeds', { token: carol, body: { url: `${feeds.origin}/feed.json` } }));
  await ok(call(hearth, 'POST', '/calendar/sources', { token: carol, body: { kind: 'ical', name: 'Carol cal', url: 'http://127.0.0.1:9/carol.ics' } }));
}, 60_000);

afterAll(async () => {
  await Promise.all([hearth?.stop(), host?.close(), feeds?.close()]);
});

describe('export', () => {
  it("holds the user's own widgets (a page's by its id) and feeds; calendars only when asked", async () => {
    const res = await exportOf(alice);
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text) as TransferDocument;
    expect(doc.widgets?.map((w) => [w.pageId, w.kind, w.config])).toEqual([
      [null, 'clock', { timeZone: 'Asia/Tokyo', label: '' }],
      [null, 'note', { markdown: '# Shopping\n- milk' }],
      [null, 'search', {}],
      [labPageId, 'note', { markdown: 'Patch panel: **port 12**' }],
    ]);
    expect(doc.pages.map((p) => p.id)).toContain(labPageId);
    expect(doc.feeds).toEqual([
      { url: `${feeds.origin}/rss.xml`, title: 'Local news' },
      { url: `${feeds.origin}/atom.xml`, title: null },
    ]);
    expect(doc.calendars).toBeNull();
    for (const secret of [token, icalLogin.password, davPassword, 'Carol']) expect(res.text).not.toContain(secret);
  });

  it('seals the calendars with the passphrase, and refuses a short one', async () => {
    const short = await exportOf(alice, { includeCalendars: true, passphrase: 'short' });
    expect(short.status).toBe(400);
    expect(JSON.parse(short.text)).toEqual({ error: true, message: transferMessages.passphraseTooShort });
    const res = await exportOf(alice, { includeCalendars: true, passphrase });
    const doc = JSON.parse(res.text) as TransferDocument;
    expect(doc.calendars).toMatchObject({ kdf: 'scrypt' });
    expect(doc.totp).toBeNull();
    for (const secret of [token, icalLogin.password, davPassword, 'Family']) expect(res.text).not.toContain(secret);
  });
});

describe('import into another account', () => {
  it('previews exactly what it adds and writes nothing, then adds the same widgets, feeds and calendars', async () => {
    const file = (await exportOf(alice, { includeCalendars: true, passphrase })).text;
    const aliceId = userIdOf(hearth, 'admin');
    const bobId = userIdOf(hearth, 'bob');
    const carolBefore = home(hearth, userIdOf(hearth, 'carol'));

    const preview = await ok(transfer(hearth, 'preview', bob, file, passphrase));
    expect(preview.added).toMatchObject({ pages: 1, widgets: 4, feeds: 2, calendars: 2 });
    expect(preview.hasCalendars).toBe(true);
    expect(preview.problems).toEqual([]);
    expect(home(hearth, bobId)).toEqual({ widgets: [], feeds: [] });
    expect(await sources(bob)).toEqual([]);

    const done = await ok(transfer(hearth, 'import', bob, file, passphrase));
    expect(done.added).toEqual(preview.added);
    expect(home(hearth, bobId)).toEqual(home(hearth, aliceId));
    expect(await sources(bob)).toEqual(await sources(alice));

    // The page's widget is on Bob's copy of the page, never on Alice's.
    const bobPage = readDb(hearth.dataDir, (db) => (db.prepare("SELECT id FROM pages WHERE user_id = ? AND page_title = 'Lab'").get(bobId) as { id: string }).id);
    expect(bobPage).not.toBe(labPageId);
    expect((await ok(call<Widget[]>(hearth, 'GET', `/widgets?area=${bobPage}`, { token: bob }))).map((w) => w.config)).toEqual([{ markdown: 'Patch panel: **port 12**' }]);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM widgets WHERE page_id = ? AND user_id <> ?', labPageId, aliceId)).toBe(0);

    // The calendar's address (with its token) and password came through the seal: it answers with Basic auth.
    const answer = await ok(call<CalendarAnswer>(hearth, 'GET', '/calendar?from=2026-12-01&to=2026-12-31', { token: bob }));
    const family = answer.sources.find((s) => s.name === 'Family');
    expect(family?.error).toBeNull();
    expect(answer.events.filter((e) => e.sourceId === family?.id).length).toBeGreaterThan(0);
    expect(host.requests).toContain('GET /private.ics');

    // Carol's rows neither left with Alice's file nor changed.
    expect(JSON.stringify(home(hearth, bobId))).not.toContain('Carol');
    expect(home(hearth, userIdOf(hearth, 'carol'))).toEqual(carolBefore);
    expect((await sources(bob)).map((s) => s.name)).not.toContain('Carol cal');

    // Importing the same file again adds nothing: everything is already there.
    const again = await ok(transfer(hearth, 'import', bob, file, passphrase));
    expect(again.added).toMatchObject({ pages: 0, widgets: 0, feeds: 0, calendars: 0 });
    expect(again.text).toBe(transferMessages.nothingNew);
  });

  it('without the passphrase brings all but the calendars; a wrong one imports nothing', async () => {
    const dave = await createUser(hearth, 'dave');
    const daveId = userIdOf(hearth, 'dave');
    const file = (await exportOf(alice, { includeCalendars: true, passphrase })).text;
    const wrong = await transfer(hearth, 'import', dave, file, 'not the passphrase');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(transferMessages.wrongPassphrase);
    expect(home(hearth, daveId)).toEqual({ widgets: [], feeds: [] });

    const without = await ok(transfer(hearth, 'import', dave, file));
    expect(without.hasCalendars).toBe(true);
    expect(without.added).toMatchObject({ widgets: 4, feeds: 2, calendars: 0 });
    expect(await sources(dave)).toEqual([]);
  });

  it("checks each part as its form does: what fails is named, the rest comes", async () => {
    const erin = await createUser(hearth, 'erin');
    const doc = JSON.parse((await exportOf(alice)).text) as TransferDocument;
    doc.pages = [];
    doc.widgets = [
      { pageId: null, kind: 'orbit', config: {}, position: 0 },
      { pageId: null, kind: 'clock', config: { timeZone: 'Mars/Olympus', label: '' }, position: 1 },
      { pageId: 'no-such-page', kind: 'note', config: { markdown: 'lost' }, position: 2 },
      { pageId: null, kind: 'note', config: { markdown: 'kept' }, position: 3 },
    ];
    doc.feeds = [
      { url: 'javascript:alert(1)', title: null },
      { url: 'http://127.0.0.1:9/kept.xml', title: null },
    ];
    const res = await ok(transfer(hearth, 'import', erin, JSON.stringify(doc)));
    expect(res.added).toMatchObject({ widgets: 1, feeds: 1 });
    expect(res.problems).toEqual([
      transferMessages.widgetUnknownKind('orbit'),
      transferMessages.widgetBadSettings('clock', '"Mars/Olympus" is not a time zone this system knows; choose one from the list.'),
      transferMessages.feedSkipped('javascript:alert(1)', 'The feed address must be a full http:// or https:// address, like https://example.com/feed.xml.'),
      transferMessages.widgetPageMissing('note'),
    ]);
    expect(home(hearth, userIdOf(hearth, 'erin'))).toEqual({ widgets: [JSON.stringify({ area: 'Home', kind: 'note', config: '{"markdown":"kept"}' })], feeds: [JSON.stringify({ url: 'http://127.0.0.1:9/kept.xml', custom_title: null })] });
  });
});

describe('the reach rule (HEARTH_LOOPBACK_TARGETS unset)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: '' } });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it("keeps an ordinary user's import from feeds and calendars on this computer, and lets a super admin's", async () => {
    const file = (await exportOf(alice, { includeCalendars: true, passphrase })).text;
    const member = await createUser(strict, 'member');
    const refused = await ok(transfer(strict, 'import', member, file, passphrase));
    expect(refused.added).toMatchObject({ widgets: 4, feeds: 0, calendars: 0 });
    expect(refused.problems).toEqual([
      transferMessages.feedSkipped(`${feeds.origin}/rss.xml`, messages.loopbackRefused),
      transferMessages.feedSkipped(`${feeds.origin}/atom.xml`, messages.loopbackRefused),
      transferMessages.calendarSkipped('Family', messages.loopbackRefused),
      transferMessages.calendarSkipped('Work', messages.loopbackRefused),
    ]);
    const admin = await ok(transfer(strict, 'import', await loginAdmin(strict), file, passphrase));
    expect(admin.added).toMatchObject({ widgets: 4, feeds: 2, calendars: 2 });
  });
});

describe('deleting', () => {
  it("a page deletes its widgets, and a user their widgets, feeds and calendars (the foreign keys' cascade)", async () => {
    const frank = await createUser(hearth, 'frank');
    const frankId = userIdOf(hearth, 'frank');
    await ok(transfer(hearth, 'import', frank, (await exportOf(alice, { includeCalendars: true, passphrase })).text, passphrase));
    const page = readDb(hearth.dataDir, (db) => (db.prepare("SELECT id FROM pages WHERE user_id = ? AND page_title = 'Lab'").get(frankId) as { id: string }).id);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM widgets WHERE page_id = ?', page)).toBe(1);
    await ok(call(hearth, 'GET', `/page/delete/${page}`, { token: frank }));
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM widgets WHERE page_id = ?', page)).toBe(0);
    expect(count(hearth.dataDir, 'SELECT count(*) n FROM widgets WHERE user_id = ?', frankId)).toBe(3);

    const tables = ['widgets', 'feeds', 'calendar_sources'];
    for (const table of tables) expect(count(hearth.dataDir, `SELECT count(*) n FROM ${table} WHERE user_id = ?`, frankId), table).toBeGreaterThan(0);
    const others = tables.map((table) => count(hearth.dataDir, `SELECT count(*) n FROM ${table} WHERE user_id <> ?`, frankId));
    await ok(call(hearth, 'GET', `/accounts/delete/${frankId}`, { token: alice }));
    for (const table of tables) expect(count(hearth.dataDir, `SELECT count(*) n FROM ${table} WHERE user_id = ?`, frankId), table).toBe(0);
    expect(tables.map((table) => count(hearth.dataDir, `SELECT count(*) n FROM ${table} WHERE user_id <> ?`, frankId))).toEqual(others);
  });
});
