import { describe, expect, it } from 'vitest';
import { integrationMessages, messages } from '../../../shared/messages.js';
import { branchedMessages, englishPatterns, placeholder, template, type MessageKey } from './messageCatalogue.js';
import { recognise } from './recognise.js';
import { translateWith } from './translate.js';

const de = {
  loginFailed: 'Anmeldung fehlgeschlagen. Bitte die Zugangsdaten prüfen.',
  paletteCodeCopied: 'Code für {{0}} kopiert.',
  deleteWithContents_one: '{{0}} samt dem Element darin löschen?',
  deleteWithContents_other: '{{1}} Elemente in {{0}} mit löschen?',
  integrationFieldRequired: '{{0}} ist erforderlich',
  siteNameRequired: 'Der Name der Seite ist erforderlich',
};

describe('translateWith', () => {
  it('translates a constant message', () => {
    expect(translateWith(messages.loginFailed, 'de', de)).toBe(de.loginFailed);
  });

  it('translates a message with a parameter, carrying the value over', () => {
    expect(translateWith(messages.paletteCodeCopied('NAS "Keller"'), 'de', de)).toBe('Code für NAS "Keller" kopiert.');
  });

  it('puts parameters where the translation wants them, in its own order', () => {
    expect(translateWith(messages.deleteWithContents('Media', 7), 'de', de)).toBe('7 Elemente in Media mit löschen?');
    expect(translateWith(messages.deleteWithContents('Media', 1), 'de', de)).toBe('Media samt dem Element darin löschen?');
  });

  it("picks the plural form of the language's own rules", () => {
    const pl = {
      paletteResultCount_none: 'Brak wyników.',
      paletteResultCount_one: '{{0}} wynik.',
      paletteResultCount_few: '{{0}} wyniki.',
      paletteResultCount_many: '{{0}} wyników.',
      paletteResultCount_other: '{{0}} wyniku.',
    };
    expect([0, 1, 3, 5, 22].map((n) => translateWith(messages.paletteResultCount(n), 'pl', pl))).toEqual([
      'Brak wyników.',
      '1 wynik.',
      '3 wyniki.',
      '5 wyników.',
      '22 wyniki.',
    ]);
  });

  it('passes a text through unchanged when it is none of ours', () => {
    expect(translateWith('Sonarr answered: queue is full', 'de', de)).toBe('Sonarr answered: queue is full');
  });

  it("leaves another group's message in English rather than half-translate it by a short template", () => {
    expect(translateWith(integrationMessages.nameRequired, 'de', de)).toBe(integrationMessages.nameRequired);
  });

  it('takes only digits for a count: "Search results." is not "{{0}} results."', () => {
    const section = { paletteResultCount_one: '{{0}} Ergebnis.', paletteResultCount_other: '{{0}} Ergebnisse.' };
    expect(translateWith('Search results.', 'de', section)).toBe('Search results.');
    expect(translateWith(messages.paletteResultCount(1250), 'de', section)).toBe('1250 Ergebnisse.');
  });

  it('passes a message through in English when the language has no entry for it, or no section', () => {
    expect(translateWith(messages.forbidden, 'de', de)).toBe(messages.forbidden);
    expect(translateWith(messages.loginFailed, 'de', undefined)).toBe(messages.loginFailed);
  });

  it('prefers the message with the longest literal text when several could match', () => {
    expect(translateWith(messages.siteNameRequired, 'de', de)).toBe(de.siteNameRequired);
    expect(translateWith(messages.integrationFieldRequired('API key'), 'de', de)).toBe('API key ist erforderlich');
    // "{{0}} is required" would also match; the Snippet template holds more of the text.
    expect(recognise(messages.paletteSnippetCopied('x'))[0]?.pattern.key).toBe('paletteSnippetCopied');
  });
});

const samples = [0, 1, 2, 7, 'Ab c', ''];
const keys = Object.keys(messages) as MessageKey[];

describe('the English catalogue', () => {
  it('recognises every constant message as itself', () => {
    const missed = keys.filter((key) => typeof messages[key] === 'string' && !recognise(messages[key] as string).some((r) => r.pattern.key === key));
    expect(missed).toEqual([]);
  });

  it('describes every function by its template, or lists it among the branched ones', () => {
    const undescribed = keys.filter((key) => {
      const render = messages[key];
      if (typeof render !== 'function' || key in branchedMessages) return false;
      const shape = template(render);
      return samples.some((sample) => {
        const args = Array.from({ length: render.length }, () => sample);
        let text: string;
        try {
          text = (render as (...a: unknown[]) => string)(...args);
        } catch {
          return false; // a sample of the wrong type for this parameter
        }
        return args.reduce<string>((out, arg, i) => out.split(placeholder(i)).join(String(arg)), shape) !== text;
      });
    });
    expect(undescribed, 'functions that branch: add them to branchedMessages').toEqual([]);
  });

  it('recognises every function message, filled in, as itself', () => {
    const stolen = keys.filter((key) => {
      const render = messages[key];
      if (typeof render !== 'function' || key in branchedMessages) return false;
      const text = (render as (...a: unknown[]) => string)(...Array.from({ length: render.length }, (_, i) => `Value ${i}`));
      return recognise(text)[0]?.pattern.key !== key;
    });
    expect(stolen).toEqual([]);
  });

  it('recognises each branch of a branched message with the values it carried', () => {
    expect(recognise(messages.paletteResultCount(0))[0]?.pattern.entry).toBe('paletteResultCount_none');
    expect(recognise(messages.totpImported(1))[0]?.captures).toEqual(['1']);
    expect(recognise(messages.cameraUnreadable(''))[0]?.pattern.entry).toBe('cameraUnreadable_plain');
    const all = englishPatterns().filter((p) => p.key in branchedMessages);
    // A plural form's count is one of the values handed on.
    const countless = all.filter((p) => p.count !== undefined && !(p.args ? p.args.length > p.count : p.english.includes(placeholder(p.count))));
    expect(countless).toEqual([]);
  });
});
