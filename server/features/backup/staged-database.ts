import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { backupMessages } from '../../../shared/messages.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { databaseName, type Manifest } from './archive.js';
import { schemaDifferences, schemaOf, settingDifferences, type SchemaObject } from './schema-check.js';

export interface StagedDatabaseRules {
  open(file: string): Database.Database;
  migrationsDir: string;
  /** How many migrations this Hearth has. */
  migrations: number;
  /** The schema those migrations make (schema-check.ts). */
  schema: Map<string, SchemaObject>;
  /** The live database's page size: SQLite's backup API copies only between equal page sizes in WAL mode. */
  pageSize: number;
}

/** At most this many differences are named in a refusal; the rest are counted. */
const named = 3;

function listed(differences: string[]): string {
  const shown = differences.slice(0, named).join(', ');
  return differences.length > named ? `${shown} and ${differences.length - named} more` : shown;
}

/**
 * Checks the staged copy of a backup's database and makes it ready to go live: whole (integrity
 * check), the rows the manifest counted, no newer than this Hearth, no file settings and no SQL
 * that Hearth's migrations do not make (checked after migrating it forward, so an older backup
 * is held to the same schema), no sessions. Throws a 400 naming what is wrong.
 */
export function prepareStagedDatabase(file: string, manifest: Manifest, rules: StagedDatabaseRules): void {
  let sqlite: Database.Database;
  try {
    sqlite = rules.open(file);
  } catch {
    throw badRequest(backupMessages.damaged);
  }
  try {
    if (sqlite.pragma('integrity_check', { simple: true }) !== 'ok') throw badRequest(backupMessages.damaged);
    if (!sameCounts(countRows(sqlite), manifest.tables)) throw badRequest(backupMessages.altered(databaseName));
    if (migrationCount(sqlite) > rules.migrations) throw badRequest(backupMessages.newerSchema(manifest.hearthVersion));
    const settings = settingDifferences(sqlite);
    if (settings.length > 0) throw badRequest(backupMessages.foreignSettings(listed(settings)));
    sqlite.pragma('journal_mode = DELETE');
    if (sqlite.pragma('page_size', { simple: true }) !== rules.pageSize) {
      sqlite.pragma(`page_size = ${rules.pageSize}`);
      sqlite.exec('VACUUM');
    }
    sqlite.pragma('foreign_keys = ON');
    migrate(drizzle(sqlite), { migrationsFolder: rules.migrationsDir });
    // Planner statistics are data SQLite may make itself; they are not carried over.
    for (const { name } of sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sqlite\\_stat%' ESCAPE '\\'").all() as { name: string }[]) {
      sqlite.exec(`DROP TABLE "${name}"`);
    }
    const differences = schemaDifferences(schemaOf(sqlite), rules.schema);
    if (differences.length > 0) throw badRequest(backupMessages.foreignSchema(listed(differences)));
    sqlite.prepare('DELETE FROM sessions').run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(backupMessages.damaged);
  } finally {
    sqlite.close();
  }
}

/** Whether two row counts per table agree. */
function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((name) => a[name] === b[name]);
}

export function migrationCount(sqlite: Database.Database): number {
  const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='__drizzle_migrations'").get();
  if (!table) return 0;
  return (sqlite.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
}

/** Rows per table of an open database. */
export function countRows(sqlite: Database.Database): Record<string, number> {
  const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    tables[name] = (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
  }
  return tables;
}
