import { z } from 'zod';
import { importMessages } from '../messages.js';

/** What Hearth imports from: the dashboards people run today and browsers' bookmark exports. */
export const importFormats = ['homepage', 'dashy', 'homarr', 'bookmarks'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importFormatLabels: Record<ImportFormat, string> = {
  homepage: 'Homepage (services.yaml)',
  dashy: 'Dashy (conf.yml)',
  homarr: 'Homarr board (JSON)',
  bookmarks: 'Browser bookmarks (HTML)',
};

/** Short names used in messages ("This does not read as a Dashy file"). */
export const importFormatNames: Record<ImportFormat, string> = { homepage: 'Homepage', dashy: 'Dashy', homarr: 'Homarr', bookmarks: 'bookmarks' };

/** The largest file (of each file, in characters) an import reads. */
export const maxImportChars = 2 * 1024 * 1024;
export const maxImportLabel = '2 MB';
/** The most links one import adds; the rest are left out with a warning. */
export const maxImportLinks = 5000;

/** A Homepage variable's name as its configs write it: {{HOMEPAGE_VAR_NAME}} or {{HOMEPAGE_FILE_NAME}}. */
export const homepageVariableName = /^HOMEPAGE_(VAR|FILE)_[A-Za-z0-9_]+$/;
const maxVariables = 200;
const maxVariableChars = 20_000;

const fileText = z
  .string({ error: importMessages.empty })
  .max(maxImportChars, importMessages.tooLarge(maxImportLabel));

/** The body of both the preview and the import: the same text, parsed again on confirm. */
export const importRequestSchema = z.object({
  format: z.enum(importFormats, { error: importMessages.chooseFormat }),
  text: fileText.refine((v) => v.trim().length > 0, importMessages.empty),
  /** Homepage keeps bookmarks in a second file, bookmarks.yaml. */
  bookmarks: fileText.optional(),
  /** Keys and passwords in widgets are imported (sealed) only when the user ticks this. */
  includeKeys: z.boolean({ error: 'includeKeys must be true or false.' }).default(false),
  /** Values the user typed for the file's `{{HOMEPAGE_VAR_…}}` / `{{HOMEPAGE_FILE_…}}` references. */
  variables: z
    .record(z.string().regex(homepageVariableName, importMessages.variableName), z.string().max(maxVariableChars, importMessages.variableTooLong(maxVariableChars)))
    .refine((v) => Object.keys(v).length <= maxVariables, importMessages.tooManyVariables(maxVariables))
    .default({}),
  /** Icons that are not in the offline set are downloaded (once each) only when the user ticks this. */
  fetchIcons: z.boolean({ error: 'fetchIcons must be true or false.' }).default(false),
  /** The file's status checks become health checks on the imported links unless the user unticks this. */
  healthChecks: z.boolean({ error: 'healthChecks must be true or false.' }).default(true),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importKeyStates = ['none', 'withheld', 'included'] as const;
export type ImportKeyState = (typeof importKeyStates)[number];

export interface ImportLinkPreview {
  name: string;
  url: string;
  /** A built-in integration the link gets, and what became of the file's key for it. */
  integration: { appId: string; appName: string; keys: ImportKeyState } | null;
  /** Why the import leaves this entry out (it is shown, not added); null: it is added. */
  leftOut: string | null;
  /** The file's description of the link, cut to the length a link keeps. */
  description: string | null;
  /** Where the link's icon comes from: the offline brand set, a download on import, the picture the file carries, or the generic icon. */
  icon: ImportIconPreview;
  /** Its place among its folder's links and subfolders as the file has them; the import stores them in this order. */
  position: number;
  /** The file's status check on this entry, as the health check the import adds; null: the file has none. */
  health: ImportHealthPreview | null;
  /** The container the link is bound to (Homepage's server and container, or a discovered container); null: none. */
  container: ImportContainerPreview | null;
}

/** A Docker container a link is bound to: its card shows the container's state and health (issue 42). */
export interface ImportContainerPreview {
  /** The Docker host's id. */
  host: string;
  hostName: string;
  name: string;
}

/** A status check in the file (Homepage siteMonitor/ping, Dashy statusCheck, Homarr's status checker) as a Hearth health check. */
export interface ImportHealthPreview {
  /** The file's own word for the check. */
  from: string;
  /** Always an HTTP check of the link's own address (a link's health check calls it). */
  kind: 'link';
  target: string;
  statusMin: number;
  statusMax: number;
  /** How it differs from the file's check, in plain words; null: it is the same check. */
  note: string | null;
  /** Why no health check is added for it; null: it is added. */
  leftOut: string | null;
}

export const importIconSources = ['brand', 'fetch', 'embedded', 'generic'] as const;
export interface ImportIconPreview {
  source: (typeof importIconSources)[number];
  /**
   * The brand icon's address, or the address a download would come from; null for the generic
   * icon and for a picture the file carries (it is stored on import, not sent back).
   */
  iconUrl: string | null;
}

export interface ImportFolderPreview {
  name: string;
  links: ImportLinkPreview[];
  folders: ImportFolderPreview[];
  /** Its place among its parent's links and subfolders (root folders: among the root folders). */
  position: number;
}

export interface ImportPreview {
  folders: ImportFolderPreview[];
  warnings: string[];
  /** Links, folders and integrations the import adds; leftOut: entries shown but not added. */
  counts: { folders: number; links: number; integrations: number; leftOut: number; healthChecks: number };
  /** The Homepage variables the file refers to, for the user to type their values. */
  variables: string[];
}

export interface ImportResult {
  message: string;
  added: { folders: number; links: number; healthChecks: number };
  skipped: number;
  warnings: string[];
}
