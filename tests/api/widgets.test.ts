// Issue 44 items 2 and 7: widgets on the home and on custom pages, kept per user. Each kind's
// settings are checked by its shared schema (400 with the schema's message); the order is saved
// whole or refused; another user's widget, or a widget on another user's page, answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makePage } from '../helpers/pages.js';
import { widgetKindMessage, type Widget } from '../../shared/contracts/widgets.js';

let server: TestServer;
let token: string;
let mallory: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  mallory = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

const list = (as: string, area = 'home') => call<Widget[]>(server, 'GET', `/widgets?area=${encodeURIComponent(area)}`, { token: as });
async function add(as: string, body: unknown): Promise<Widget> {
  const res = await call<Widget>(server, 'POST', '/widgets', { token: as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
}

describe('the widget calls', () => {
  it('answer 401 without a token', async () => {
    expect((await call(server, 'GET', '/widgets')).status).toBe(401);
    expect((await call(server, 'POST', '/widgets', { body: { kind: 'clock' } })).status).toBe(401);
    expect((await call(server, 'PUT', '/widgets/order', { body: { ids: [] } })).status).toBe(401);
    expect((await call(server, 'DELETE', '/widgets/x')).status).toBe(401);
  });

  it('add widgets at the end with their kind defaults, keep settings, and list them in order', async () => {
    const alice = await createUser(server, 'alice');
    const clock = await add(alice, { kind: 'clock', config: { timeZone: 'Asia/Tokyo', label: ' Tokyo ' } });
    const note = await add(alice, { kind: 'note' });
    const search = await add(alice, { area: 'home', kind: 'search' });
    expect(clock).toMatchObject({ kind: 'clock', area: 'home', config: { timeZone: 'Asia/Tokyo', label: 'Tokyo' } });
    expect(note.config).toEqual({ markdown: '' });
    const res = await list(alice);
    expect(res.status).toBe(200);
    expect(res.body.message.map((w) => w.id)).toEqual([clock.id, note.id, search.id]);
    expect((await list(mallory)).body.message).toEqual([]);
  });

  it('save new settings checked against the widget kind, and remove a widget', async () => {
    const note = await add(token, { kind: 'note', config: { markdown: 'first' } });
    const saved = await call<Widget>(server, 'PUT', `/widgets/${note.id}`, { token, body: { config: { markdown: '# Shopping\n- milk' } } });
    expect(saved.status).toBe(200);
    expect((await list(token)).body.message.find((w) => w.id === note.id)?.config).toEqual({ markdown: '# Shopping\n- milk' });
    // A clock's settings on a note are refused: the kind never changes.
    const wrong = await call(server, 'PUT', `/widgets/${note.id}`, { token, body: { config: { markdown: 'x', timeZone: 'UTC' } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This note setting is not known.');
    const removed = await call(server, 'DELETE', `/widgets/${note.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await list(token)).body.message.some((w) => w.id === note.id)).toBe(false);
    expect((await call(server, 'DELETE', `/widgets/${note.id}`, { token })).status).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    [{ kind: 'stocks' }, widgetKindMessage],
    [{}, widgetKindMessage],
    [{ kind: 'clock', config: { timeZone: 'Mars/Olympus', label: '' } }, '"Mars/Olympus" is not a time zone this system knows; choose one from the list.'],
    [{ kind: 'clock', config: { timeZone: '', label: '' } }, 'Choose a time zone, or "local" for this device’s own.'],
    [{ kind: 'clock', config: { timeZone: 'UTC', label: 'x'.repeat(41) } }, 'The clock label is too long (40 characters at most).'],
    [{ kind: 'note', config: { markdown: 'x'.repeat(10_001) } }, 'The note is too long (10,000 characters at most).'],
    [{ kind: 'note', config: { markdown: 5 } }, 'The note must be text.'],
    [{ kind: 'search', config: { engine: 'google' } }, 'This widget has no settings.'],
    [{ kind: 'clock', area: '' }, 'The area must be "home" or the id of one of your pages.'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await call(server, 'POST', '/widgets', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  it('refuses an array body, and nothing bad was stored', async () => {
    const before = (await list(token)).body.message.length;
    expect((await call(server, 'POST', '/widgets', { token, body: [{ kind: 'clock' }] })).status).toBe(400);
    expect((await list(token)).body.message.length).toBe(before);
  });
});

describe('ordering', () => {
  it('saves a new order whole and refuses a list that misses, repeats or adds a widget', async () => {
    const bob = await createUser(server, 'bob');
    const [a, b, c] = [await add(bob, { kind: 'clock' }), await add(bob, { kind: 'note' }), await add(bob, { kind: 'weather' })];
    const res = await call<Widget[]>(server, 'PUT', '/widgets/order', { token: bob, body: { ids: [c.id, a.id, b.id] } });
    expect(res.status).toBe(200);
    expect(res.body.message.map((w) => w.id)).toEqual([c.id, a.id, b.id]);
    expect((await list(bob)).body.message.map((w) => w.id)).toEqual([c.id, a.id, b.id]);
    const mine = await add(token, { kind: 'clock' });
    for (const ids of [[c.id, a.id], [c.id, a.id, a.id], [c.id, a.id, b.id, mine.id], 'abc']) {
      const bad = await call(server, 'PUT', '/widgets/order', { token: bob, body: { ids } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('The order must list every widget of this area exactly once.');
    }
    // A new widget goes after the reordered ones.
    const d = await add(bob, { kind: 'search' });
    expect((await list(bob)).body.message.map((w) => w.id)).toEqual([c.id, a.id, b.id, d.id]);
  });
});

describe("another user's widgets", () => {
  it('are invisible and answer 404 to read through a page, change or remove, and stay as they were', async () => {
    const note = await add(token, { kind: 'note', config: { markdown: 'private' } });
    expect((await call(server, 'PUT', `/widgets/${note.id}`, { token: mallory, body: { config: { markdown: 'taken' } } })).status).toBe(404);
    expect((await call(server, 'DELETE', `/widgets/${note.id}`, { token: mallory })).status).toBe(404);
    expect((await call(server, 'PUT', '/widgets/order', { token: mallory, body: { ids: [note.id] } })).status).toBe(400);
    expect((await list(mallory)).body.message.some((w) => w.id === note.id)).toBe(false);
    expect((await list(token)).body.message.find((w) => w.id === note.id)?.config).toEqual({ markdown: 'private' });
  });
});

describe('widgets on a custom page', () => {
  it("are their page's own, 404 on another user's page, and go with the page when it is deleted", async () => {
    const page = await makePage(server, token, { pageTitle: 'Lab' });
    const clock = await add(token, { area: page._id, kind: 'clock', config: { timeZone: 'UTC', label: '' } });
    expect(clock.area).toBe(page._id);
    expect((await list(token, page._id)).body.message.map((w) => w.id)).toEqual([clock.id]);
    expect((await list(token)).body.message.some((w) => w.id === clock.id)).toBe(false);
    expect((await list(mallory, page._id)).status).toBe(404);
    expect((await call(server, 'POST', '/widgets', { token: mallory, body: { area: page._id, kind: 'note' } })).status).toBe(404);
    expect((await call(server, 'GET', `/page/delete/${page._id}`, { token })).status).toBe(200);
    expect((await call(server, 'PUT', `/widgets/${clock.id}`, { token, body: { config: { timeZone: 'UTC', label: 'x' } } })).status).toBe(404);
  });
});
