import { maxFolderDepth } from '../../../shared/constants.js';
import { maxImportLinks } from '../../../shared/contracts/imports.js';
import { maxDescriptionLength } from '../../../shared/contracts/listings.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { importMessages } from '../../../shared/messages.js';

/** A Homepage widget as the file has it: its type, address and the other plain values. */
export interface RawWidget {
  type: string;
  url: string | null;
  values: Record<string, string | number | boolean>;
}

export interface ParsedLink {
  name: string;
  url: string;
  widget: RawWidget | null;
  /** The file's description of the link, cleaned (issue 41). */
  description: string | null;
  /** The file's icon reference as written (icon-refs.ts reads it). */
  iconRef: unknown;
}

/** What a file may say about a link beside its name and address. */
export interface LinkExtras {
  description?: unknown;
  icon?: unknown;
}

export interface ParsedFolder {
  name: string;
  links: ParsedLink[];
  folders: ParsedFolder[];
}

export interface ParsedImport {
  folders: ParsedFolder[];
  warnings: string[];
}

/** Parts of a file nested deeper than this are not read at all (a hostile file's recursion stops here). */
export const maxReadDepth = 200;
const maxNameLength = 200;
const maxWarnings = 50;

/**
 * A listing name from untrusted text: control characters and runs of white space become one
 * space, the ends are trimmed and the length capped. Markup stays as text: it is stored and
 * rendered escaped, never interpreted.
 */
export function cleanName(raw: unknown, fallback: string): string {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  return [...(clean || fallback)].slice(0, maxNameLength).join('');
}

/** A description from untrusted text: cleaned like a name, cut to what a link keeps; null for none. */
export function cleanDescription(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = raw.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  return clean ? [...clean].slice(0, maxDescriptionLength).join('') : null;
}

/**
 * Collects the folders and links a parser finds, with the rules every format shares: sibling
 * folders of the same name are one folder, folders nest at most maxFolderDepth deep (deeper
 * ones pour into their ancestor at that depth), every address goes through normaliseUrl (a
 * javascript: link is left out with a warning), and at most maxImportLinks links are taken.
 */
export class TreeBuilder {
  private readonly folders: ParsedFolder[] = [];
  private readonly depths = new WeakMap<ParsedFolder, number>();
  private readonly warningList: string[] = [];
  private extraWarnings = 0;
  private links = 0;

  /** `looseLinks`: the root folder for links that sit outside any folder in the file. */
  constructor(private readonly looseLinks: string) {}

  /** The folder `name` inside `parent` (null: the root), made once per name. */
  folder(parent: ParsedFolder | null, rawName: unknown): ParsedFolder {
    const depth = parent ? (this.depths.get(parent) ?? 1) + 1 : 1;
    if (parent && depth > maxFolderDepth) {
      this.warn(importMessages.tooDeep(maxFolderDepth));
      return parent;
    }
    const name = cleanName(rawName, 'Untitled folder');
    const siblings = parent ? parent.folders : this.folders;
    const existing = siblings.find((f) => f.name === name);
    if (existing) return existing;
    const made: ParsedFolder = { name, links: [], folders: [] };
    this.depths.set(made, depth);
    siblings.push(made);
    return made;
  }

  /** Adds a link to `folder` (null: the loose-links folder) if its address is a web address. */
  link(folder: ParsedFolder | null, rawName: unknown, rawUrl: unknown, widget: RawWidget | null = null, extras: LinkExtras = {}): void {
    const urlText = typeof rawUrl === 'string' ? rawUrl : '';
    const name = cleanName(rawName, urlText ? cleanName(urlText, 'Untitled link') : 'Untitled link');
    if (!urlText.trim()) return this.warn(importMessages.urlMissing(name));
    const url = normaliseUrl(urlText);
    if (url === null) return this.warn(importMessages.urlRefused(name));
    if (this.links >= maxImportLinks) return this.warn(importMessages.tooManyItems(maxImportLinks));
    this.links += 1;
    const description = cleanDescription(extras.description);
    (folder ?? this.folder(null, this.looseLinks)).links.push({ name, url, widget, description, iconRef: extras.icon });
  }

  /** Each distinct warning once; past maxWarnings only counted. */
  warn(text: string): void {
    if (this.warningList.includes(text)) return;
    if (this.warningList.length >= maxWarnings) this.extraWarnings += 1;
    else this.warningList.push(text);
  }

  result(): ParsedImport {
    const more = this.extraWarnings > 0 ? [`…and ${this.extraWarnings} more ${this.extraWarnings === 1 ? 'warning' : 'warnings'}.`] : [];
    return { folders: this.folders, warnings: [...this.warningList, ...more] };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
