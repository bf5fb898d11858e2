import { describe, expect, it } from 'vitest';
import { dockerMessages, discoveryMessages, integrationMessages, monitorMessages } from '../../../shared/messages.js';
import de from '../locales/de.json';
import ja from '../locales/ja.json';
import { groupMessage, placeholder, template, type GroupMessageKey, type TranslatedKey } from './messageCatalogue.js';
import { translatedMessages } from './messageSubset.js';
import { translateWith, type MessageSection } from './translate.js';

const groupKeys = (translatedMessages as readonly TranslatedKey[]).filter((key): key is GroupMessageKey => key.includes('.'));
const samples = ['Value', 7];

describe("other groups' messages (group.key)", () => {
  it('names only messages that exist and are one template (a branching one stays English)', () => {
    const wrong = groupKeys.filter((key) => {
      const message = groupMessage(key);
      if (typeof message === 'string') return false;
      if (typeof message !== 'function') return true;
      const render = message as (...a: unknown[]) => string;
      return samples.some((sample) => {
        const args = Array.from({ length: render.length }, () => sample);
        let text: string;
        try {
          text = render(...args);
        } catch {
          return false; // a sample of the wrong type for this parameter
        }
        return args.reduce<string>((out, arg, i) => out.split(placeholder(i)).join(String(arg)), template(render)) !== text;
      });
    });
    expect(wrong).toEqual([]);
  });

  it('translates a group constant and a group template, and leaves an untranslated one English', () => {
    const section = de.messages as MessageSection;
    expect(translateWith(dockerMessages.hostSaved, 'de', section)).toBe('Docker-Host gespeichert.');
    expect(translateWith(dockerMessages.timedOut('tcp://nas:2376', 5), 'de', section)).toBe('Die Docker-Engine unter tcp://nas:2376 hat nicht innerhalb von 5 s geantwortet.');
    expect(translateWith(integrationMessages.builtinsNoMatch('plex'), 'ja', ja.messages as MessageSection)).toBe('「plex」に一致する組み込みの連携はありません。');
    expect(translateWith(discoveryMessages.labelsPassedOver('web', ['a', 'b']), 'de', section)).toBe(discoveryMessages.labelsPassedOver('web', ['a', 'b']));
  });
});

// A message of another group (monitorMessages) is translated from its `group.key` entry.
describe("other groups' messages", () => {
  it('translate a text and a template of monitorMessages', () => {
    expect(translateWith(monitorMessages.tcpOpen, 'de', de.messages as MessageSection)).toBe('Der Port ist offen.');
    expect(translateWith(monitorMessages.timedOut(10), 'ja', ja.messages as MessageSection)).toBe('10 秒以内に応答がありません。');
    expect(translateWith(monitorMessages.httpStatus(503, 200, 299), 'de', de.messages as MessageSection)).toBe('Antwort HTTP 503, erwartet 200–299.');
  });

  it('leave a message outside the translated subset in English', () => {
    expect(translateWith(monitorMessages.mqttAccepted, 'de', de.messages as MessageSection)).toBe(monitorMessages.mqttAccepted);
  });
});
