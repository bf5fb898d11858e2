import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, type ApiAnswer } from './server.js';
import type { Listing } from '../../shared/contracts/listings.js';
import type { SnippetWithItems } from '../../shared/contracts/snippets.js';

type Server = { url: string };

export const snippetIcon = { iconUrl: 'snippet', iconUrlLight: null, iconProvider: 'self' };

function ok<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.message;
}

/** A snippet list through the real save call. */
export async function makeSnippetList(server: Server, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const res = await call(server, 'POST', '/listing/save/snippet', {
    token,
    body: { snippetName: 'Snippets', snippetIcon, showInSidebar: false, showOnFeatured: true, ...overrides },
  });
  ok(res, 'save/snippet');
  return res.body.data as Listing;
}

/** A snippet with its first code item through POST /snippet/item. */
export async function makeSnippet(server: Server, token: string, listingId: string, overrides: Record<string, unknown> = {}): Promise<SnippetWithItems> {
  const res = await call<SnippetWithItems>(server, 'POST', '/snippet/item', {
    token,
    body: { listingId, snippetTitle: 'Snippet', language: 'javascript', snippetCode: 'console.log(1);', snippetFilename: 'main', ...overrides },
  });
  return ok(res, 'snippet/item');
}

/** Reads the server's SQLite file directly (a second, read-only connection). */
export function readDb<T>(dataDir: string, use: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'hearth.db'), { readonly: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export function count(dataDir: string, sql: string, ...params: unknown[]): number {
  return readDb(dataDir, (db) => (db.prepare(sql).get(...params) as { n: number }).n);
}
