import { describe, expect, it } from 'vitest';
import { externalCards, homeCard, settingsSections } from '../features/settings/settingsSections.js';
import { languages } from './languages.js';

type Tree = { [key: string]: string | Tree };

// Every catalogue file, by its path: ./locales/de.json.
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** A catalogue's screen texts; its `messages` section has its own test (messages/messageCatalogues.test.ts). */
function read(code: string): Map<string, string> {
  const tree = files[`./locales/${code}.json`];
  if (!tree) throw new Error(`no catalogue locales/${code}.json`);
  return flatten(Object.fromEntries(Object.entries(tree).filter(([section]) => section !== 'messages')));
}
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: en's, except that a plural group (key_one, key_other in en) takes
 * the plural forms the language itself has (Japanese only _other, Arabic all six).
 */
function expectedKeys(en: Map<string, string>, code: string): Set<string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of en.keys()) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else for (const c of categories) keys.add(key.replace(pluralSuffix, `_${c}`));
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const en = read('en');

describe('catalogues', () => {
  it('has a file for each listed language and lists each file', () => {
    const codes = Object.keys(files).map((f) => f.replace(/^\.\/locales\/(.+)\.json$/, '$1')).sort();
    expect(codes).toEqual(languages.map((l) => l.code).sort());
  });

  for (const { code } of languages.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const catalogue = read(code);
      const expected = expectedKeys(en, code);
      it('has exactly the keys en has', () => {
        expect([...expected].filter((k) => !catalogue.has(k)), `keys missing from ${code}.json`).toEqual([]);
        expect([...catalogue.keys()].filter((k) => !expected.has(k)), `keys in ${code}.json that en.json lacks`).toEqual([]);
      });
      it('has no empty text', () => {
        expect([...catalogue].filter(([, v]) => v.trim() === '').map(([k]) => k), `empty texts in ${code}.json`).toEqual([]);
      });
      it("uses en's {{placeholders}} in each text", () => {
        const wrong = [...catalogue]
          .filter(([key, value]) => {
            const source = en.get(key) ?? en.get(key.replace(pluralSuffix, '_other')) ?? '';
            return placeholders(value).join() !== placeholders(source).join();
          })
          .map(([k]) => k);
        expect(wrong, `texts in ${code}.json whose {{placeholders}} differ from en.json`).toEqual([]);
      });
    });
  }

  it('en has no empty text', () => {
    expect([...en].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it("en holds the settings sections' English texts verbatim", () => {
    for (const section of [homeCard, ...settingsSections, ...externalCards]) {
      expect(en.get(`settings.sections.${section.id}.title`), section.id).toBe(section.title);
      expect(en.get(`settings.sections.${section.id}.description`), section.id).toBe(section.description);
    }
  });
});
