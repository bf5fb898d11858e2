// A first start copies the migrated empty database built beside the migrations instead of running
// every migration (issue 37: start-up). The copy must be exactly what the migrations make, must
// never replace a database with content, and must still get the migrations it lacks.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/client.js';
import { freshDatabaseName, seedFreshDatabase } from '../../server/db/fresh-database.js';
import { freshDatabaseName as builtName, writeFreshDatabase } from '../../scripts/fresh-database.mjs';

const source = resolve(import.meta.dirname, '../../server/db/migrations');
const made: string[] = [];
const open: OpenDatabase[] = [];

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A copy of the migrations, with a fresh.db built from them unless `fresh` is false. */
function migrations({ fresh = true, dropLast = false } = {}): string {
  const dir = folder('hearth-fresh-migrations-');
  cpSync(source, dir, { recursive: true });
  rmSync(join(dir, freshDatabaseName), { force: true });
  if (dropLast) {
    // A fresh.db built before the newest migration was written.
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const full = JSON.stringify(journal);
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    if (fresh) writeFreshDatabase(dir);
    writeFileSync(journalFile, full);
    return dir;
  }
  if (fresh) writeFreshDatabase(dir);
  return dir;
}

async function start(dataDir: string, migrationsDir: string): Promise<OpenDatabase> {
  const database = await openDatabase(dataDir, migrationsDir);
  open.push(database);
  return database;
}

/** Everything that makes a schema: tables, indexes, triggers and virtual tables, and the migration journal. */
function shape({ sqlite }: OpenDatabase) {
  return {
    schema: sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all(),
    journal: sqlite.prepare('SELECT hash, created_at FROM __drizzle_migrations ORDER BY id').all(),
    userVersion: sqlite.pragma('user_version', { simple: true }),
    journalMode: sqlite.pragma('journal_mode', { simple: true }),
    foreignKeys: sqlite.pragma('foreign_keys', { simple: true }),
    integrity: sqlite.pragma('integrity_check', { simple: true }),
  };
}

afterEach(() => {
  for (const database of open.splice(0)) database.sqlite.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a first start from the built fresh database', () => {
  it('names the same file the build writes', () => {
    expect(freshDatabaseName).toBe(builtName);
  });

  it('copies it into an empty data folder, and the result is what the migrations make', async () => {
    const withFresh = migrations();
    const copied = folder('hearth-fresh-a-');
    const migrated = folder('hearth-fresh-b-');
    const a = await start(copied, withFresh);
    const b = await start(migrated, migrations({ fresh: false }));
    const shapeA = shape(a);
    expect(shapeA.schema.length).toBeGreaterThan(40);
    expect(shapeA.journal).toHaveLength((JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);
    expect(shapeA).toEqual(shape(b));
    expect(shapeA.journalMode).toBe('wal');
    // Hearth's own account only, as secureDataFolder makes it; nothing left beside it.
    if (process.platform !== 'win32') expect(statSync(join(copied, 'hearth.db')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(copied, 'hearth.db.fresh'))).toBe(false);
    // No backup: there was nothing to keep.
    expect(existsSync(join(copied, 'backups'))).toBe(false);
    // The copy is a working database: a row written is read back after reopening.
    a.sqlite.prepare("INSERT INTO app_meta (key, value) VALUES ('fresh-test', 'kept')").run();
    a.sqlite.close();
    open.splice(open.indexOf(a), 1);
    const again = await start(copied, withFresh);
    expect(again.sqlite.prepare("SELECT value FROM app_meta WHERE key = 'fresh-test'").get()).toEqual({ value: 'kept' });
  });

  it('is used only for an empty database file', () => {
    const withFresh = migrations();
    const dataDir = folder('hearth-fresh-c-');
    writeFileSync(join(dataDir, 'hearth.db'), '');
    expect(seedFreshDatabase(dataDir, withFresh)).toBe(true);
    // Now it has content: a second call leaves it alone.
    const before = readFileSync(join(dataDir, 'hearth.db'));
    expect(seedFreshDatabase(dataDir, withFresh)).toBe(false);
    expect(readFileSync(join(dataDir, 'hearth.db')).equals(before)).toBe(true);
  });

  it('leaves a database with content, or pages waiting in its WAL, as it is', async () => {
    const withFresh = migrations();
    const used = folder('hearth-fresh-d-');
    const first = await start(used, migrations({ fresh: false }));
    first.sqlite.prepare("INSERT INTO app_meta (key, value) VALUES ('mine', 'stays')").run();
    first.sqlite.close();
    open.splice(open.indexOf(first), 1);
    expect(seedFreshDatabase(used, withFresh)).toBe(false);
    const reopened = await start(used, withFresh);
    expect(reopened.sqlite.prepare("SELECT value FROM app_meta WHERE key = 'mine'").get()).toEqual({ value: 'stays' });

    const walOnly = folder('hearth-fresh-e-');
    writeFileSync(join(walOnly, 'hearth.db'), '');
    writeFileSync(join(walOnly, 'hearth.db-wal'), 'pages not yet checkpointed');
    expect(seedFreshDatabase(walOnly, withFresh)).toBe(false);
    expect(statSync(join(walOnly, 'hearth.db')).size).toBe(0);
  });

  it('gets the migrations a fresh database built before them lacks', async () => {
    const stale = migrations({ dropLast: true });
    const dataDir = folder('hearth-fresh-f-');
    const copied = await start(dataDir, stale);
    const migrated = await start(folder('hearth-fresh-g-'), migrations({ fresh: false }));
    expect(shape(copied)).toEqual(shape(migrated));
  });

  it('falls back to the migrations when no fresh database was built', async () => {
    const dataDir = folder('hearth-fresh-h-');
    expect(seedFreshDatabase(dataDir, migrations({ fresh: false }))).toBe(false);
    const database = await start(dataDir, migrations({ fresh: false }));
    expect(shape(database).journal.length).toBeGreaterThan(30);
  });
});
