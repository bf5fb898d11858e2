import { z } from 'zod';
import { homeDisplays } from './home.js';
import { iconSchema } from './icons.js';
import { maxDescriptionLength } from './listings.js';
import { isKnownScrypt } from './kdf.js';
import { todoPriorities } from './todos.js';
import { transferMessages as m } from '../messages.js';

/**
 * A user's own export (issue 28 item 3): their folders, links, todo and snippet lists with their
 * items, their pages, widgets and feeds, as one JSON file. No secrets: integration keys (the apps' password
 * fields) and cameras (credentials in their addresses) are left out; 2FA entries and calendars only
 * when the user asks, sealed with a passphrase of their own (scrypt + AES-256-GCM).
 */
export const transferFormat = 'hearth-export';
/** The largest export file an import reads. */
export const maxTransferBytes = 20 * 1024 * 1024;
export const maxTransferItems = 200_000;
/** An uploaded icon travels up to 512 KB (as base64), all of them up to 8 MB. */
export const maxTransferImageBase64 = Math.ceil((512 * 1024 * 4) / 3) + 4;
export const maxTransferImagesBase64 = 8 * 1024 * 1024;

const id = z.string().min(1).max(100);
const text = (max: number) => z.string().max(max);

export const transferListingSchema = z.object({
  id,
  parentId: id.nullable(),
  type: z.enum(['category', 'link', 'todo', 'snippet']),
  name: text(500),
  /** Checked again when imported (shared URL rules); a link whose address fails is skipped and said. */
  url: text(4096).nullable(),
  localUrl: text(4096).nullable(),
  /** A link's description (issue 41); exports made before it have none. */
  description: text(maxDescriptionLength).nullish(),
  icon: z.unknown().nullable(),
  /**
   * A link's integration (issue 41): its app, refresh settings and every setting but the app's
   * password fields (its keys), which never leave; exports made before it have none.
   */
  integration: z
    .object({
      appId: text(200),
      appName: text(200),
      autoRefreshAfter: z.number().int().min(0).max(2_147_483_647),
      alwaysShowDetailedView: z.boolean(),
      config: z.record(z.string().max(200), z.union([z.string().max(20_000), z.number(), z.boolean()])),
    })
    .nullish(),
  /**
   * A link's container (issue 42): its Docker host by name (ids differ between installs) and the
   * container's name, or a label selector; exports made before it have none.
   */
  container: z.object({ host: text(100).nullable(), name: text(200).nullable(), label: text(400).nullable() }).nullish(),
  inSidebar: z.boolean(),
  onFeatured: z.boolean(),
  /** A folder's look on Home (issue 44); exports made before it have none (a tile). */
  homeDisplay: z.enum(homeDisplays).nullish(),
  sortOrder: z.number().int(),
});
export type TransferListing = z.infer<typeof transferListingSchema>;

export const transferTodoSchema = z.object({
  listId: id,
  text: text(10_000),
  completed: z.boolean(),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  priority: z.union(todoPriorities.map((p) => z.literal(p)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]),
});

export const transferSnippetSchema = z.object({
  listId: id,
  title: text(500),
  language: text(100),
  items: z.array(z.object({ filename: text(500), code: text(1024 * 1024), language: text(100) })).max(100),
});

/**
 * A widget (issue 44): its place (null: Home; else a page's id where it was exported, mapped to
 * that page's copy), its kind and settings, checked again against the kind's schema when imported.
 */
export const transferWidgetSchema = z.object({
  pageId: id.nullable(),
  kind: text(100),
  config: z.record(z.string().max(200), z.unknown()),
  position: z.number().int(),
});
export type TransferWidget = z.infer<typeof transferWidgetSchema>;

/** A followed feed (issue 44): its address and the name the user gave it; its items are fetched anew. */
export const transferFeedSchema = z.object({ url: text(4096), title: text(500).nullable() });
export type TransferFeed = z.infer<typeof transferFeedSchema>;

export const transferPageSchema = z.object({
  /** The page's id where it was exported, so a link to it (/p/<id>) finds its copy; older exports have none. */
  id: id.optional(),
  title: text(500),
  /** HTML: sanitised again when imported, as every page save is. */
  content: text(5 * 1024 * 1024),
  published: z.boolean(),
});

/** Opened only with scrypt settings Hearth writes: a file's own numbers could ask for gigabytes. */
export const sealedTransferSchema = z
  .object({
    kdf: z.literal('scrypt'),
    N: z.number().int(),
    r: z.number().int(),
    p: z.number().int(),
    salt: z.string().max(100),
    nonce: z.string().max(100),
    tag: z.string().max(100),
    sealed: z.string().max(4 * 1024 * 1024),
  })
  .refine(isKnownScrypt, { error: m.unknownSeal, path: ['N'] });
