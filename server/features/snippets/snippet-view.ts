import type { ListingRow, SnippetItemRow, SnippetRow } from '../../db/schema/index.js';
import type { CodeItem, Snippet } from '../../../shared/contracts/snippets.js';
import { languageOf } from '../../../shared/languages.js';
import { toListing } from '../listings/listing-view.js';

/** A snippet as the client sees it, with its list populated (reference §2.5). */
export function toSnippet(row: SnippetRow, parent: ListingRow | null): Snippet {
  return {
    _id: row.id,
    snippetTitle: row.snippetTitle,
    snippetLanguage: row.snippetLanguage,
    languageName: languageOf(row.snippetLanguage).name,
    listingId: row.listingId,
    parent: parent ? toListing(parent) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toCodeItem(row: SnippetItemRow): CodeItem {
  return {
    _id: row.id,
    snippetCode: row.snippetCode,
    snippetFilename: row.snippetFilename,
    snippetLanguage: row.snippetLanguage,
    mimeType: languageOf(row.snippetLanguage).mime,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
