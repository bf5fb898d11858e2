import { domainToUnicode } from 'node:url';
import { maxFolderDepth } from '../../../shared/constants.js';
import { maxImportLinks } from '../../../shared/contracts/imports.js';
import { maxDescriptionLength } from '../../../shared/contracts/listings.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { importMessages } from '../../../shared/messages.js';
import { unresolvedVariables } from './homepage-variables.js';
import type { ParsedHealth } from './import-health.js';

/** A Homepage widget as the file has it: its type, address and the other plain values. */
export interface RawWidget {
  type: string;
  url: string | null;
  values: Record<string, string | number | boolean>;
  /** The whole widget as read, for mappings that need its lists and objects (Custom API). */
  raw: Record<string, unknown>;
}

export interface ParsedLink {
  name: string;
  url: string;
  /** The file's widgets in its order; the first that maps to an installed built-in is used. */
  widgets: RawWidget[];
  /** The file's description of the link, cleaned (issue 41). */
  description: string | null;
  /** The file's icon reference as written (icon-refs.ts reads it). */
  iconRef: unknown;
  /** A picture the file carries itself as a `data:` URL (a browser's favicon); it wins over iconRef. */
  embeddedIcon: string | null;
  /** Its place among its folder's links and subfolders, as the file has them (issue 41 item 8). */
  position: number;
  /** The file's status check on the entry, offered as a health check (issue 41 item 3). */
  health: ParsedHealth | null;
  /** The container the entry names (Homepage's `server` and `container`), bound when Hearth has that Docker host (issue 42). */
  container: ContainerRef | null;
}

/** A Docker host (Hearth's id or name) and a container name on it. */
export interface ContainerRef {
  server: string;
  name: string;
}

/** What a file may say about a link beside its name and address. */
export interface LinkExtras {
  description?: unknown;
  icon?: unknown;
  embeddedIcon?: string | null;
  health?: ParsedHealth | null;
  container?: ContainerRef | null;
}

export interface ParsedFolder {
  name: string;
  links: ParsedLink[];
  folders: ParsedFolder[];
  /** Its place among its parent's links and subfolders, as the file has them. */
  position: number;
}

export interface ParsedImport {
  folders: ParsedFolder[];
  warnings: string[];
  /** Homepage variables the file refers to (`HOMEPAGE_VAR_…`), in the order first met. */
  variables: string[];
}

/** Parts of an entry Hearth does not carry, each said once with the entries that had it. */
export const droppedParts = {
  target: '“Open in” targets',
  docker: 'Docker container links (server, container)',
  keywords: 'Search keywords (keywords)',
  abbr: 'Letter icons (abbr)',
} as const;
export type DroppedPart = keyof typeof droppedParts;

/** An address whose port is a word (Homepage's docs write `http://host.or.ip:port`). */
export function hasPlaceholderPort(url: string): boolean {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url.trim())?.[1];
  if (!authority) return false;
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/^\[[^\]]*\]/, '');
  const colon = host.lastIndexOf(':');
  return colon >= 0 && !/^\d*$/.test(host.slice(colon + 1));
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
  /** Each folder's next position (null: the root), one count for its links and subfolders together. */
  private readonly positions = new Map<ParsedFolder | null, number>();
  private readonly warningList: string[] = [];
  private extraWarnings = 0;
  private links = 0;
  private readonly droppedNames = new Map<DroppedPart, string[]>();
  /** The variables the file refers to, set by a parser that reads them (Homepage). */
  variables: string[] = [];

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
    const made: ParsedFolder = { name, links: [], folders: [], position: this.nextPosition(parent) };
    this.depths.set(made, depth);
    siblings.push(made);
    return made;
  }

  /** Adds a link to `folder` (null: the loose-links folder) if its address is a web address. */
  link(folder: ParsedFolder | null, rawName: unknown, rawUrl: unknown, widgets: RawWidget[] = [], extras: LinkExtras = {}): void {
    const urlText = typeof rawUrl === 'string' ? rawUrl : '';
    const name = linkName(rawName, rawUrl);
    if (!urlText.trim()) return this.warn(importMessages.urlMissing(name));
    const missing = unresolvedVariables(urlText, this.variables);
    if (missing.length > 0) return this.warn(importMessages.urlNeedsVariable(name, missing));
    if (hasPlaceholderPort(urlText)) return this.warn(importMessages.urlPlaceholderPort(name));
    const url = normaliseUrl(urlText);
    if (url === null) return this.warn(importMessages.urlRefused(name));
    if (this.links >= maxImportLinks) return this.warn(importMessages.tooManyItems(maxImportLinks));
    this.links += 1;
    const description = cleanDescription(extras.description);
    const target = folder ?? this.folder(null, this.looseLinks);
    target.links.push({ name, url, widgets, description, iconRef: extras.icon, embeddedIcon: extras.embeddedIcon ?? null, position: this.nextPosition(target), health: extras.health ?? null, container: extras.container ?? null });
  }

  private nextPosition(parent: ParsedFolder | null): number {
    const position = this.positions.get(parent) ?? 0;
    this.positions.set(parent, position + 1);
    return position;
  }

  /** Notes that the entry `rawName` had a part Hearth does not carry (said once per part). */
  dropped(part: DroppedPart, rawName: unknown, rawUrl?: unknown): void {
    const names = this.droppedNames.get(part) ?? [];
    const name = linkName(rawName, rawUrl);
    if (!names.includes(name)) names.push(name);
    this.droppedNames.set(part, names);
  }

  /** Each distinct warning once; past maxWarnings only counted. */
  warn(text: string): void {
    if (this.warningList.includes(text)) return;
    if (this.warningList.length >= maxWarnings) this.extraWarnings += 1;
    else this.warningList.push(text);
  }

  result(): ParsedImport {
    for (const [part, names] of this.droppedNames) this.warn(importMessages.notCarried(droppedParts[part], names));
    this.droppedNames.clear();
    const more = this.extraWarnings > 0 ? [`…and ${this.extraWarnings} more ${this.extraWarnings === 1 ? 'warning' : 'warnings'}.`] : [];
    return { folders: this.folders, warnings: [...this.warningList, ...more], variables: this.variables };
  }
}

/**
 * A link's name, or its address when it has none, as the preview and warnings show it; an
 * international host name in that address is shown in Unicode, not punycode (the stored
 * address keeps the punycode the URL parser writes).
 */
function linkName(rawName: unknown, rawUrl: unknown): string {
  const urlText = typeof rawUrl === 'string' ? rawUrl : '';
  return cleanName(rawName, urlText ? cleanName(unicodeHost(urlText), 'Untitled link') : 'Untitled link');
}

/** `text` with a punycode host name (`xn--…`) written in Unicode; otherwise as it is. */
export function unicodeHost(text: string): string {
  let host: string;
  try {
    host = new URL(text.trim()).hostname;
  } catch {
    return text;
  }
  if (!/(^|\.)xn--/i.test(host)) return text;
  const unicode = domainToUnicode(host);
  const at = text.toLowerCase().indexOf(host);
  return unicode && at >= 0 ? text.slice(0, at) + unicode + text.slice(at + host.length) : text;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
