import type { Db } from '../../db/client.js';
import type { PageRow } from '../../db/schema/index.js';
import type { Page, PageAction, PageSave, PageSummary } from '../../../shared/contracts/pages.js';
import { messages } from '../../../shared/messages.js';
import { notFound } from '../../http/errors.js';
import { sanitizePageHtml } from '../../html/sanitize.js';
import { newId } from '../../ids.js';
import * as repo from './pages.repo.js';

function toSummary(row: repo.PageSummaryRow): PageSummary {
  return { _id: row.id, pageTitle: row.pageTitle, isPublished: row.isPublished, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** Stored HTML was sanitised on save; it is sanitised again on the way out, in case the rules grew. */
async function toPage(row: PageRow): Promise<Page> {
  return { ...toSummary(row), pageContent: await sanitizePageHtml(row.pageContent) };
}

export function listPages(db: Db, userId: string, publishedOnly = false): PageSummary[] {
  return repo.listPages(db, userId, publishedOnly).map(toSummary);
}

export async function savePage(db: Db, userId: string, body: PageSave): Promise<Page> {
  const pageContent = await sanitizePageHtml(body.pageContent);
  const now = new Date().toISOString();
  const values = { pageTitle: body.pageTitle, pageContent, isPublished: body.publish, updatedAt: now };
  if (body.pageId) {
    const updated = repo.updatePage(db, userId, body.pageId, values);
    if (!updated) throw notFound(messages.pageNotFound);
    return { ...toSummary(updated), pageContent };
  }
  const row = repo.insertPage(db, { id: newId(), userId, createdAt: now, ...values });
  return { ...toSummary(row), pageContent };
}

/** The owner's page, published or not. */
export async function ownPage(db: Db, userId: string, id: string): Promise<Page> {
  const row = repo.findPage(db, id);
  if (!row || row.userId !== userId) throw notFound(messages.pageNotFound);
  return toPage(row);
}

/**
 * A page to read: a published page is how a household shares it, so any signed-in user of this
 * Hearth may read it; an unpublished one only its owner. Anything else answers like a missing id.
 */
export async function readablePage(db: Db, userId: string, id: string): Promise<Page> {
  const row = repo.findPage(db, id);
  if (!row || (!row.isPublished && row.userId !== userId)) throw notFound(messages.pageNotFound);
  return toPage(row);
}

export function setPublished(db: Db, userId: string, id: string, action: PageAction): void {
  if (!repo.updatePage(db, userId, id, { isPublished: action === 'publish', updatedAt: new Date().toISOString() })) throw notFound(messages.pageNotFound);
}

export function deletePage(db: Db, userId: string, id: string): void {
  if (!repo.deletePage(db, userId, id)) throw notFound(messages.pageNotFound);
}
