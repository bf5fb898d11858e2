import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../server/db/schema/index.js';
import { createAccount } from '../../server/features/auth/auth.service.js';

/** Adds an ordinary (not super admin) account straight into a running server's database, until the accounts API exists. */
export async function addUser(dataDir: string, username: string, password: string): Promise<void> {
  const sqlite = new Database(join(dataDir, 'hearth.db'));
  try {
    await createAccount(drizzle(sqlite, { schema }), { fullName: username, username, passwordDigest: createHash('md5').update(password).digest('hex'), isSuperAdmin: false });
  } finally {
    sqlite.close();
  }
}
