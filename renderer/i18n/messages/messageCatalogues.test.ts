import { describe, expect, it } from 'vitest';
import { languages } from '../languages.js';
import { englishEntries } from './messageCatalogue.js';
import { translatedMessages } from './messageSubset.js';

type Section = Record<string, unknown>;

// Every catalogue's `messages` section (English has none: shared/messages.ts is its catalogue).
const files = import.meta.glob<{ messages?: Section }>('../locales/*.json', { eager: true, import: 'default' });
const sectionOf = (code: string) => files[`../locales/${code}.json`]?.messages;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
// Other groups' translated messages (monitorMessages…) are entries `group.key` of the same section.
const english = englishEntries(translatedMessages);
const placeholders = (text: string) => [...new Set(text.match(/\{\{\d+\}\}/g) ?? [])].sort();

/** The entries a language must have: a plural group (`_one`/`_other` in English) takes the language's own plural forms. */
function expectedEntries(code: string): Set<string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const entries = new Set<string>();
  for (const entry of english.keys()) {
    if (!pluralSuffix.test(entry)) entries.add(entry);
    else for (const c of categories) entries.add(entry.replace(pluralSuffix, `_${c}`));
  }
  return entries;
}

/**
 * A translation carries the English values: the same placeholders. In a plural form the count may
 * be left out where the language says it in words ("the item", "نتيجة واحدة").
 */
function placeholdersFit(entry: string, text: string): boolean {
  const own = placeholders(text);
  if (!pluralSuffix.test(entry)) return own.join() === placeholders(english.get(entry) ?? '').join();
  const all = placeholders(english.get(entry.replace(pluralSuffix, '_other')) ?? '');
  const withoutCount = placeholders(english.get(entry.replace(pluralSuffix, '_one')) ?? '');
  return own.every((p) => all.includes(p)) && withoutCount.every((p) => own.includes(p));
}

describe('message catalogues', () => {
  it('lists 150 or more messages, each one of shared/messages.ts once', () => {
    expect(new Set(translatedMessages).size).toBe(translatedMessages.length);
    expect(translatedMessages.length).toBeGreaterThanOrEqual(150);
  });

  it("lists other groups' messages (group.key) each a text of shared/messages.ts", () => {
    for (const [entry, text] of englishEntries(translatedMessages.filter((key) => key.includes('.')))) expect(text, entry).not.toBe('undefined');
  });

  it('leaves English to shared/messages.ts', () => {
    expect(sectionOf('en')).toBeUndefined();
  });

  for (const { code } of languages.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const section = sectionOf(code) ?? {};
      const expected = expectedEntries(code);
      it('has exactly the translated subset', () => {
        expect([...expected].filter((e) => !(e in section)), `entries missing from ${code}.json messages`).toEqual([]);
        expect(Object.keys(section).filter((e) => !expected.has(e)), `entries in ${code}.json messages outside the subset`).toEqual([]);
      });
      it('has a non-empty text for each, with the English placeholders', () => {
        const wrong = Object.entries(section).filter(([entry, text]) => typeof text !== 'string' || text.trim() === '' || !placeholdersFit(entry, text));
        expect(wrong.map(([entry]) => entry), `texts in ${code}.json messages that are empty or whose {{n}} differ from English`).toEqual([]);
      });
    });
  }
});
