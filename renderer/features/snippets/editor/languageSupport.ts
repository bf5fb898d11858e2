import { LanguageDescription, type LanguageSupport } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { languageOf } from '../../../../shared/languages.js';

/**
 * The highlighting of a catalogue language, loaded on first use: @codemirror/language-data
 * imports each language package as its own chunk, and loads it once.
 */
export async function loadLanguageSupport(value: string): Promise<LanguageSupport | null> {
  const mode = languageOf(value).mode;
  if (!mode) return null;
  const description = LanguageDescription.matchLanguageName(languages, mode, false);
  if (!description) return null;
  try {
    return await description.load();
  } catch {
    // A chunk that fails to load (server restarted on a new build) leaves the code plain.
    return null;
  }
}
