// Issue 45 item 5, "read-write per area": a write key may be limited to changing some areas of
// Hearth. Reads are never limited by area; a change outside the key's areas is refused with 403
// before anything runs, and nothing stored changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, type TestServer } from '../helpers/server.js';
import { routes, startServerWithApp, type ExpressApp } from '../helpers/routes.js';
import { makeLink, makeTodoList } from '../helpers/listings.js';
import { messages } from '../../shared/messages.js';
import { apiKeyAreaLabels, apiKeyAreas, type ApiKey, type CreatedApiKey } from '../../shared/contracts/api-keys.js';
import { areaOfPath, keyFreePaths } from '../../server/features/api-keys/key-rules.js';

let server: TestServer;
let app: ExpressApp | null = null;
let admin: string;

beforeAll(async () => {
  ({ server, app } = await startServerWithApp());
  admin = await loginAdmin(server);
});
afterAll(() => server.stop());

async function makeKey(body: Record<string, unknown>): Promise<CreatedApiKey> {
  const res = await call<CreatedApiKey>(server, 'POST', '/account/keys', { token: admin, body: { name: 'areas', expiresInDays: 30, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
}

describe('a write key limited to todo lists', () => {
  it('is listed with its areas and never with its secret', async () => {
    const key = await makeKey({ scope: 'write', areas: ['todos'] });
    expect(key.areas).toEqual(['todos']);
    const list = await call<ApiKey[]>(server, 'GET', '/account/keys', { token: admin });
    const listed = list.body.message.find((k) => k.id === key.id);
    expect(listed?.areas).toEqual(['todos']);
    expect(JSON.stringify(list.body)).not.toContain(key.key);
  });

  it('changes todo lists, reads links, and is refused a change to links with the areas it has', async () => {
    const key = await makeKey({ scope: 'write', areas: ['todos'] });
    const list = await makeTodoList(server, admin);
    const added = await call(server, 'POST', '/todo/item', { token: key.key, body: { listingId: list._id, todoName: 'Mow', priority: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const link = await makeLink(server, admin);
    const read = await call(server, 'GET', `/listing/contents/${link._id}`, { token: key.key });
    expect(read.status).not.toBe(403);

    const save = await call(server, 'POST', '/listing/save/link', { token: key.key, body: { name: 'Sneaky', url: 'http://127.0.0.1:1/' } });
    expect(save.status).toBe(403);
    expect(save.body).toEqual({ error: true, message: messages.apiKeyAreaRefused(apiKeyAreaLabels.todos.toLowerCase()) });

    // A GET that deletes is a change too.
    const removed = await call(server, 'GET', `/listing/delete/${link._id}`, { token: key.key });
    expect(removed.status).toBe(403);
    const still = await call(server, 'GET', `/listing/contents/${link._id}`, { token: admin });
    expect(still.status).not.toBe(404);
  });

  it('a write key with no areas changes every area', async () => {
    const key = await makeKey({ scope: 'write' });
    expect(key.areas).toEqual([]);
    const save = await call(server, 'POST', '/listing/save/link', { token: key.key, body: { name: 'Allowed', url: 'http://127.0.0.1:1/', iconUrl: 'link', iconProvider: 'self' } });
    expect(save.status).not.toBe(403);
  });
});

describe('what a key may be made with', () => {
  it('refuses areas on a read key, unknown areas and repeats with 400', async () => {
    for (const [body, message] of [
      [{ scope: 'read', areas: ['todos'] }, messages.apiKeyAreasNeedWrite],
      [{ scope: 'write', areas: ['kitchen'] }, messages.apiKeyAreasInvalid],
      [{ scope: 'write', areas: ['todos', 'todos'] }, messages.apiKeyAreasInvalid],
      [{ scope: 'write', areas: 'todos' }, messages.apiKeyAreasInvalid],
    ] as const) {
      const res = await call(server, 'POST', '/account/keys', { token: admin, body: { name: 'bad', expiresInDays: 30, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: true, message });
    }
  });
});

describe('every route that changes something is in an area, or refuses keys outright', () => {
  // Signing in and out, first setup, the push URL a cron job calls, and what the app itself serves
  // take no key or need none; keys cannot change them, so no area is needed.
  const noKeyNeeded = new Set(['login', 'logout', 'setup', 'push', 'auth', 'session', 'health', 'badge', 'metrics', 'openapi.json']);

  it('maps each first path segment under /api/v1 of a changing route', () => {
    const found = routes(app?.router.stack ?? []).filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'GET' && r.method !== 'HEAD');
    expect(found.length).toBeGreaterThan(40);
    const keyFree = new Set(keyFreePaths.map((p) => p.split('/')[1]));
    const unmapped = found
      .map((r) => r.path.slice('/api/v1'.length))
      .filter((path) => areaOfPath(path) === null)
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => !keyFree.has(segment) && !noKeyNeeded.has(segment));
    expect([...new Set(unmapped)]).toEqual([]);
  });

  it('knows each area it offers', () => {
    const used = new Set(['/listing', '/todo', '/snippet', '/monitoring', '/networkdevices', '/stream', '/totp', '/app', '/docker', '/widgets', '/settings'].map(areaOfPath));
    expect([...used].sort()).toEqual([...apiKeyAreas].sort());
    expect(areaOfPath('/toString')).toBeNull();
    expect(areaOfPath('/__proto__/x')).toBeNull();
  });
});
