import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../db/client.js';
import { createAccount } from './auth.service.js';
import { listUserSessions } from './sessions.repo.js';
import { createSession, userForToken } from './sessions.service.js';

let dir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-sessions-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../db/migrations'));
});
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('last seen', () => {
  it('is written at most once a minute per session, with the address it was seen from', async () => {
    const user = await createAccount(database.db, { fullName: 'Ada', username: 'ada', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
    const start = new Date('2026-11-28T10:00:00.000Z');
    const token = createSession(database.db, user.id, { userAgent: 'curl/8.5.0', address: '127.0.0.2' }, start);
    const row = () => listUserSessions(database.db, user.id, start.toISOString())[0];
    expect(row()).toMatchObject({ userAgent: 'curl/8.5.0', address: '127.0.0.2', lastUsedAt: start.toISOString() });

    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(userForToken(database.db, token, at(59), '127.0.0.3')?.id).toBe(user.id);
    expect(row()).toMatchObject({ address: '127.0.0.2', lastUsedAt: start.toISOString() });

    expect(userForToken(database.db, token, at(61), '127.0.0.3')?.id).toBe(user.id);
    expect(row()).toMatchObject({ address: '127.0.0.3', lastUsedAt: at(61).toISOString() });

    // A socket upgrade knows no address Express vouched for: last seen moves, the address stays.
    expect(userForToken(database.db, token, at(200))?.id).toBe(user.id);
    expect(row()).toMatchObject({ address: '127.0.0.3', lastUsedAt: at(200).toISOString() });
  });

  it('keeps at most 300 characters of a User-Agent', async () => {
    const user = await createAccount(database.db, { fullName: 'Bob', username: 'bob', passwordDigest: '0'.repeat(32), isSuperAdmin: false });
    createSession(database.db, user.id, { userAgent: 'x'.repeat(5000) });
    expect(listUserSessions(database.db, user.id, new Date().toISOString())[0]?.userAgent).toHaveLength(300);
  });
});
