import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

/**
 * What a restored database may hold besides rows: exactly the tables, indexes, triggers and views
 * Hearth's own migrations make, with the same SQL, and the file settings Hearth leaves as SQLite
 * makes them. A backup is a file anyone holding the passphrase can edit, and SQL in it runs for
 * as long as the database lives: a trigger that makes every new account a super admin, or that
 * quietly undoes a password change, must not come in with the rows.
 */
export interface SchemaObject {
  type: string;
  name: string;
  table: string;
  sql: string | null;
}

type Open = (file: string) => Database.Database;

/** Every schema object of a database by "type name"; sqlite_stat tables (planner statistics) aside. */
export function schemaOf(sqlite: Database.Database): Map<string, SchemaObject> {
  const rows = sqlite.prepare("SELECT type, name, tbl_name AS 'table', sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\' ORDER BY type, name").all() as SchemaObject[];
  return new Map(rows.map((row) => [`${row.type} "${row.name}"`, row]));
}

/** The schema Hearth's migrations make, on an empty in-memory database. */
export function migrationsSchema(migrationsDir: string, open: Open): Map<string, SchemaObject> {
  const sqlite = open(':memory:');
  try {
    migrate(drizzle(sqlite), { migrationsFolder: migrationsDir });
    return schemaOf(sqlite);
  } finally {
    sqlite.close();
  }
}

/** What differs from the migrations' schema, as "trigger "x"", "table "users" (changed)", "index "y" (missing)". */
export function schemaDifferences(found: Map<string, SchemaObject>, expected: Map<string, SchemaObject>): string[] {
  const differences: string[] = [];
  for (const [key, object] of found) {
    const wanted = expected.get(key);
    if (!wanted) differences.push(key);
    else if (wanted.table !== object.table || wanted.sql !== object.sql) differences.push(`${key} (changed)`);
  }
  for (const key of expected.keys()) if (!found.has(key)) differences.push(`${key} (missing)`);
  return differences;
}

/**
 * File-level settings that a Hearth database never changes from SQLite's defaults. journal_mode
 * and page_size are not here: a snapshot is legitimately in WAL mode, and both are set anew when
 * the staged copy is prepared.
 */
const fixedSettings = { user_version: 0, application_id: 0, auto_vacuum: 0, encoding: 'UTF-8' } as const;

export function settingDifferences(sqlite: Database.Database): string[] {
  return Object.entries(fixedSettings).flatMap(([name, expected]) => {
    const value = sqlite.pragma(name, { simple: true });
    return value === expected ? [] : [`${name} = ${String(value)}`];
  });
}
