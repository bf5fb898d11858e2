// Issue 29: GET /api/v1/search answers every kind the signed-in user holds, in one call, and
// nothing of anyone else's; what a person types is text, never FTS5 syntax.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { makeSnippet, makeSnippetList } from '../helpers/snippets.js';
import { makeTodo, makeTodoList } from '../helpers/todos.js';
import { makePage } from '../helpers/pages.js';
import { addDevice, enableDevices } from '../helpers/devices.js';
import { enableAuthenticator } from '../helpers/totp.js';
import { messages } from '../../shared/messages.js';
import type { SearchAnswer, SearchHit } from '../../shared/contracts/search.js';

let server: TestServer;
let admin: string;
let mallory: string;

const totpIcon = { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' };
const secret = 'JBSWY3DPEHPK3PXP';

/** Everything one user holds, each named with `word` so a search for it finds them all. */
async function fill(token: string, word: string) {
  await enableDevices(server, token);
  await enableAuthenticator(server, token);
  await setCameras(token, true);
  const folder = await makeFolder(server, token, { folderName: `${word} servers` });
  const link = await makeLink(server, token, { linkName: `${word} dashboard`, linkURL: `https://${word}.home.arpa:8443/`, localUrl: 'http://127.0.0.1:8443/', parentId: folder._id });
  const todoList = await makeTodoList(server, token, { todoName: `${word} chores` });
  const todo = await makeTodo(server, token, todoList._id, { todoName: `renew ${word} certificate` });
  const snippetList = await makeSnippetList(server, token, { snippetName: 'Shell' });
  const snippet = await makeSnippet(server, token, snippetList._id, { snippetTitle: 'Backup', snippetCode: `rsync -a /srv/${word}/ /backup/` });
  const page = await makePage(server, token, { pageTitle: 'Notes', pageContent: `<p>The ${word} runbook</p>` });
  const device = await addDevice(server, token, { deviceName: `${word} box` });
  const camera = await call<{ listing: { _id: string } }>(server, 'POST', '/listing/save/stream', { token, body: { linkName: `${word} porch`, linkURL: 'rtsp://user:hunter2@127.0.0.1:8554/porch' } });
  expect(camera.status).toBe(200);
  const totp = await call<{ _id: string }>(server, 'POST', '/totp/save', { token, body: { serviceIcon: totpIcon, serviceName: `${word} vault`, accountName: 'me@example.org', secret } });
  expect(totp.status).toBe(200);
  return {
    folder: folder._id,
    link: link._id,
    todoList: todoList._id,
    todo: todo._id,
    snippet: snippet._id,
    page: page._id,
    device,
    camera: (camera.body as unknown as { data: { listing: { _id: string } } }).data.listing._id,
    totp: (totp.body as unknown as { data: { _id: string } }).data._id,
  };
}

/** Turns the user's Stream Hub (cameras) on or off, keeping their other settings. */
async function setCameras(token: string, on: boolean): Promise<void> {
  const current = await call<Record<string, unknown>>(server, 'GET', '/settings', { token });
  const res = await call(server, 'POST', '/settings', { token, body: { ...current.body.message, camerafeed: on } });
  expect(res.status).toBe(200);
}

async function search(q: string, token = admin): Promise<SearchHit[]> {
  const res = await call<SearchAnswer>(server, 'GET', `/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message.hits;
}

let mine: Awaited<ReturnType<typeof fill>>;
let theirs: Awaited<ReturnType<typeof fill>>;

beforeAll(async () => {
  server = await startTestServer({ isHostMode: true });
  admin = await loginAdmin(server);
  mallory = await createUser(server, 'mallory');
  mine = await fill(admin, 'zephyr');
  theirs = await fill(mallory, 'zephyr');
});
afterAll(() => server.stop());

describe('GET /search', () => {
  it('finds every kind in one answer, a link inside a folder included', async () => {
    const hits = await search('zephyr');
    const byKind = Object.fromEntries(hits.map((h) => [h.kind, h.id]));
    expect(byKind).toMatchObject({
      folder: mine.folder,
      link: mine.link,
      todoList: mine.todoList,
      todo: mine.todo,
      snippet: mine.snippet,
      page: mine.page,
      device: mine.device,
      camera: mine.camera,
      totp: mine.totp,
    });
    const link = hits.find((h) => h.kind === 'link');
    expect(link).toMatchObject({ title: 'zephyr dashboard', detail: 'zephyr.home.arpa:8443', url: 'https://zephyr.home.arpa:8443/', localUrl: 'http://127.0.0.1:8443/', parentId: mine.folder });
    expect(hits.find((h) => h.kind === 'device')).toMatchObject({ canWake: false });
    expect(hits.find((h) => h.kind === 'todo')).toMatchObject({ completed: false, detail: 'zephyr chores' });
  });

  it('matches prefixes, URL hosts, and a word with a typo', async () => {
    expect((await search('zeph dash')).map((h) => h.id)).toContain(mine.link);
    expect((await search('home.arpa')).map((h) => h.id)).toContain(mine.link);
    expect((await search('runbook')).map((h) => h.id)).toEqual([mine.page]);
    expect((await search('zephir')).map((h) => h.id)).toContain(mine.link);
  });

  it('never answers another user\'s items, and accounts only to super admins', async () => {
    const theirIds = new Set(Object.values(theirs));
    const mineIds = new Set(Object.values(mine));
    for (const q of ['zephyr', 'zephyr porch', 'rsync', 'runbook', 'zephir']) {
      expect((await search(q)).filter((h) => theirIds.has(h.id))).toEqual([]);
      expect((await search(q, mallory)).filter((h) => mineIds.has(h.id))).toEqual([]);
    }
    expect((await search('mallory')).map((h) => h.kind)).toContain('user');
    expect((await search('admin', mallory)).filter((h) => h.kind === 'user')).toEqual([]);
  });

  it('leaves out the kinds whose feature is off, however many of them match', async () => {
    const user = await createUser(server, 'trudy');
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`);
    try {
      const { id } = db.prepare('SELECT id FROM users WHERE username = ?').get('trudy') as { id: string };
      const now = new Date().toISOString();
      const add = db.prepare('INSERT INTO authenticators (id, user_id, service_name, account_name, service_icon, secret_sealed, secret_digest, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
      for (let i = 0; i < 120; i++) add.run(`trudy-totp-${i}`, id, `quasar ${i}`, 'quasar', JSON.stringify(totpIcon), 'sealed', `digest-${i}`, now, now);
    } finally {
      db.close();
    }
    const link = await makeLink(server, user, { linkName: 'quasar link' });
    const hits = await search('quasar', user);
    expect(hits.map((h) => h.id)).toEqual([link._id]);
  });

  it('leaves cameras out while Stream Hub is off, however many of them match', async () => {
    const user = await createUser(server, 'victor');
    await setCameras(user, true);
    // The link first: the 90 newer cameras are all the index reads unless they are left out there.
    const link = await makeLink(server, user, { linkName: 'nebula link' });
    for (let i = 0; i < 90; i++) {
      const res = await call(server, 'POST', '/listing/save/stream', { token: user, body: { linkName: `nebula cam ${i}`, linkURL: `rtsp://127.0.0.1:8554/cam${i}` } });
      expect(res.status).toBe(200);
    }
    expect((await search('nebula', user)).filter((h) => h.kind === 'camera')).toHaveLength(40);

    await setCameras(user, false);
    expect((await search('nebula', user)).map((h) => h.id)).toEqual([link._id]);
    expect(await search('nebula cam', user)).toEqual([]);
  });

  it('reads a NUL or another control character in the query as a space, never a 500', async () => {
    const plain = (await search('zephyr dashboard')).map((h) => h.id);
    expect(plain).toContain(mine.link);
    for (const q of ['zephyr\u0000dashboard', 'zephyr\u0000 dashboard', '\u0000zephyr dashboard\u0000', 'zephyr\u0007dashboard', 'zephyr\u001bdashboard']) {
      expect((await search(q)).map((h) => h.id), JSON.stringify(q)).toEqual(plain);
    }
    for (const q of ['\u0000', 'a\u0000', '\u0000\u0000z', 'zeph\u0000*', '"\u0000"']) await search(q);
  });

  it('leaves camera addresses and 2FA secrets out of the index and the answer', async () => {
    expect(await search('hunter2')).toEqual([]);
    expect(await search('JBSWY3DPEHPK3PXP')).toEqual([]);
    expect(JSON.stringify(await search('zephyr'))).not.toMatch(/hunter2|JBSWY3/);
  });

  it('follows renames and deletions through the triggers', async () => {
    const page = await makePage(server, admin, { pageTitle: 'Quokka facts' });
    expect((await search('quokka')).map((h) => h.id)).toEqual([page._id]);
    await call(server, 'POST', '/page/save', { token: admin, body: { pageId: page._id, pageTitle: 'Wombat facts', pageContent: '' } });
    expect(await search('quokka')).toEqual([]);
    expect((await search('wombat')).map((h) => h.id)).toEqual([page._id]);
    await call(server, 'GET', `/page/delete/${page._id}`, { token: admin });
    expect(await search('wombat')).toEqual([]);
  });

  it('treats FTS5 syntax as text: quotes, stars, NEAR, column filters, operators', async () => {
    for (const q of ['"', '"zephyr', 'zephyr"', '*', 'zeph*', 'NEAR(zephyr porch)', 'name:zephyr', 'scope:u', 'detail : x', 'zephyr OR mallory', 'NOT zephyr', '-zephyr', '^zephyr', '(', ')', '{name}:zephyr', "'; DROP TABLE listings; --", '\u0000', 'x'.repeat(5000)]) {
      await search(q);
    }
    // A column filter is a word to find, never a way to reach the scope column.
    expect(await search('scope:u')).toEqual([]);
  });

  it('answers an empty query with no results and refuses a repeated q', async () => {
    expect(await search('')).toEqual([]);
    const res = await call(server, 'GET', '/search?q=a&q=b', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.searchQueryInvalid);
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/search?q=zephyr')).status).toBe(401);
  });
});

