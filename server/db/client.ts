import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from './schema/index.js';
import { secureDataFolder } from './data-folder.js';
import { seedFreshDatabase } from './fresh-database.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenDatabase {
  db: Db;
  sqlite: Database.Database;
  file: string;
}

export interface OpenDatabaseOptions {
  /** The better-sqlite3 addon (.node file) to load instead of the package's own build. */
  nativeBinding?: string | undefined;
  log?: (line: string) => void;
}

const keptBackups = 5;

/**
 * Opens (creating if needed) hearth.db in dataDir with WAL and foreign keys, and applies pending
 * migrations in one transaction after a backup copy of the file. A new database starts as a copy
 * of the migrated empty one built beside the migrations, when there is one (fresh-database.ts).
 * Throws when the file can't be opened or migrated, or the addon can't be loaded; the caller
 * decides how to degrade.
 */
export async function openDatabase(dataDir: string, migrationsDir: string, options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  secureDataFolder(dataDir, options.log ?? (() => undefined));
  seedFreshDatabase(dataDir, migrationsDir);
  const file = join(dataDir, 'hearth.db');
  const sqlite = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    cacheStatements(sqlite);
    const db = drizzle(sqlite, { schema });
    if (hasPendingMigrations(sqlite, migrationsDir)) {
      await backupBeforeMigrating(sqlite, dataDir);
      migrate(db, { migrationsFolder: migrationsDir });
    }
    return { db, sqlite, file };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

function hasPendingMigrations(sqlite: Database.Database, migrationsDir: string): boolean {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='__drizzle_migrations'").get();
  if (!table) return journal.entries.length > 0;
  const row = sqlite.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number };
  return row.n < journal.entries.length;
}

/** Copies a database that already holds tables before it is migrated; keeps the newest few. */
async function backupBeforeMigrating(sqlite: Database.Database, dataDir: string): Promise<void> {
  const tables = sqlite.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type='table'").get() as { n: number };
  if (tables.n === 0) return;
  const dir = join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const copy = join(dir, `hearth-${stamp}.db`);
  await sqlite.backup(copy);
  chmodSync(copy, 0o600);
  const old = readdirSync(dir)
    .filter((f) => f.startsWith('hearth-') && f.endsWith('.db'))
    .sort()
    .reverse()
    .slice(keptBackups);
  for (const name of old) rmSync(join(dir, name), { force: true });
}

const cachedStatements = 500;

/**
 * drizzle prepares a new statement for every query it runs; each one holds native memory until
 * the garbage collector happens to finalise it, which grows the process under load. Reusing one
 * statement per SQL text keeps memory flat and skips SQLite's parse/plan step. drizzle turns raw
 * mode on when it wants arrays, so a reused statement is handed back in object mode.
 */
function cacheStatements(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  const cachedPrepare = (source: string): Database.Statement => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= cachedStatements) cache.delete(cache.keys().next().value ?? '');
    }
    cache.set(source, statement);
    if (statement.reader) statement.raw(false);
    return statement;
  };
  sqlite.prepare = cachedPrepare as typeof sqlite.prepare;
}
