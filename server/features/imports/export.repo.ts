import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, pages, snippetItems, snippets, todoItems, type ListingRow, type PageRow, type SnippetItemRow, type SnippetRow, type TodoItemRow } from '../../db/schema/index.js';

/** Everything of one user that an export holds, each kind in its shown order. */
export interface OwnedRows {
  listings: ListingRow[];
  todos: TodoItemRow[];
  snippets: SnippetRow[];
  snippetItems: SnippetItemRow[];
  pages: PageRow[];
}

export function ownedRows(db: Db, userId: string): OwnedRows {
  return {
    listings: db.select().from(listings).where(eq(listings.userId, userId)).orderBy(asc(listings.sortOrder), asc(listings.createdAt), asc(listings.id)).all(),
    todos: db.select().from(todoItems).where(eq(todoItems.userId, userId)).orderBy(asc(todoItems.seq)).all(),
    snippets: db.select().from(snippets).where(eq(snippets.userId, userId)).orderBy(asc(snippets.seq)).all(),
    snippetItems: db.select().from(snippetItems).where(eq(snippetItems.userId, userId)).orderBy(asc(snippetItems.createdAt), asc(snippetItems.id)).all(),
    pages: db.select().from(pages).where(eq(pages.userId, userId)).orderBy(asc(pages.createdAt), asc(pages.id)).all(),
  };
}