describe('/settings/web-search', () => {
  it('starts with DuckDuckGo, keeps each user\'s own choice, and refuses unusable URLs', async () => {
    expect((await call(server, 'GET', '/settings/web-search', { token: mallory })).body.message).toEqual({ engine: 'duckduckgo', url: '' });
    const saved = await call(server, 'POST', '/settings/web-search', { token: admin, body: { engine: 'custom', url: ' https://search.home.arpa/?q=%s ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(messages.webSearchSaved);
    expect((await call(server, 'GET', '/settings/web-search', { token: admin })).body.message).toEqual({ engine: 'custom', url: 'https://search.home.arpa/?q=%s' });
    expect((await call(server, 'GET', '/settings/web-search', { token: mallory })).body.message).toEqual({ engine: 'duckduckgo', url: '' });

    for (const [body, message] of [
      [{ engine: 'bing' }, messages.webSearchEngineUnknown],
      [{ engine: 'custom', url: 'https://search.home.arpa/?q=' }, messages.webSearchTemplateInvalid],
      [{ engine: 'custom', url: 'javascript:alert(%s)' }, messages.webSearchTemplateInvalid],
      [{ engine: 'custom', url: 'https://a b/?q=%s' }, messages.webSearchTemplateInvalid],
      [{ engine: 'searxng', url: '' }, messages.webSearchUrlInvalid],
      [{ engine: 'searxng', url: 42 }, messages.webSearchUrlInvalid],
    ] as const) {
      const res = await call(server, 'POST', '/settings/web-search', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // Characters that hide what the URL opens, or that browsers read as another character.
    for (const [url, message] of [
      ['https://search.home.arpa/?q=%s\u202E', messages.webSearchUrlHidden],
      ['https://search.home.arpa/\u200B?q=%s', messages.webSearchUrlHidden],
      ['https://search.home.arpa/?q=%s&lang=\u2066en\u2069', messages.webSearchUrlHidden],
      ['https://search.home.arpa\\@evil.example/?q=%s', messages.webSearchUrlBackslash],
      ['https://search.home.arpa/?q=%s&path=C:\\', messages.webSearchUrlBackslash],
    ] as const) {
      const custom = await call(server, 'POST', '/settings/web-search', { token: admin, body: { engine: 'custom', url } });
      expect(custom.status, JSON.stringify(url)).toBe(400);
      expect(custom.body.message).toBe(message);
      const searxng = await call(server, 'POST', '/settings/web-search', { token: admin, body: { engine: 'searxng', url: url.replace('%s', 'x') } });
      expect(searxng.status, JSON.stringify(url)).toBe(400);
      expect(searxng.body.message).toBe(message);
    }
    expect((await call(server, 'GET', '/settings/web-search', { token: admin })).body.message).toEqual({ engine: 'custom', url: 'https://search.home.arpa/?q=%s' });
    // A backslash written the way a URL carries it is kept.
    const encoded = await call(server, 'POST', '/settings/web-search', { token: admin, body: { engine: 'custom', url: 'https://search.home.arpa/?q=%s&sep=%5C' } });
    expect(encoded.status).toBe(200);

    // An engine without a URL drops one sent along.
    await call(server, 'POST', '/settings/web-search', { token: admin, body: { engine: 'google', url: 'https://ignored.example/?q=%s' } });
    expect((await call(server, 'GET', '/settings/web-search', { token: admin })).body.message).toEqual({ engine: 'google', url: '' });
  });
});
