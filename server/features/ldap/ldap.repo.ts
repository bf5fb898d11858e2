import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ldapAccounts, type LdapAccountRow } from '../../db/schema/index.js';

export function findLinkByUser(db: Db, userId: string): LdapAccountRow | undefined {
  return db.select().from(ldapAccounts).where(eq(ldapAccounts.userId, userId)).get();
}

/** The account linked to this entry: by entryUUID when the directory gives one, else by DN. */
export function findLinkByEntry(db: Db, entry: { dn: string; entryUuid: string | null }): LdapAccountRow | undefined {
  if (entry.entryUuid) {
    const byUuid = db.select().from(ldapAccounts).where(eq(ldapAccounts.entryUuid, entry.entryUuid)).get();
    if (byUuid) return byUuid;
  }
  return db.select().from(ldapAccounts).where(eq(ldapAccounts.dn, entry.dn)).get();
}

export function insertLink(db: Db, row: LdapAccountRow): void {
  db.insert(ldapAccounts).values(row).run();
}

export function updateLink(db: Db, userId: string, values: Partial<LdapAccountRow>): void {
  db.update(ldapAccounts).set(values).where(eq(ldapAccounts.userId, userId)).run();
}
