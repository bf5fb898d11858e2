import { languageList } from './language-list.js';

/** A language a code item can be written in (spec-features §3, language catalogue). */
export interface Language {
  /** Stored with snippets and code items, e.g. "javascript"; "disptext" is plain text. */
  value: string;
  name: string;
  /** With its dot (".js"), or '' when files of this kind have none. */
  extension: string;
  mime: string;
  /** The @codemirror/language-data description that highlights it, or null for plain text. */
  mode: string | null;
}

export const plainText = 'disptext';
export const defaultDownloadName = 'Snippet';

export const languages = languageList;

const byValue = new Map(languages.map((language) => [language.value, language]));

export function isLanguage(value: string): boolean {
  return byValue.has(value);
}

/** The catalogue entry of a value; an unknown value reads as plain text. */
export function languageOf(value: string | null | undefined): Language {
  return byValue.get(value ?? '') ?? (byValue.get(plainText) as Language);
}

const unsafeInFilename = '\\/:*?"<>|';

/**
 * The name a code item downloads as (spec-features §9): its file name, or "Snippet", plus the
 * language's extension, unless the name already ends with it ("main.py" stays "main.py").
 * Characters no file system accepts become "_".
 */
export function downloadFilename(filename: string | null | undefined, language: string): string {
  const base =
    [...(filename ?? '').trim()].map((ch) => (unsafeInFilename.includes(ch) || ch < ' ' ? '_' : ch)).join('') || defaultDownloadName;
  const { extension } = languageOf(language);
  if (!extension || base.toLowerCase().endsWith(extension.toLowerCase())) return base;
  return base + extension;
}
