import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../db/client.js';
import { messages } from '../../../shared/messages.js';
import { createAccount } from './auth.service.js';

let dir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-accounts-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../db/migrations'));
});
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const account = (username: string) => ({ fullName: 'Someone', username, passwordDigest: '0'.repeat(32), isSuperAdmin: false });

describe('createAccount', () => {
  it('refuses a username that is already taken with 409 "That username is already taken."', async () => {
    await createAccount(database.db, account('ada'));
    await expect(createAccount(database.db, account('ada'))).rejects.toMatchObject({ status: 409, message: messages.usernameTaken });
  });

  it('gives the same answer when two requests race for one name while hashing', async () => {
    const results = await Promise.allSettled([createAccount(database.db, account('grace')), createAccount(database.db, account('grace'))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 409, message: messages.usernameTaken });
  });
});
