import { describe, expect, it } from 'vitest';
import { desktopLanguage } from './desktop-language.js';

describe('desktopLanguage', () => {
  it("takes the first of the OS's preferred languages Hearth has", () => {
    expect(desktopLanguage({ preferred: ['sw-KE', 'de-AT', 'fr-FR'], locale: 'en-US' })).toBe('de');
  });
  it('lands region and script variants on the nearest catalogue', () => {
    expect(desktopLanguage({ preferred: ['zh-Hans-CN'], locale: 'zh-CN' })).toBe('zh-CN');
    expect(desktopLanguage({ preferred: ['pt-PT'], locale: 'pt-PT' })).toBe('pt-BR');
    expect(desktopLanguage({ preferred: ['ar-EG'], locale: 'ar' })).toBe('ar');
    expect(desktopLanguage({ preferred: ['JA-jp'], locale: '' })).toBe('ja');
  });
  it('falls back to the app locale when the preferred list is empty or has none of ours', () => {
    expect(desktopLanguage({ preferred: [], locale: 'uk' })).toBe('uk');
    expect(desktopLanguage({ preferred: ['ko-KR'], locale: 'nl' })).toBe('nl');
  });
  it('falls back to English when the OS names nothing Hearth has', () => {
    expect(desktopLanguage({ preferred: ['ko-KR', 'th'], locale: 'ko' })).toBe('en');
    expect(desktopLanguage({ preferred: [], locale: '' })).toBe('en');
  });
});
