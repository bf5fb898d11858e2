// The database a first start would make: every migration applied to an empty database, written as
// one file beside the migrations (`npm run build` puts it in dist/server/migrations/). A server
// that finds its hearth.db empty starts from a copy of it instead of running each migration
// (server/db/fresh-database.ts); it is the same file, byte for byte, that the migrations make.
// Run on its own (`node scripts/fresh-database.mjs dist/server/migrations`) where the build had no
// compiled better-sqlite3: the container's build stage installs without install scripts.
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file's name inside the migrations folder; server/db/fresh-database.ts reads the same name. */
export const freshDatabaseName = /** @type {const} */ ('fresh.db');

/**
 * Applies the migrations in `migrationsDir` to an empty in-memory database and writes the result
 * to `target` (default: fresh.db inside `migrationsDir`), replacing any file there.
 * @param {string} migrationsDir
 * @param {string} [target]
 * @returns {string} the file written
 */
export function writeFreshDatabase(migrationsDir, target = join(migrationsDir, freshDatabaseName)) {
  const sqlite = new Database(':memory:');
  try {
    sqlite.pragma('foreign_keys = ON');
    migrate(drizzle(sqlite), { migrationsFolder: migrationsDir });
    rmSync(target, { force: true });
    sqlite.prepare('VACUUM INTO ?').run(target);
  } finally {
    sqlite.close();
  }
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/fresh-database.mjs <migrations folder>');
    process.exit(2);
  }
  console.log(`Wrote ${writeFreshDatabase(dir)}`);
}
