import { z } from 'zod';
import { isWebUrl, normaliseUrl } from './urls.js';
import { messages } from '../messages.js';
import { iconSchema, type Icon } from './icons.js';
import { flag, optionalId } from './ids.js';
import { homeDisplaySchema, type HomeDisplay, type HomeSettings } from './home.js';

export const listingTypes = ['category', 'link', 'todo', 'snippet', 'stream'] as const;
export type ListingType = (typeof listingTypes)[number];

/** Editor kinds in routes (/manage/listing/save/{kind}) and save calls (/listing/save/{kind}). */
export const listingKinds = ['folder', 'link', 'todo', 'snippet'] as const;
export type ListingKind = (typeof listingKinds)[number];
export const kindToType: Record<ListingKind, ListingType> = { folder: 'category', link: 'link', todo: 'todo', snippet: 'snippet' };

export interface ListingIntegration {
  _id: string;
  appId: string;
  autoRefreshAfter: number;
  alwaysShowDetailedView: boolean;
  /** Config with password fields removed; never carries secrets. */
  config: Record<string, unknown>;
  /** In the edit form only: the self-signed certificates trusted (SHA-256), the first address's and each origin's. */
  tls?: { selfSigned: boolean; fingerprint: string | null; pins?: Record<string, string> };
}

export interface Listing {
  _id: string;
  listingType: ListingType;
  listingName: string;
  listingUrl: string | null;
  localUrl: string | null;
  /** A link's note shown on its card; null when it has none (and for other kinds). */
  description: string | null;
  listingIcon: Icon | null;
  inSidebar: boolean;
  onFeatured: boolean;
  /** A folder's look on Home (issue 44): 'tile' or 'section'; always 'tile' for other kinds. */
  homeDisplay: HomeDisplay;
  parentId: string | null;
  sortOrder: number;
  integration: ListingIntegration | null;
  createdAt: string;
  updatedAt: string;
}

export interface BreadcrumbEntry {
  id: string;
  listingName: string;
}

export interface FolderList {
  items: Listing[];
  parentFolder: Listing | null;
  breadcrumb: BreadcrumbEntry[];
  /** Home only (issue 44): the children of featured folders shown as sections, and the user's home settings. */
  sectionItems?: Listing[];
  home?: HomeSettings;
}

export interface PageRef {
  _id: string;
  pageTitle: string;
}

export interface ListingDetail {
  listing: Listing | null;
  integrations: unknown[];
  pages: PageRef[];
}

const name = z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields).max(200, 'The name is too long (200 characters at most).');
const icon = z.unknown().optional().transform((v, ctx) => {
  const parsed = iconSchema.safeParse(v);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: messages.selectIcon });
    return z.NEVER;
  }
  return parsed.data;
});

const common = {
  listingId: optionalId,
  parentId: optionalId,
  showInSidebar: flag,
  showOnFeatured: flag,
};

export const folderSaveSchema = z.object({ ...common, folderName: name, folderIcon: icon, homeDisplay: homeDisplaySchema });
export type FolderSave = z.infer<typeof folderSaveSchema>;

export const todoListSaveSchema = z.object({ ...common, todoName: name, todoIcon: icon });
export type TodoListSave = z.infer<typeof todoListSaveSchema>;

export const snippetListSaveSchema = z.object({ ...common, snippetName: name, snippetIcon: icon });
export type SnippetListSave = z.infer<typeof snippetListSaveSchema>;

export const pageLinkPattern = /^\/p\/([A-Za-z0-9_-]{1,100})$/;

/** True for an absolute http(s) URL with a host that Hearth would store (see urls.ts). */
export function isHttpUrl(value: string): boolean {
  return isWebUrl(value);
}

const optionalText = z
  .string()
  .max(2048, 'The URL is too long (2048 characters at most).')
  .nullish()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''));

/** A certificate's SHA-256 fingerprint as Node prints it (AB:CD:…, 32 bytes). */
export const fingerprintPattern = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

export const linkIntegrationSchema = z
  .object({
    package: z.string().trim().min(1).max(200),
    config: z.record(z.string(), z.unknown()).default({}),
    /** Trust the link's own self-signed certificate: the one with `fingerprint`, seen at Test connection. */
    selfSigned: z.boolean().optional(),
    fingerprint: z.string().regex(fingerprintPattern).nullish(),
    /** Certificates a test saw on the app's other https addresses, by origin (https://host:443). */
    pins: z
      .record(z.string().max(300), z.string().regex(fingerprintPattern))
      .refine((pins) => Object.keys(pins).length <= 20)
      .optional(),
  })
  .nullish()
  .catch(null);

/** Longest description a link keeps; importers cut longer ones to this. */
export const maxDescriptionLength = 500;

/**
 * A link's description, trimmed. Absent (a client of the original API, which has none) leaves a
 * saved description as it is; null or empty text removes it.
 */
export const descriptionSchema = z
  .string({ error: messages.descriptionInvalid })
  .max(maxDescriptionLength * 4, messages.descriptionTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : (v ?? '').trim()))
  .refine((v) => v === undefined || v.length <= maxDescriptionLength, messages.descriptionTooLong);

export const linkSaveSchema = z
  .object({
    ...common,
    linkName: name,
    linkIcon: icon,
    linkURL: optionalText,
    localUrl: optionalText,
    description: descriptionSchema,
    integration: z.preprocess((v) => (v === 'undefined' || v === 'null' || v === '' ? null : v), linkIntegrationSchema),
  })
  .superRefine((v, ctx) => {
    if (!v.linkURL && !v.localUrl) {
      ctx.addIssue({ code: 'custom', message: messages.linkNeedsUrl, path: ['linkURL'] });
      return;
    }
    if (v.linkURL && !isHttpUrl(v.linkURL) && !pageLinkPattern.test(v.linkURL)) {
      ctx.addIssue({ code: 'custom', message: messages.linkUrlInvalid, path: ['linkURL'] });
    }
    if (v.localUrl && !isHttpUrl(v.localUrl)) {
      ctx.addIssue({ code: 'custom', message: messages.localUrlInvalid, path: ['localUrl'] });
    }
  })
  // Stored and used as the parser's normalised href, never the text as typed.
  .transform((v) => ({
    ...v,
    linkURL: v.linkURL && !pageLinkPattern.test(v.linkURL) ? (normaliseUrl(v.linkURL) ?? v.linkURL) : v.linkURL,
    localUrl: v.localUrl ? (normaliseUrl(v.localUrl) ?? v.localUrl) : v.localUrl,
  }));
export type LinkSave = z.infer<typeof linkSaveSchema>;

export const reorderSchema = z.object({
  items: z.array(z.string().min(1).max(100), { error: messages.reorderItemsInvalid }).max(10_000),
});
export type ReorderBody = z.infer<typeof reorderSchema>;
