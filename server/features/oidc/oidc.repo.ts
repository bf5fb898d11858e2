import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oidcLinks, oidcProviders, oidcSessions, type OidcProviderRow } from '../../db/schema/index.js';

export function listProviders(db: Db): OidcProviderRow[] {
  return db.select().from(oidcProviders).orderBy(oidcProviders.name).all();
}

export function findProvider(db: Db, id: string): OidcProviderRow | undefined {
  return db.select().from(oidcProviders).where(eq(oidcProviders.id, id)).get();
}

export function insertProvider(db: Db, row: OidcProviderRow): void {
  db.insert(oidcProviders).values(row).run();
}

export function updateProvider(db: Db, id: string, values: Partial<OidcProviderRow>): void {
  db.update(oidcProviders).set(values).where(eq(oidcProviders.id, id)).run();
}

export function deleteProvider(db: Db, id: string): boolean {
  return db.delete(oidcProviders).where(eq(oidcProviders.id, id)).run().changes > 0;
}

export function findLinkedUserId(db: Db, providerId: string, sub: string): string | undefined {
  return db
    .select({ userId: oidcLinks.userId })
    .from(oidcLinks)
    .where(and(eq(oidcLinks.providerId, providerId), eq(oidcLinks.sub, sub)))
    .get()?.userId;
}

export function insertLink(db: Db, providerId: string, sub: string, userId: string, now: string): void {
  db.insert(oidcLinks).values({ providerId, sub, userId, createdAt: now }).run();
}

export function insertOidcSession(db: Db, tokenHash: string, providerId: string): void {
  db.insert(oidcSessions).values({ tokenHash, providerId }).run();
}

export function findOidcSessionProvider(db: Db, tokenHash: string): string | undefined {
  return db.select({ providerId: oidcSessions.providerId }).from(oidcSessions).where(eq(oidcSessions.tokenHash, tokenHash)).get()?.providerId;
}
