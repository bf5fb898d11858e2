import { describe, expect, it } from 'vitest';
import { ftsQuery } from './search-query.js';

describe('ftsQuery', () => {
  it('quotes every term as a phrase, ANDed, the last one a prefix', () => {
    expect(ftsQuery('docker  compose')).toBe('"docker" "compose"*');
  });

  it('doubles double quotes so a term cannot close its phrase', () => {
    expect(ftsQuery('say("hi")')).toBe('"say(""hi"")"*');
    expect(ftsQuery('"docker')).toBe('"""docker"*');
  });

  it('keeps FTS5 operators and column filters as plain text', () => {
    expect(ftsQuery('a OR b NOT c')).toBe('"a" "OR" "b" "NOT" "c"*');
    expect(ftsQuery('NEAR(x y) title:secret ^start -flag')).toBe('"NEAR(x" "y)" "title:secret" "^start" "-flag"*');
  });

  it('drops terms with nothing searchable and answers null when none is left', () => {
    expect(ftsQuery('* ( ) " - ^ : .*')).toBeNull();
    expect(ftsQuery('   ')).toBeNull();
    expect(ftsQuery('docker *')).toBe('"docker"*');
  });

  it('reads letters and digits of every script', () => {
    expect(ftsQuery('café 東京 42')).toBe('"café" "東京" "42"*');
  });

  it('bounds the work: 200 characters and 12 terms at most', () => {
    expect(ftsQuery('x'.repeat(500))).toBe(`"${'x'.repeat(200)}"*`);
    expect(ftsQuery(Array.from({ length: 30 }, (_, i) => `t${i}`).join(' '))?.split(' ')).toHaveLength(12);
  });
});
