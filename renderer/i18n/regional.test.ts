import { describe, expect, it } from 'vitest';
import { regionalLocale } from './regional.js';

describe('regionalLocale', () => {
  it("keeps the browser's region for the language chosen", () => {
    expect(regionalLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(regionalLocale('de', ['en-US', 'de-AT'])).toBe('de-AT');
  });

  it('takes the chosen language when the browser has no form of it', () => {
    expect(regionalLocale('ja', ['en-US'])).toBe('ja');
    expect(regionalLocale('ar', [])).toBe('ar');
  });

  it('keeps a language that names its region unless the browser has that exact tag', () => {
    expect(regionalLocale('zh-CN', ['zh-TW'])).toBe('zh-CN');
    expect(regionalLocale('pt-BR', ['pt-BR'])).toBe('pt-BR');
    expect(regionalLocale('pt-BR', ['pt-PT'])).toBe('pt-BR');
  });
});
