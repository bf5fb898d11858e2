import { z } from 'zod';
import { messages } from '../messages.js';
import { isLanguage } from '../languages.js';
import { optionalId } from './ids.js';
import type { BreadcrumbEntry, Listing } from './listings.js';

/** Snippets per page of GET /snippet/{listingid}/items/{page} (reference §2.5). */
export const snippetPageSize = 20;
/** A code item holds up to 1 MB of text, counted in UTF-8 bytes. */
export const codeMaxBytes = 1024 * 1024;
/** The listing id that means "every snippet list" (/snippet). */
export const allSnippetLists = 'undefined';

/** True when the text fits in a code item; encodes only when its length alone can't decide. */
export function fitsCodeLimit(text: string): boolean {
  // A UTF-16 unit is at most 3 UTF-8 bytes (a surrogate pair, 2 units, is 4 bytes).
  if (text.length * 3 <= codeMaxBytes) return true;
  if (text.length > codeMaxBytes) return false;
  return new TextEncoder().encode(text).length <= codeMaxBytes;
}

const code = z
  .string({ error: messages.snippetCodeInvalid })
  .nullish()
  .transform((v) => v ?? '')
  .refine(fitsCodeLimit, messages.snippetCodeTooLarge);

const filename = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v.length <= 255, messages.snippetFilenameTooLong);

const language = z
  .string({ error: messages.snippetLanguageRequired })
  .trim()
  .refine((v) => isLanguage(v), messages.snippetLanguageRequired);

/** POST /snippet/item: create a snippet with its first code item, or rename one (snippetId). */
export const snippetSaveSchema = z
  .object({
    listingId: optionalId,
    snippetId: optionalId,
    snippetTitle: z.string({ error: messages.snippetTitleRequired }).trim().min(1, messages.snippetTitleRequired).max(200, messages.snippetTitleTooLong),
    language,
    snippetCode: code,
    snippetFilename: filename,
  })
  .superRefine((v, ctx) => {
    if (!v.snippetId && !v.listingId) ctx.addIssue({ code: 'custom', message: messages.snippetListRequired, path: ['listingId'] });
  });
export type SnippetSave = z.infer<typeof snippetSaveSchema>;
/** What a client sends (before the schema's trimming and defaults). */
export type SnippetSaveBody = z.input<typeof snippetSaveSchema>;

/** POST /snippet/save/{snippetId}: update a code item (codeId) or add one. */
export const codeItemSaveSchema = z.object({
  codeId: optionalId,
  snippetCode: code,
  snippetFilename: filename,
  language,
});
export type CodeItemSave = z.infer<typeof codeItemSaveSchema>;
export type CodeItemSaveBody = z.input<typeof codeItemSaveSchema>;

/** A snippet as lists show it; `parent` is its snippet list. */
export interface Snippet {
  _id: string;
  snippetTitle: string;
  snippetLanguage: string;
  languageName: string;
  listingId: string;
  parent: Listing | null;
  createdAt: string;
  updatedAt: string;
}

/** One file of a snippet (spec-features §3, snippet code item). */
export interface CodeItem {
  _id: string;
  snippetCode: string;
  snippetFilename: string;
  snippetLanguage: string;
  mimeType: string;
  createdAt: string;
  updatedAt: string;
}

export interface SnippetWithItems extends Snippet {
  snippetItems: CodeItem[];
}

/** GET /snippet/list/{id}. */
export interface SnippetDetail {
  snippet: Snippet;
  snippetItems: CodeItem[];
}

/** GET /snippet/{listingid}/items/{page}[/search/{term}]; `snippet` is the list (null for all). */
export interface SnippetPage {
  snippet: Listing | null;
  snippets: Snippet[];
  totalItems: number;
  totalPages: number;
  /** Ancestors of the list, root first; empty for all lists or a list at the root. */
  breadcrumb: BreadcrumbEntry[];
  currentPage: number;
}

/** GET /snippet/lists: the user's snippet lists, for choosing where a new snippet goes. */
export interface SnippetListRef {
  _id: string;
  listingName: string;
}
