import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import de from '../../../i18n/locales/de.json';
import { messages } from '../../../../shared/messages.js';
import { linkFormMessageKeys, translateMessage } from './linkFormText.js';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): string | undefined => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof found === 'string' ? found : undefined;
};
const tIn = (tree: Tree) => ((key: string) => lookup(tree, key) ?? key) as unknown as TFunction;

describe('the link form in the reader’s language', () => {
  it("en.json holds each of the schema's English messages verbatim, so English output is unchanged", () => {
    for (const [text, key] of linkFormMessageKeys) expect(lookup(en, key), key).toBe(text);
  });

  it('puts a known message in German and leaves an unknown one as it came', () => {
    expect(translateMessage(tIn(de), messages.linkNeedsUrl)).toBe('Bitte geben Sie eine externe oder eine lokale URL ein, oder wählen Sie eine Seite.');
    expect(translateMessage(tIn(de), 'Something the server said.')).toBe('Something the server said.');
  });
});
