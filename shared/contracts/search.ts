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
