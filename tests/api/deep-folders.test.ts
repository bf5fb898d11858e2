// Nesting is capped at 32 folders; the cycle check and the subtree delete are exact at any depth,
// also for deeper trees an older version may have stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, createUser, startTestServer, type TestServer } from '../helpers/server.js';
import { folderIcon, makeFolder, makeLink, makeTodoList } from '../helpers/listings.js';
import { maxFolderDepth } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import type { Listing } from '../../shared/contracts/listings.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function db(): Database.Database {
  return new Database(join(server.dataDir, 'hearth.db'));
}

function count(where: string, ...params: unknown[]): number {
  const conn = db();
  try {
    return (conn.prepare(`SELECT COUNT(*) AS n FROM listings WHERE ${where}`).get(...params) as { n: number }).n;
  } finally {
    conn.close();
  }
}

/** A chain of `levels` nested folders made through the API; [0] is the root folder. */
async function chain(token: string, levels: number, name = 'Level'): Promise<Listing[]> {
  const folders: Listing[] = [];
  for (let i = 0; i < levels; i++) folders.push(await makeFolder(server, token, { folderName: `${name} ${i + 1}`, parentId: folders.at(-1)?._id }));
  return folders;
}

/**
 * A chain written straight into SQLite, as an older version without the cap could have left it.
 * Answers the ids, root first.
 */
function legacyChain(username: string, levels: number): string[] {
  const conn = db();
  try {
    const userId = (conn.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id;
    const insert = conn.prepare(
      "INSERT INTO listings (id, user_id, parent_id, listing_type, listing_name, listing_icon, sort_order, created_at, updated_at) VALUES (?, ?, ?, 'category', ?, ?, 0, ?, ?)",
    );
    const now = new Date().toISOString();
    const ids = Array.from({ length: levels }, (_, i) => `legacy${String(i).padStart(6, '0')}${username}`.slice(0, 30));
    conn.transaction(() => ids.forEach((id, i) => insert.run(id, userId, i === 0 ? null : ids[i - 1], `Deep ${i}`, JSON.stringify(folderIcon), now, now)))();
    return ids;
  } finally {
    conn.close();
  }
}

const move = (token: string, id: string, target: string) => call(server, 'GET', `/listing/move/${id}/to/${target}`, { token });

describe('nesting depth', () => {
  it(`allows ${maxFolderDepth} levels of folders and refuses a folder below them with a clear 400`, async () => {
    const token = await createUser(server, 'nester');
    const folders = await chain(token, maxFolderDepth);
    const deepest = folders.at(-1) as Listing;
    const before = count('1=1');
    const res = await call(server, 'POST', '/listing/save/folder', { token, body: { parentId: deepest._id, folderName: 'One too many', folderIcon } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.folderTooDeep });
    expect(res.body.message).toBe('Folders can be nested at most 32 levels deep. Please add this folder higher up.');
    expect(count('1=1')).toBe(before);
    // Links and todo lists add no nesting: they still fit in the deepest folder.
    expect((await makeLink(server, token, { parentId: deepest._id })).parentId).toBe(deepest._id);
    expect((await makeTodoList(server, token, { parentId: deepest._id })).parentId).toBe(deepest._id);
  });

  it("refuses a move that would pass the cap, counting the moved folder's own levels", async () => {
    const token = await createUser(server, 'mover');
    const target = await chain(token, 28, 'Target');
    const moved = await chain(token, 5, 'Moved');
    const top = moved[0] as Listing;
    // Level 28 + 5 levels = 33.
    const refused = await move(token, top._id, (target[27] as Listing)._id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: true, message: messages.moveTooDeep });
    expect(count('id = ? AND parent_id IS NULL', top._id)).toBe(1);
    // Level 27 + 5 levels = 32 fits.
    const fits = await move(token, top._id, (target[26] as Listing)._id);
    expect(fits.status).toBe(200);
    expect(count('id = ? AND parent_id = ?', top._id, (target[26] as Listing)._id)).toBe(1);
    // A link moves into the deepest folder; it adds no level.
    const link = await makeLink(server, token);
    expect((await move(token, link._id, (moved[4] as Listing)._id)).status).toBe(200);
  });
});

describe('the cycle check', () => {
  it('refuses moving a folder into a descendant 1,100 levels down (an old, uncapped tree)', async () => {
    const token = await createUser(server, 'cycler');
    const ids = legacyChain('cycler', 1100);
    const res = await move(token, ids[0] as string, ids[1099] as string);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.moveIntoItself });
    expect(count('id = ? AND parent_id IS NULL', ids[0])).toBe(1);
    // Home still lists nothing odd and the chain is intact.
    expect(count("user_id = (SELECT id FROM users WHERE username = 'cycler')")).toBe(1100);
  });
});

describe('deleting a subtree', () => {
  it(`deletes a ${maxFolderDepth}-deep chain with the items at its bottom in one call`, async () => {
    const token = await createUser(server, 'deleter');
    const folders = await chain(token, maxFolderDepth);
    const deepest = folders.at(-1) as Listing;
    await makeLink(server, token, { parentId: deepest._id });
    await makeTodoList(server, token, { parentId: deepest._id });
    const res = await call(server, 'GET', `/listing/delete/${(folders[0] as Listing)._id}`, { token });
    expect(res.status).toBe(200);
    expect(count("user_id = (SELECT id FROM users WHERE username = 'deleter')")).toBe(0);
  });

  it('deletes a 1,100-deep chain an older version stored, leaving other listings alone', async () => {
    const token = await createUser(server, 'legacy');
    const keep = await makeFolder(server, token, { folderName: 'Keep me' });
    const ids = legacyChain('legacy', 1100);
    const res = await call(server, 'GET', `/listing/delete/${ids[0]}`, { token });
    expect(res.status).toBe(200);
    expect(count("user_id = (SELECT id FROM users WHERE username = 'legacy')")).toBe(1);
    expect(count('id = ?', keep._id)).toBe(1);
  });

  it('deletes only the chosen branch of a folder', async () => {
    const token = await createUser(server, 'brancher');
    const top = await makeFolder(server, token);
    const left = await makeFolder(server, token, { parentId: top._id });
    const right = await makeFolder(server, token, { parentId: top._id });
    await makeLink(server, token, { parentId: left._id });
    const kept = await makeLink(server, token, { parentId: right._id });
    expect((await call(server, 'GET', `/listing/delete/${left._id}`, { token })).status).toBe(200);
    expect(count('id IN (?, ?, ?)', top._id, right._id, kept._id)).toBe(3);
    expect(count('id = ? OR parent_id = ?', left._id, left._id)).toBe(0);
  });
});
