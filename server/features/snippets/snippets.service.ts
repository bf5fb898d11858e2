import type { Db } from '../../db/client.js';
import type { ListingRow, SnippetRow } from '../../db/schema/index.js';
import {
  snippetPageSize,
  type CodeItem,
  type CodeItemSave,
  type SnippetDetail,
  type SnippetListRef,
  type SnippetPage,
  type SnippetSave,
  type SnippetWithItems,
} from '../../../shared/contracts/snippets.js';
import { messages } from '../../../shared/messages.js';
import { notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { ancestors, findOwnListing } from '../listings/listings.repo.js';
import { toListing } from '../listings/listing-view.js';
import { ftsQuery } from './search-query.js';
import { toCodeItem, toSnippet } from './snippet-view.js';
import * as repo from './snippets.repo.js';

/** The user's snippet list with this id, or 404 (another user's id or another type alike). */
function ownSnippetList(db: Db, userId: string, id: string): ListingRow {
  const listing = findOwnListing(db, userId, id);
  if (!listing || listing.listingType !== 'snippet') throw notFound(messages.snippetListNotFound);
  return listing;
}

function ownSnippet(db: Db, userId: string, id: string): SnippetRow {
  const snippet = repo.findOwnSnippet(db, userId, id);
  if (!snippet) throw notFound(messages.snippetNotFound);
  return snippet;
}

function withItems(db: Db, userId: string, row: SnippetRow): SnippetWithItems {
  const parent = findOwnListing(db, userId, row.listingId) ?? null;
  return { ...toSnippet(row, parent), snippetItems: repo.itemsOf(db, row.id).map(toCodeItem) };
}

/** Creates a snippet with its first code item, or renames one (title and language only). */
export function saveSnippet(db: Db, userId: string, body: SnippetSave): SnippetWithItems {
  const now = new Date().toISOString();
  if (body.snippetId) {
    const existing = ownSnippet(db, userId, body.snippetId);
    const updated = repo.touchSnippet(db, existing.id, { snippetTitle: body.snippetTitle, snippetLanguage: body.language, updatedAt: now });
    return withItems(db, userId, updated ?? existing);
  }
  const list = ownSnippetList(db, userId, body.listingId ?? '');
  const row = db.transaction(() => {
    const snippet = repo.insertSnippet(db, { id: newId(), userId, listingId: list.id, snippetTitle: body.snippetTitle, snippetLanguage: body.language, createdAt: now, updatedAt: now });
    repo.insertItem(db, {
      id: newId(),
      userId,
      snippetId: snippet.id,
      snippetCode: body.snippetCode,
      snippetFilename: body.snippetFilename,
      snippetLanguage: body.language,
      createdAt: now,
      updatedAt: now,
    });
    return snippet;
  });
  return withItems(db, userId, row);
}

/** Updates a code item (answers the item) or adds one (answers the whole snippet), as the original did. */
export function saveCodeItem(db: Db, userId: string, snippetId: string, body: CodeItemSave): CodeItem | SnippetWithItems {
  const snippet = ownSnippet(db, userId, snippetId);
  const now = new Date().toISOString();
  const values = { snippetCode: body.snippetCode, snippetFilename: body.snippetFilename, snippetLanguage: body.language, updatedAt: now };
  if (body.codeId) {
    const codeId = body.codeId;
    const item = db.transaction(() => {
      if (!repo.findItem(db, snippet.id, codeId)) throw notFound(messages.codeItemNotFound);
      repo.touchSnippet(db, snippet.id, { updatedAt: now });
      return repo.updateItem(db, codeId, values);
    });
    if (!item) throw notFound(messages.codeItemNotFound);
    return toCodeItem(item);
  }
  const touched = db.transaction(() => {
    repo.insertItem(db, { id: newId(), userId, snippetId: snippet.id, ...values, createdAt: now });
    return repo.touchSnippet(db, snippet.id, { updatedAt: now });
  });
  return withItems(db, userId, touched ?? snippet);
}

export function deleteCodeItem(db: Db, userId: string, snippetId: string, codeId: string): void {
  const snippet = ownSnippet(db, userId, snippetId);
  db.transaction(() => {
    if (!repo.deleteItem(db, snippet.id, codeId)) throw notFound(messages.codeItemNotFound);
    repo.touchSnippet(db, snippet.id, { updatedAt: new Date().toISOString() });
  });
}

export function deleteSnippet(db: Db, userId: string, id: string): void {
  if (!repo.deleteSnippet(db, userId, id)) throw notFound(messages.snippetNotFound);
}

export function snippetDetail(db: Db, userId: string, id: string): SnippetDetail {
  const { snippetItems, ...snippet } = withItems(db, userId, ownSnippet(db, userId, id));
  return { snippet, snippetItems };
}

/**
 * One page (1-based) of a list's snippets, or of every list's (listingId null), newest change
 * first, optionally only those matching a search over titles, file names and code.
 */
export function snippetPage(db: Db, userId: string, listingId: string | null, page: number, search: string | null): SnippetPage {
  const list = listingId === null ? null : ownSnippetList(db, userId, listingId);
  const match = search === null ? null : ftsQuery(search);
  const breadcrumb = list ? ancestors(db, list.id).reverse().map((a) => ({ id: a.id, listingName: a.listingName })) : [];
  const base = { snippet: list ? toListing(list) : null, breadcrumb, currentPage: page };
  // A search with nothing searchable in it (only punctuation) finds nothing.
  if (search !== null && match === null) return { ...base, snippets: [], totalItems: 0, totalPages: 0 };
  const filter = { userId, listingId: list?.id ?? null, match };
  const rows = repo.snippetPage(db, filter, snippetPageSize, (page - 1) * snippetPageSize);
  const totalItems = repo.countSnippets(db, filter);
  const parents = new Map(repo.listingsById(db, userId, [...new Set(rows.map((r) => r.listingId))]).map((l) => [l.id, l]));
  return {
    ...base,
    snippets: rows.map((row) => toSnippet(row, parents.get(row.listingId) ?? null)),
    totalItems,
    totalPages: Math.ceil(totalItems / snippetPageSize),
  };
}

export function snippetLists(db: Db, userId: string): SnippetListRef[] {
  return repo.snippetLists(db, userId).map((l) => ({ _id: l.id, listingName: l.listingName }));
}