export type SealedTransfer = z.infer<typeof sealedTransferSchema>;

export const transferDocumentSchema = z.object({
  format: z.literal(transferFormat, { error: m.notAnExport }),
  formatVersion: z.literal(1, { error: m.newerExport }),
  exportedAt: z.string().max(100),
  hearthVersion: z.string().max(100),
  listings: z.array(transferListingSchema).max(maxTransferItems, m.tooMany),
  todos: z.array(transferTodoSchema).max(maxTransferItems, m.tooMany),
  snippets: z.array(transferSnippetSchema).max(maxTransferItems, m.tooMany),
  pages: z.array(transferPageSchema).max(10_000, m.tooMany),
  /** 2FA entries as otpauth:// URLs with names and icons, sealed; null when not included. */
  totp: sealedTransferSchema.nullable(),
  /** Widgets on Home and on the pages (issue 44); exports made before them have none. */
  widgets: z.array(transferWidgetSchema).max(10_000, m.tooMany).optional(),
  /** Feeds followed (issue 44); exports made before them have none. */
  feeds: z.array(transferFeedSchema).max(10_000, m.tooMany).optional(),
  /**
   * Calendars added (iCal, CalDAV; issue 44), sealed like the 2FA entries with the same passphrase:
   * an iCal address carries its access token and a CalDAV account its password. Null or absent
   * when not included.
   */
  calendars: sealedTransferSchema.nullish(),
  /**
   * The user's own uploaded icons that the listings show, by file name, base64: they travel with
   * the file and are uploaded again (checked and re-encoded) where it is imported.
   */
  images: z.record(z.string().max(100), z.string().max(maxTransferImageBase64)).optional(),
});
export type TransferDocument = z.infer<typeof transferDocumentSchema>;

/** The calendars inside `calendars`, once opened; each is checked again as the calendar form checks it. */
export const transferCalendarEntriesSchema = z
  .array(z.object({ kind: text(20), name: text(500), url: text(4096), username: text(500).nullable(), password: text(2000).nullable() }))
  .max(1_000);
export type TransferCalendarEntry = z.infer<typeof transferCalendarEntriesSchema>[number];

/** The 2FA entries inside `totp`, once opened. */
export const transferTotpEntriesSchema = z.array(z.object({ serviceName: text(200), accountName: text(200), serviceIcon: iconSchema.nullable(), uri: text(2048) })).max(10_000);

const passphrase = z.string().max(200, m.passphraseTooLong);

/** POST /transfer/export: with `includeTotp` or `includeCalendars`, a passphrase of 8 characters or more seals them. */
export const transferExportSchema = z
  .object({ includeTotp: z.boolean().default(false), includeCalendars: z.boolean().default(false), passphrase: passphrase.optional() })
  .superRefine((v, ctx) => {
    if ((v.includeTotp || v.includeCalendars) && (v.passphrase ?? '').length < 8) ctx.addIssue({ code: 'custom', message: m.passphraseTooShort, path: ['passphrase'] });
  });
export type TransferExportBody = z.input<typeof transferExportSchema>;

/** POST /transfer/preview and /transfer/import: the export file's text, and its passphrase when it holds 2FA entries. */
export const transferImportSchema = z.object({
  file: z.string({ error: m.chooseFile }).min(1, m.chooseFile).max(maxTransferBytes, m.tooLarge),
  passphrase: passphrase.optional(),
});
export type TransferImportBody = z.input<typeof transferImportSchema>;

export interface TransferCounts {
  folders: number;
  links: number;
  todoLists: number;
  snippetLists: number;
  todos: number;
  snippets: number;
  pages: number;
  totp: number;
  icons: number;
  widgets: number;
  feeds: number;
  calendars: number;
}

/** What an import adds (or, for a preview, would add), what it merged or skipped, and why. */
export interface TransferResult {
  added: TransferCounts;
  /** Folders and lists of the same name and place that the import fills instead of repeating. */
  merged: number;
  /** Items already there (same address, text or title in the same place), left as they are. */
  skipped: number;
  /** Items that could not be imported, each with the reason (the first 50). */
  problems: string[];
  /** The export holds 2FA entries, sealed: a passphrase opens them. */
  hasTotp: boolean;
  /** The export holds calendars, sealed with the same passphrase. */
  hasCalendars: boolean;
}
