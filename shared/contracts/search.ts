import { z } from 'zod';
import { messages } from '../messages.js';

/** Longest query the palette sends and the server reads. */
export const searchQueryMaxLength = 200;
/** Most results one search answers, over all kinds. */
export const searchResultLimit = 40;

/** What a palette result is; listings split by their type so each gets its own group and action. */
export const searchKinds = ['link', 'folder', 'todoList', 'snippetList', 'camera', 'todo', 'snippet', 'page', 'device', 'totp', 'user'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** GET /api/v1/search?q= : one string; anything else (q given twice, an object) is refused. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: messages.searchQueryInvalid })
    .optional()
    .transform((q) => (q ?? '').slice(0, searchQueryMaxLength)),
});

/** One result. Nothing secret: 2FA entries carry names only, camera URLs are left out. */
export interface SearchHit {
  kind: SearchKind;
  /** The item's own id (a listing, todo item, snippet, page, device, 2FA entry or account). */
  id: string;
  title: string;
  /** A second line: a link's host, a todo's list, an account name, a device's address. */
  detail: string;
  /** A link's URL, for Enter and Ctrl+Enter. */
  url: string | null;
  /** A link's local URL, for Alt+Enter. */
  localUrl: string | null;
  /** The list or folder the item is in, when it has one. */
  parentId: string | null;
  /** A todo item's state. */
  completed: boolean;
  /** A device that wakes on LAN. */
  canWake: boolean;
}

export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
}

/** The web search engines the palette offers when nothing of the user's matches. */
export const webEngines = ['duckduckgo', 'google', 'startpage', 'searxng', 'custom'] as const;
export type WebEngine = (typeof webEngines)[number];

/** GET and POST /api/v1/settings/web-search. */
export interface WebSearchChoice {
  engine: WebEngine;
  /** The SearXNG instance, or the custom engine's URL with `%s` where the query goes. */
  url: string;
}

/**
 * What is wrong with a search URL the user typed, or null:
 * - format characters (\p{Cf}: bidi controls such as U+202E, zero-width ones such as U+200B,
 *   soft hyphens) show nothing or reorder the text, so the URL shown is not the URL opened;
 * - a backslash is not a URL character (RFC 3986 writes it %5C), and browsers read it as "/" in
 *   http(s) URLs, so `https://a.example\b.example/` opens a.example;
 * - else it must be an http(s) URL once `%s` stands for a query, with no spaces or controls.
 */
function searchUrlProblem(value: string, invalid: string): string | null {
  if (/\p{Cf}/u.test(value)) return messages.webSearchUrlHidden;
  if (value.includes('\\')) return messages.webSearchUrlBackslash;
  return isSearchUrl(value) ? null : invalid;
}

function isSearchUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value.replaceAll('%s', 'q'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const webSearchSchema = z
  .object({
    engine: z.enum(webEngines, { error: messages.webSearchEngineUnknown }),
    url: z
      .string({ error: messages.webSearchUrlInvalid })
      .trim()
      .max(500, messages.webSearchUrlInvalid)
      .optional()
      .transform((url) => url ?? ''),
  })
  .superRefine((v, ctx) => {
    const problem =
      v.engine === 'searxng'
        ? searchUrlProblem(v.url, messages.webSearchUrlInvalid)
        : v.engine === 'custom'
          ? (searchUrlProblem(v.url, messages.webSearchTemplateInvalid) ?? (v.url.includes('%s') ? null : messages.webSearchTemplateInvalid))
          : null;
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, path: ['url'] });
  })
  .transform((v): WebSearchChoice => ({ engine: v.engine, url: v.engine === 'searxng' || v.engine === 'custom' ? v.url : '' }));
