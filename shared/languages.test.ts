import { describe, expect, it } from 'vitest';
import { LanguageDescription } from '@codemirror/language';
import { languages as codemirrorLanguages } from '@codemirror/language-data';
import { downloadFilename, languageOf, languages, plainText } from './languages.js';

describe('the language catalogue', () => {
  it('holds about 250 languages, each value once', () => {
    expect(languages.length).toBeGreaterThanOrEqual(240);
    expect(new Set(languages.map((l) => l.value)).size).toBe(languages.length);
  });

  it('has plain text as disptext, without an extension or highlighting', () => {
    expect(languageOf(plainText)).toEqual({ value: 'disptext', name: 'Plain Text', extension: '', mime: 'text/plain', mode: null });
  });

  it('gives every entry a name, a mime type and an extension that starts with a dot (or none)', () => {
    for (const l of languages) {
      expect(l.name.length, l.value).toBeGreaterThan(0);
      expect(l.mime, l.value).toMatch(/^[a-z]+\/[\w.+-]+$/);
      expect(l.extension === '' || /^\.[\w.+-]+$/.test(l.extension), l.value).toBe(true);
    }
  });

  it('names only highlighting modes that @codemirror/language-data has', () => {
    for (const l of languages.filter((entry) => entry.mode !== null)) {
      const found = LanguageDescription.matchLanguageName(codemirrorLanguages, l.mode ?? '', false);
      expect(found?.name, l.value).toBe(l.mode);
    }
  });

  it('reads an unknown value as plain text', () => {
    expect(languageOf('klingon').value).toBe(plainText);
  });
});

describe('downloadFilename', () => {
  it('is the file name plus the extension, "Snippet" when there is none', () => {
    expect(downloadFilename('deploy', 'bash')).toBe('deploy.sh');
    expect(downloadFilename('', 'python')).toBe('Snippet.py');
    expect(downloadFilename('  ', 'disptext')).toBe('Snippet');
    expect(downloadFilename('notes', 'disptext')).toBe('notes');
  });

  it('does not repeat an extension the name already has', () => {
    expect(downloadFilename('main.py', 'python')).toBe('main.py');
    expect(downloadFilename('App.TSX', 'tsx')).toBe('App.TSX');
  });

  it('replaces characters file systems refuse', () => {
    expect(downloadFilename('a/b:c*?', 'c')).toBe('a_b_c__.c');
  });
});
