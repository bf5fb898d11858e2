import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/locales/en.json';
import de from '../../i18n/locales/de.json';
import { agoText, durationText, healthSummary, latencyText, percent } from './healthText.js';
import { healthWords } from './healthWords.js';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ resources: { en: { translation: en }, de: { translation: de } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } }));

describe('health words', () => {
  const words = () => healthWords(i18n.getFixedT('en'), 'en-US');
  const now = Date.parse('2030-01-01T12:00:00Z');

  it('are healthText exactly in English', () => {
    for (const ratio of [1, 0.99999, 0.5, 0.123, null]) expect(words().percent(ratio)).toBe(percent(ratio));
    for (const ms of [42, 999, 1500, 12_345, null]) expect(words().latency(ms)).toBe(latencyText(ms));
    for (const iso of ['2030-01-01T11:59:50Z', '2030-01-01T11:55:00Z', '2030-01-01T09:00:00Z', '2029-12-25T12:00:00Z', null]) expect(words().ago(iso, now)).toBe(agoText(iso, now));
    for (const ms of [10_000, 5 * 60_000, 60 * 60_000, 65 * 60_000, 50 * 3_600_000, 72 * 3_600_000]) expect(words().duration(ms)).toBe(durationText(ms));
    const down = { health: 'down' as const, uptime24h: 0.9, message: 'No answer within 10 seconds.' };
    expect(words().summary(down, (text) => text)).toBe(healthSummary(down));
    expect(words().summary({ health: 'up', uptime24h: null, message: null }, (text) => text)).toBe('Up');
    expect(words().slot(null, new Date(now))).toMatch(/–.*: no checks$/);
    expect(words().slot(1, new Date(now))).toMatch(/–.*: 100% up$/);
  });

  it('speak German with German numbers', () => {
    const german = healthWords(i18n.getFixedT('de'), 'de-DE');
    expect(german.percent(0.5)).toMatch(/^50,0\s%$/u);
    expect(german.latency(1500)).toBe('1,5 s');
    expect(german.ago('2030-01-01T11:55:00Z', now)).toBe('vor 5 Min.');
    expect(german.health('down')).toBe(de.monitoring.health.down);
  });
});
