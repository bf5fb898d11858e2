import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pages, type NewPageRow, type PageRow } from '../../db/schema/index.js';

const summary = { id: pages.id, pageTitle: pages.pageTitle, isPublished: pages.isPublished, createdAt: pages.createdAt, updatedAt: pages.updatedAt };
export type PageSummaryRow = Omit<PageRow, 'userId' | 'pageContent'>;

/** The user's pages without their content, oldest first (the original's insertion order). */
export function listPages(db: Db, userId: string, publishedOnly = false): PageSummaryRow[] {
  return db
    .select(summary)
    .from(pages)
    .where(and(eq(pages.userId, userId), publishedOnly ? eq(pages.isPublished, true) : undefined))
    .orderBy(asc(pages.createdAt), asc(pages.id))
    .all();
}

export function findPage(db: Db, id: string): PageRow | undefined {
  return db.select().from(pages).where(eq(pages.id, id)).get();
}

export function insertPage(db: Db, row: NewPageRow): PageRow {
  return db.insert(pages).values(row).returning().get();
}

export function updatePage(db: Db, userId: string, id: string, values: Partial<Pick<PageRow, 'pageTitle' | 'pageContent' | 'isPublished'>> & { updatedAt: string }): PageRow | undefined {
  return db.update(pages).set(values).where(and(eq(pages.id, id), eq(pages.userId, userId))).returning().get();
}

export function deletePage(db: Db, userId: string, id: string): boolean {
  return db.delete(pages).where(and(eq(pages.id, id), eq(pages.userId, userId))).run().changes > 0;
}
