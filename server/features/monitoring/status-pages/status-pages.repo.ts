import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { statusIncidents, statusPages, type StatusIncidentRow, type StatusPageRow } from '../../../db/schema/index.js';

/** Queries on status pages; every owner-side one filters on the user. */

export function userPages(db: Db, userId: string): StatusPageRow[] {
  return db.select().from(statusPages).where(eq(statusPages.userId, userId)).orderBy(asc(statusPages.createdAt)).all();
}

export function ownPage(db: Db, userId: string, id: string): StatusPageRow | undefined {
  return db
    .select()
    .from(statusPages)
    .where(and(eq(statusPages.id, id), eq(statusPages.userId, userId)))
    .get();
}

export function pageBySlug(db: Db, slug: string): StatusPageRow | undefined {
  return db.select().from(statusPages).where(eq(statusPages.slug, slug)).get();
}

export function pageByDomain(db: Db, domain: string): StatusPageRow | undefined {
  return db.select().from(statusPages).where(eq(statusPages.customDomain, domain)).get();
}

/** Every custom domain and its page's slug, for the Host lookup in memory. */
export function customDomains(db: Db): { domain: string; slug: string }[] {
  return db
    .select({ domain: statusPages.customDomain, slug: statusPages.slug })
    .from(statusPages)
    .where(isNotNull(statusPages.customDomain))
    .all()
    .flatMap((row) => (row.domain ? [{ domain: row.domain, slug: row.slug }] : []));
}

export function insertPage(db: Db, row: typeof statusPages.$inferInsert): StatusPageRow {
  return db.insert(statusPages).values(row).returning().get();
}

export function updatePage(db: Db, userId: string, id: string, values: Partial<typeof statusPages.$inferInsert>): StatusPageRow | undefined {
  return db
    .update(statusPages)
    .set(values)
    .where(and(eq(statusPages.id, id), eq(statusPages.userId, userId)))
    .returning()
    .get();
}

export function deletePage(db: Db, userId: string, id: string): boolean {
  return db
    .delete(statusPages)
    .where(and(eq(statusPages.id, id), eq(statusPages.userId, userId)))
    .run().changes > 0;
}

export function pageIncidents(db: Db, pageId: string, limit = 50): StatusIncidentRow[] {
  return db.select().from(statusIncidents).where(eq(statusIncidents.pageId, pageId)).orderBy(desc(statusIncidents.createdAt)).limit(limit).all();
}

export function insertIncident(db: Db, row: typeof statusIncidents.$inferInsert): StatusIncidentRow {
  return db.insert(statusIncidents).values(row).returning().get();
}

/** The page id is the owner check: the caller passes a page it found by owner first. */
export function updateIncident(db: Db, pageId: string, id: string, values: Partial<typeof statusIncidents.$inferInsert>): StatusIncidentRow | undefined {
  return db
    .update(statusIncidents)
    .set(values)
    .where(and(eq(statusIncidents.id, id), eq(statusIncidents.pageId, pageId)))
    .returning()
    .get();
}

export function deleteIncident(db: Db, pageId: string, id: string): boolean {
  return db
    .delete(statusIncidents)
    .where(and(eq(statusIncidents.id, id), eq(statusIncidents.pageId, pageId)))
    .run().changes > 0;
}

export function countUserPages(db: Db, userId: string): number {
  return userPages(db, userId).length;
}
