import { describe, expect, it } from 'vitest';
import { entryPlace, fileMode } from './path-rules.js';

const bound = { maxDepth: 4, maxNameBytes: 10, maxPathBytes: 30 };

describe('entryPlace', () => {
  it('strips the top folder and keeps the rest as parts', () => {
    expect(entryPlace('package/lib/index.js', 1, bound)).toEqual({ parts: ['lib', 'index.js'] });
    expect(entryPlace('package/./lib//a.js', 1, bound)).toEqual({ parts: ['lib', 'a.js'] });
    expect(entryPlace('app.js', 0, bound)).toEqual({ parts: ['app.js'] });
    expect(entryPlace('package/', 1, bound)).toEqual({ skip: true });
  });

  it.each(['package/../../etc/passwd', '../x', '/etc/passwd', 'package/a\\..\\..\\x', 'C:/Windows/x', 'package/a.js:stream', 'package/bad\u0000name', 'package/new\nline'])('refuses %j as unsafe', (raw) => {
    expect(entryPlace(raw, 1, bound)).toEqual({ unsafe: raw });
  });

  it('refuses paths deeper, names longer and paths longer than the bound (counted in UTF-8 bytes)', () => {
    expect(entryPlace('package/a/b/c/d', 1, bound)).toEqual({ parts: ['a', 'b', 'c', 'd'] });
    expect(entryPlace('package/a/b/c/d/e', 1, bound)).toEqual({ tooLong: 'package/a/b/c/d/e' });
    expect(entryPlace('package/abcdefghij', 1, bound)).toEqual({ parts: ['abcdefghij'] });
    expect(entryPlace('package/abcdefghijk', 1, bound)).toEqual({ tooLong: 'package/abcdefghijk' });
    expect(entryPlace('package/ééééé', 1, bound)).toEqual({ parts: ['ééééé'] });
    expect(entryPlace('package/éééééé', 1, bound)).toEqual({ tooLong: 'package/éééééé' });
    expect(entryPlace('package/aaaaaaaaa/bbbbbbbbb/cccccccccc', 1, bound)).toEqual({ parts: ['aaaaaaaaa', 'bbbbbbbbb', 'cccccccccc'] });
    expect(entryPlace('package/aaaaaaaa/bbbbbbbb/cccccccc/dddddddd', 1, bound)).toEqual({ tooLong: 'package/aaaaaaaa/bbbbbbbb/cccccccc/dddddddd' });
  });
});

describe('fileMode', () => {
  it.each([
    [0o644, 0o644],
    [0o600, 0o644],
    [0o666, 0o644],
    [0o755, 0o755],
    [0o777, 0o755],
    [0o700, 0o755],
    [0o4755, 0o755],
    [0o2755, 0o755],
    [0o1777, 0o755],
    [0o7777, 0o755],
    [0o4644, 0o644],
  ])('writes a file the archive gives mode %o as %o (no setuid, setgid or sticky bit)', (given, written) => {
    expect(fileMode(given)).toBe(written);
  });
});
