import { describe, expect, it } from 'vitest';
import { monitorMessages } from '../../../shared/messages.js';
import de from '../locales/de.json';
import ja from '../locales/ja.json';
import { translateWith, type MessageSection } from './translate.js';

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
