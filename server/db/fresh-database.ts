import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the migrations: every migration applied to an empty database (scripts/fresh-database.mjs). */
export const freshDatabaseName = 'fresh.db';

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * A first start: hearth.db was just made empty (secureDataFolder) and SQLite has no journal for it.
 * Then the database the migrations would make is copied in whole from the one built beside them,
 * which takes a few milliseconds instead of running every migration; the migrator still runs after
 * and applies whatever the copy lacks. Any file with content is left alone. Returns whether it copied.
 */
export function seedFreshDatabase(dataDir: string, migrationsDir: string): boolean {
  const file = join(dataDir, 'hearth.db');
  const fresh = join(migrationsDir, freshDatabaseName);
  if (sizeOf(file) !== 0 || sizeOf(`${file}-wal`) !== 0 || !existsSync(fresh)) return false;
  // Read whole (it may sit inside the app's asar archive) and written to a new file renamed over
  // the empty one, so a start cut short leaves an empty database or a whole one, never half.
  const bytes = readFileSync(fresh);
  const incoming = `${file}.fresh`;
  const fd = openSync(incoming, 'w', 0o600);
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(incoming, file);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  return true;
}
