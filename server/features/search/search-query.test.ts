import { describe, expect, it } from 'vitest';
import { editDistance, prefixMatch, searchTerms, typoAllowance } from './search-query.js';

describe('prefixMatch', () => {
  it('quotes every term as a prefix phrase', () => {
    expect(prefixMatch(searchTerms('Plex  media'))).toBe('"plex"* "media"*');
  });

  it('keeps FTS5 syntax as text: quotes, stars, NEAR, column filters, operators', () => {
    expect(prefixMatch(searchTerms('"unbalanced name:x NEAR(a b) OR -c ^d'))).toBe('"""unbalanced"* "name:x"* "near(a"* "b)"* "or"* "-c"* "^d"*');
  });

  it('drops terms with no letter or digit and answers null when nothing is left', () => {
    expect(prefixMatch(searchTerms('* " ( ) :'))).toBeNull();
    expect(prefixMatch(searchTerms('nas *'))).toBe('"nas"*');
  });

  it('splits on control characters, so a NUL never reaches an FTS5 string', () => {
    expect(searchTerms('zephyr\u0000dash\u001bboard\u0007')).toEqual(['zephyr', 'dash', 'board']);
  });

  it('bounds the number of terms', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `t${i}`).join(' '))).toHaveLength(8);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions up to a ceiling', () => {
    expect(editDistance('jellyfin', 'jellyfin', 2)).toBe(0);
    expect(editDistance('jelyfin', 'jellyfin', 2)).toBe(1);
    expect(editDistance('jellyfni', 'jellyfin', 2)).toBe(2);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('allows no typo in short terms', () => {
    expect(typoAllowance('nas')).toBe(0);
    expect(typoAllowance('sonar')).toBe(1);
    expect(typoAllowance('portainerr')).toBe(2);
  });
});
