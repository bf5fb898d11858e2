// Issue 39 item 4: a restored backup could plant SQL that stays. A trigger made every new account a
// super admin, and another answered "Password changed." while the old password kept working. A
// restore now holds the database to the schema Hearth's migrations make (tables, indexes,
// triggers, views) and to the file settings Hearth leaves alone, refuses anything else naming
// it, and the data stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { legacyBackup, openBackup, sealBackup, uploadBackup, withDatabase } from '../helpers/backups.js';
import { backupMessages } from '../../shared/messages.js';
import type { BackupFile } from '../../shared/contracts/backup.js';
import { databaseDigest } from '../helpers/db-digest.js';

const passphrase = 'a long household passphrase';

let source: TestServer;
let target: TestServer;
let token: string;
/** The entries of a backup of `source`, opened once. */
let entries: Map<string, Buffer>;

/** The backup's entries with its database changed by `edit`. */
const changedDatabase = (edit: (sqlite: Database.Database) => void) => withDatabase(entries, edit);

const databaseChecksum = (dataDir: string): string => databaseDigest(dataDir, { schema: true });

async function refused(archive: Buffer, message: string): Promise<void> {
  const before = databaseChecksum(target.dataDir);
  const keyFile = join(target.dataDir, 'secret.key');
  const key = existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null;
  const res = await uploadBackup(target, '/backups/restore', archive, { passphrase, confirm: 'RESTORE' }, token);
  expect(res).toEqual({ status: 400, body: { error: true, message } });
  expect(databaseChecksum(target.dataDir)).toBe(before);
  expect(existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null).toBe(key);
  expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.restore') || name === 'restore.journal')).toEqual([]);
  expect((await call(target, 'GET', '/backups', { token })).status).toBe(200);
}

beforeAll(async () => {
  source = await startTestServer();
  const sourceToken = await loginAdmin(source);
  const made = await call<BackupFile>(source, 'POST', '/backups', { token: sourceToken, body: { passphrase } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  entries = await openBackup(readFileSync(join(source.dataDir, 'backups', made.body.message.name)), passphrase);
  target = await startTestServer();
  token = await loginAdmin(target);
  await createUser(target, 'already-here');
});

afterAll(async () => {
  await source?.stop();
  await target?.stop();
});

describe('a backup whose database carries SQL Hearth does not make', () => {
  const cases: [string, string, string][] = [
    ['a trigger that makes every new account a super admin', 'CREATE TRIGGER every_account_admin AFTER INSERT ON users BEGIN UPDATE users SET is_super_admin = 1 WHERE id = NEW.id; END', 'trigger "every_account_admin"'],
    ['a trigger that quietly undoes password changes', 'CREATE TRIGGER keep_password BEFORE UPDATE OF password_hash ON users BEGIN SELECT RAISE(IGNORE); END', 'trigger "keep_password"'],
    ['a view', 'CREATE VIEW everyone AS SELECT username, password_hash FROM users', 'view "everyone"'],
    ['an extra index', 'CREATE UNIQUE INDEX one_name ON users(full_name)', 'index "one_name"'],
    ['an extra table', 'CREATE TABLE notes (body text)', 'table "notes"'],
    ['a table of another shape', 'ALTER TABLE users ADD COLUMN note text', 'table "users" (changed)'],
    ['an index of Hearth taken away', 'DROP INDEX stream_pins_listing_idx', 'index "stream_pins_listing_idx" (missing)'],
  ];

  it.each(cases)('is refused: %s, named, and nothing changes', async (_what, sql, named) => {
    await refused(await sealBackup(changedDatabase((sqlite) => sqlite.exec(sql)), passphrase), backupMessages.foreignSchema(named));
  });

  it('is refused in a format-1 backup too', async () => {
    const edited = changedDatabase((sqlite) => sqlite.exec(cases[0]![1]));
    await refused(await legacyBackup(edited, passphrase), backupMessages.foreignSchema('trigger "every_account_admin"'));
  });

  it('names three and counts the rest', async () => {
    const edited = changedDatabase((sqlite) => sqlite.exec('CREATE TABLE a (x); CREATE TABLE b (x); CREATE TABLE c (x); CREATE TABLE d (x); CREATE TABLE e (x)'));
    await refused(await sealBackup(edited, passphrase), backupMessages.foreignSchema('table "a", table "b", table "c" and 2 more'));
  });
});

describe('a backup whose database file settings were changed', () => {
  it.each([
    ['user_version = 7', 'user_version = 7'],
    ['application_id = 1213481800', 'application_id = 1213481800'],
    ['auto_vacuum = 1', 'auto_vacuum = 1'],
  ])('is refused: PRAGMA %s', async (pragma, named) => {
    const edited = changedDatabase((sqlite) => {
      sqlite.pragma(pragma);
      // auto_vacuum takes effect on a rebuilt file only.
      if (pragma.startsWith('auto_vacuum')) sqlite.exec('VACUUM');
    });
    await refused(await sealBackup(edited, passphrase), backupMessages.foreignSettings(named));
  });

  it("restores with its journal mode and page size made the live database's own", async () => {
    const edited = changedDatabase((sqlite) => {
      sqlite.pragma('journal_mode = DELETE');
      sqlite.pragma('page_size = 8192');
      sqlite.exec('VACUUM');
      sqlite.pragma('journal_mode = WAL');
    });
    const res = await uploadBackup(target, '/backups/restore', await sealBackup(edited, passphrase), { passphrase, confirm: 'RESTORE' }, token);
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    const live = new Database(join(target.dataDir, 'hearth.db'), { readonly: true });
    try {
      expect(live.pragma('page_size', { simple: true })).toBe(4096);
      expect(live.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(live.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      live.close();
    }
    expect(existsSync(join(target.dataDir, 'restore.journal'))).toBe(false);
    token = await loginAdmin(target);
  });
});
