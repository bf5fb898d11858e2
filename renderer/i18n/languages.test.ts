import { describe, expect, it } from 'vitest';
import { matchLanguage, pickLanguage, textDirection } from './languages.js';

describe('pickLanguage', () => {
  it('prefers the stored choice', () => {
    expect(pickLanguage('ja', ['de-DE', 'en'])).toBe('ja');
  });
  it('ignores a stored code it has no catalogue for', () => {
    expect(pickLanguage('xx', ['fr-CA'])).toBe('fr');
  });
  it("takes the first of the browser's languages it has", () => {
    expect(pickLanguage(null, ['sw', 'nl-BE', 'de'])).toBe('nl');
    expect(pickLanguage(null, ['pt-PT'])).toBe('pt-BR');
    expect(pickLanguage(null, ['zh-Hans-CN'])).toBe('zh-CN');
  });
  it('falls back to English', () => {
    expect(pickLanguage(null, [])).toBe('en');
    expect(pickLanguage(null, ['sw', 'ko'])).toBe('en');
  });
});

describe('matchLanguage and textDirection', () => {
  it('matches case-insensitively', () => {
    expect(matchLanguage('PT-br')).toBe('pt-BR');
    expect(matchLanguage('ar-EG')).toBe('ar');
  });
  it('mirrors Arabic and Hebrew only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
    expect(textDirection('ja')).toBe('ltr');
  });
});
