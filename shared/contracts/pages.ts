import { z } from 'zod';
import { messages } from '../messages.js';
import { optionalId } from './ids.js';

/** A page holds up to 1 MB of HTML, counted in UTF-8 bytes. */
export const pageContentMaxBytes = 1024 * 1024;
export const pageActions = ['publish', 'unpublish'] as const;
export type PageAction = (typeof pageActions)[number];

function fitsPageLimit(text: string): boolean {
  if (text.length * 3 <= pageContentMaxBytes) return true;
  if (text.length > pageContentMaxBytes) return false;
  return new TextEncoder().encode(text).length <= pageContentMaxBytes;
}

/** POST /page/save: create (no pageId) or update; `publish` defaults to on for new pages. */
export const pageSaveSchema = z.object({
  pageId: optionalId,
  pageTitle: z.string({ error: messages.pageTitleRequired }).trim().min(1, messages.pageTitleRequired).max(200, messages.pageTitleTooLong),
  pageContent: z
    .string({ error: messages.pageContentInvalid })
    .nullish()
    .transform((v) => v ?? '')
    .refine(fitsPageLimit, messages.pageContentTooLarge),
  // Absent means on (new pages default to published); the original client may send strings.
  publish: z
    .unknown()
    .optional()
    .transform((v) => v === undefined || v === true || v === 'true' || v === '1' || v === 1),
});
export type PageSave = z.infer<typeof pageSaveSchema>;
export type PageSaveBody = z.input<typeof pageSaveSchema>;

/** A page in the list: no content. */
export interface PageSummary {
  _id: string;
  pageTitle: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Page extends PageSummary {
  pageContent: string;
}
