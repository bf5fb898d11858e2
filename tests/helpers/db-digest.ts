import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * A digest of every row of every table of a data folder's database (and, with `schema`, of its
 * schema and user_version): "nothing was changed" means this stays. Left out: the health
 * checks' roll-up marker (app_meta 'monitoringRolledUpTo'), which a timer writes just after
 * every 5-minute boundary of the wall clock, whatever the test does; a boundary between two
 * digests once changed it in CI.
 */
export function databaseDigest(dataDir: string, options: { schema?: boolean } = {}): string {
  const sqlite = new Database(join(dataDir, 'hearth.db'), { readonly: true });
  try {
    const hash = createHash('sha256');
    if (options.schema) for (const row of sqlite.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all()) hash.update(JSON.stringify(row));
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name").all() as { name: string }[];
    for (const { name } of tables) {
      hash.update(name);
      const rows = sqlite.prepare(name === 'app_meta' ? `SELECT * FROM "${name}" WHERE key <> 'monitoringRolledUpTo'` : `SELECT * FROM "${name}"`).all();
      for (const row of rows.map((r) => JSON.stringify(r)).sort()) hash.update(row);
    }
    if (options.schema) hash.update(String(sqlite.pragma('user_version', { simple: true })));
    return hash.digest('hex');
  } finally {
    sqlite.close();
  }
}
