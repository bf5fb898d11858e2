import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';

/** Bodies a confused or hostile client might send: none may cause a 500 or a hang. */
const badBodies: unknown[] = [
  [],
  'text',
  42,
  null,
  { listingId: {}, parentId: [] },
  { listingId: 5, folderName: 'x', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } },
  { folderName: 'x'.repeat(10_000), folderIcon: { iconUrl: 'folder', iconProvider: 'self' } },
  { folderName: 'x', folderIcon: 'folder' },
  { folderName: 'x', folderIcon: { iconUrl: 'x'.repeat(5000), iconProvider: 'self' } },
  { linkName: 'x', linkIcon: { iconUrl: 'link', iconProvider: 'self' }, linkURL: 42 },
  { linkName: 'x', linkIcon: { iconUrl: 'link', iconProvider: 'self' }, linkURL: 'http://' },
  { todoName: ['x'], todoIcon: { iconUrl: 'todo', iconProvider: 'self' } },
  { items: [1, 2, 3] },
  { items: Array.from({ length: 20_000 }, (_, i) => `id${i}`) },
  { colorTheme: { $ne: 'dark' } },
  { iconpackUrl: ['http://127.0.0.1/x.json'] },
  { username: { $regex: '.*' }, password: 'x' },
  { a: { b: { c: { d: { e: { f: { g: 'deep' } } } } } } },
];

const posts = [
  '/listing/save/folder',
  '/listing/save/link',
  '/listing/save/todo',
  '/listing/folder/undefined/reorder',
  '/settings/theme',
  '/iconpack/add',
  '/login',
];

const gets = ['/listing/folder/%00/list', '/listing/move/..%2F..%2F/to/%2e%2e', `/listing/delete/${'x'.repeat(3000)}`, '/images?page=-1', '/images?page=abc?t=1', '/iconpack/%27%3B--/icons?page=99999'];

describe('bad input never breaks the server', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { HEARTH_ICONPACK_HOSTS: '127.0.0.1', HEARTH_ICONPACK_TIMEOUT_MS: '500' } });
    token = await loginAdmin(server);
  });
  afterAll(() => server.stop());

  it.each(posts)('POST %s answers 4xx JSON with a message for every bad body', async (path) => {
    for (const body of badBodies) {
      const res = await call(server, 'POST', path, { token, body });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.error).toBe(true);
    }
  });

  it.each(gets)('GET %s answers without a 500', async (path) => {
    const res = await call(server, 'GET', path, { token });
    expect(res.status).toBeLessThan(500);
  });

  it('still serves the account afterwards', async () => {
    expect((await call(server, 'GET', '/dashboard', { token })).status).toBe(200);
  });
});
