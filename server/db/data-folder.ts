import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The database file and the files SQLite keeps beside it; SQLite gives -wal and -shm the main file's mode. */
export const databaseFiles = ['hearth.db', 'hearth.db-wal', 'hearth.db-shm'] as const;

/**
 * The data folder holds every user's links, sealed secrets and the key that opens them: it is
 * readable by Hearth's own account only (0700), and so are the database files (0600). A folder
 * that others could read is narrowed, and says so. On Windows the modes mean little (ACLs rule);
 * the calls are harmless there.
 */
export function secureDataFolder(dataDir: string, log: (line: string) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if (mode & 0o077) {
    try {
      chmodSync(dataDir, 0o700);
      log(`The data folder ${dataDir} was readable by other accounts (mode ${mode.toString(8)}); it is now readable by Hearth's account only (700).`);
    } catch (error) {
      log(`The data folder ${dataDir} is readable by other accounts and could not be narrowed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Made 0600 before SQLite opens it, so the WAL and shared-memory files it creates follow.
  const database = join(dataDir, 'hearth.db');
  if (!existsSync(database)) closeSync(openSync(database, 'a', 0o600));
  for (const name of databaseFiles) {
    const file = join(dataDir, name);
    try {
      if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
    } catch {
      // Not there (yet): SQLite creates it with the database's mode.
    }
  }
}
