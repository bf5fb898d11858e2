// Bodies and paths a confused or hostile client might send. Each case checks the route's own
// answer (its status and message, which a missing route or a 500 would not give) and that
// nothing stored changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import sharp from 'sharp';
import { call, callFrom, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { folderIcon, linkIcon, makeFolder, makeLink } from '../helpers/listings.js';
import { messages } from '../../shared/messages.js';
import type { UploadedIcon } from '../../shared/contracts/iconpacks.js';

let server: TestServer;
let token: string;
let folderId: string;
let iconId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { HEARTH_ICONPACK_HOSTS: '127.0.0.1', HEARTH_ICONPACK_TIMEOUT_MS: '500' } });
  token = await loginAdmin(server);
  folderId = (await makeFolder(server, token, { folderName: 'Kept' }))._id;
  await makeLink(server, token, { parentId: folderId, linkName: 'Kept link' });
  const form = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#abcdef' } }).png().toBuffer();
  form.append('icon', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${server.url}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  iconId = ((await res.json()) as { data: UploadedIcon }).data._id;
});
afterAll(() => server.stop());

/** Everything a bad request could have changed: listings, the theme, icon packs, icons, sessions. */
function stored(): string {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return JSON.stringify([
      db.prepare('SELECT * FROM listings ORDER BY id').all(),
      db.prepare('SELECT username, color_theme, updated_at FROM users ORDER BY id').all(),
      db.prepare('SELECT * FROM icon_packs ORDER BY id').all(),
      db.prepare('SELECT * FROM icons ORDER BY id').all(),
      db.prepare('SELECT COUNT(*) AS n FROM sessions').get(),
    ]);
  } finally {
    db.close();
  }
}

const icon = { iconUrl: 'folder', iconProvider: 'self' };

/** Bodies every JSON route refuses the same way, before its own schema. */
const notObjects: [unknown, string][] = [
  [[], messages.bodyNotObject],
  [[{ folderName: 'x' }], messages.bodyNotObject],
  ['text', messages.badJson],
  [42, messages.badJson],
  [null, messages.badJson],
];

const cases: Record<string, [unknown, string][]> = {
  '/listing/save/folder': [
    [{ listingId: {}, parentId: [], folderName: 'x', folderIcon: icon }, 'Invalid input: expected string, received object'],
    [{ folderName: 'x'.repeat(10_000), folderIcon: icon }, 'The name is too long (200 characters at most).'],
    [{ folderName: 'x', folderIcon: 'folder' }, messages.selectIcon],
    [{ folderName: 'x', folderIcon: { iconUrl: 'x'.repeat(5000), iconProvider: 'self' } }, messages.selectIcon],
    [{ folderName: { $ne: '' }, folderIcon: icon }, messages.fillAllFields],
    [{ linkName: 'x', linkIcon: icon }, messages.fillAllFields],
    [{ a: { b: { c: { d: { e: { f: { g: 'deep' } } } } } } }, messages.fillAllFields],
  ],
  '/listing/save/link': [
    [{ linkName: 'x', linkIcon, linkURL: 42 }, 'Invalid input: expected string, received number'],
    [{ linkName: 'x', linkIcon, linkURL: 'http://' }, messages.linkUrlInvalid],
    [{ linkName: 'x', linkIcon, linkURL: 'javascript:alert(1)' }, messages.linkUrlInvalid],
    [{ linkName: 'x', linkIcon }, messages.linkNeedsUrl],
    [{ folderName: 'x', folderIcon }, messages.fillAllFields],
  ],
  '/listing/save/todo': [
    [{ todoName: ['x'], todoIcon: icon }, messages.fillAllFields],
    [{ todoName: 'x', todoIcon: null }, messages.selectIcon],
    [{ listingId: 5, todoName: 'x', todoIcon: icon }, 'Invalid input: expected string, received number'],
  ],
  '/listing/folder/undefined/reorder': [
    [{ items: [1, 2, 3] }, 'Invalid input: expected string, received number'],
    [{ items: 'abc' }, messages.reorderItemsInvalid],
    [{ items: Array.from({ length: 20_000 }, (_, i) => `id${i}`) }, messages.reorderItemsInvalid],
    [{ folderName: 'x' }, messages.reorderItemsInvalid],
  ],
  '/settings/theme': [
    [{ colorTheme: { $ne: 'dark' } }, messages.themeUnknown],
    [{ colorTheme: 'solarized' }, messages.themeUnknown],
    [{}, messages.themeUnknown],
  ],
  '/iconpack/add': [
    [{ iconpackUrl: ['http://127.0.0.1/x.json'] }, messages.iconPackUrlRequired],
    [{ iconpackUrl: 'http://127.0.0.1/x.txt' }, messages.iconPackUrlInvalid],
    [{ iconpackUrl: 'http://evil.example/pack.json' }, messages.iconPackHostNotAllowed('evil.example', 'icons.getastroluma.com, 127.0.0.1')],
    [{}, messages.iconPackUrlRequired],
  ],
  '/login': [
    [{ username: { $regex: '.*' }, password: 'x' }, messages.usernameEmpty],
    [{ username: 'admin', password: { $ne: '' } }, messages.passwordEmpty],
    [{ username: 'admin', password: 'not the md5' }, messages.invalidCredentials],
  ],
};

describe('bad JSON bodies', () => {
  it.each(Object.keys(cases))('POST %s answers each with its own 400 message and stores nothing', async (path) => {
    const before = stored();
    for (const [body, message] of [...notObjects, ...(cases[path] ?? [])]) {
      const res = await call(server, 'POST', path, { token, body });
      const label = `${path} ${JSON.stringify(body).slice(0, 80)}`;
      expect(res.status, label).toBe(400);
      expect(res.body, label).toEqual({ error: true, message });
    }
    expect(stored()).toBe(before);
  });
});

describe('odd paths and queries', () => {
  // Sent exactly as written (fetch would resolve %2e%2e as ".." and change the path).
  const get = (path: string) => callFrom(server, '127.0.0.1', 'GET', path, { token });

  it.each([
    ['/listing/folder/%00/list', 404, messages.folderNotFound],
    ['/listing/folder/..%2F..%2Fetc/list', 404, messages.folderNotFound],
    ['/listing/move/..%2F..%2F/to/%2e%2e', 404, messages.listingNotFound],
    [`/listing/delete/${'x'.repeat(3000)}`, 404, messages.listingNotFound],
    ['/listing/delete/%27%20OR%201%3D1--', 404, messages.listingNotFound],
    ['/iconpack/%27%3B--/icons?page=99999', 404, messages.iconPackNotFound],
    ['/images/delete/..%2F..%2Fhearth.db', 404, messages.iconNotFound],
  ])('GET %s answers %i "%s" and changes nothing', async (path, status, message) => {
    const before = stored();
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: true, message });
    expect(stored()).toBe(before);
  });

  it('reads odd page numbers leniently as page 1', async () => {
    for (const path of ['/images?page=-1', '/images?page=abc?t=1', '/images?page=1e9x', '/images?page=1&page=5']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.message, path).toBe(messages.iconsRetrieved);
      expect((res.body.data as UploadedIcon[]).map((i) => i._id), path).toEqual([iconId]);
    }
    expect((await get('/images?page=99999')).body.data).toEqual([]);
  });

  it('still serves the account, its folder intact, afterwards', async () => {
    const res = await call<{ items: { listingName: string }[] }>(server, 'GET', `/listing/folder/${folderId}/list`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message.items.map((i) => i.listingName)).toEqual(['Kept link']);
  });
});
