import { recognise } from './recognise.js';

/** A language's `messages` section: entry → text with `{{n}}` placeholders. */
export type MessageSection = Readonly<Record<string, string>>;

const fill = (text: string, args: readonly string[]) => text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => args[Number(n)] ?? whole);

/**
 * An English message in `language`, from that language's section; the text itself when it is not
 * one of ours or the section has no entry for it (keys outside the translated subset stay English).
 */
export function translateWith(text: string, language: string, section: MessageSection | undefined): string {
  if (!section) return text;
  for (const { pattern, captures } of recognise(text)) {
    const args = pattern.args ? pattern.args.map((arg) => fill(arg, captures)) : captures;
    let translated: string | undefined;
    if (pattern.count === undefined) translated = section[pattern.entry];
    else {
      // English groups thousands with commas ("1,250"), which Number() does not read.
      const form = new Intl.PluralRules(language).select(Number((args[pattern.count] ?? '').replace(/,/g, '')));
      translated = section[`${pattern.entry}_${form}`] ?? section[`${pattern.entry}_other`];
    }
    if (translated !== undefined) return fill(translated, args);
  }
  return text;
}
