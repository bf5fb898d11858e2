import { describe, expect, it } from 'vitest';
import { duration, passphraseStrength } from './passphraseStrength.js';

const level = (passphrase: string) => passphraseStrength(passphrase).level;

describe('passphraseStrength', () => {
  it('rates nothing, and repeats and runs, as weak', () => {
    expect(passphraseStrength('')).toMatchObject({ level: 'weak', bits: 0 });
    for (const passphrase of ['aaaaaaaaaaaaaaaa', '1234567890123', 'abcdefghijklmnop', 'qwerqwerqwerqwer']) expect(level(passphrase), passphrase).toBe('weak');
  });

  it('reads look-alike digits and symbols as letters: "Tr0ub4dor&3" is a word and two characters', () => {
    const strength = passphraseStrength('Tr0ub4dor&3');
    expect(strength.level).toBe('weak');
    expect(strength.bits).toBeLessThan(30);
  });

  it('counts words as words from a common vocabulary, not as their letters', () => {
    // 28 letters would be 130 bits as random characters; four common words are about 44.
    expect(passphraseStrength('correct horse battery staple')).toMatchObject({ level: 'fair', bits: 44 });
    expect(passphraseStrength('correcthorsebatterystaple').bits).toBe(44);
    expect(level('correct horse battery staple orange')).toBe('strong');
    expect(level('correct horse battery staple orange violin')).toBe('very-strong');
  });

  it('rates random characters of every kind by their length', () => {
    expect(level('x7#Kq9!pLm2@vB4z')).toBe('very-strong');
    // Eight random characters of all four kinds (52 bits) take thousands of years at this work factor.
    expect(passphraseStrength('x7#Kq9!p')).toMatchObject({ level: 'strong', bits: 52 });
    expect(level('x7#Kq9')).toBe('weak');
  });

  it('says how long a well-equipped attacker would need, and what to do', () => {
    expect(passphraseStrength('kitchen table passphrase').hint).toBe('Someone making 10,000 guesses a second would need about 4 days to find it. Use four or more unrelated words.');
    expect(passphraseStrength('correct horse battery staple orange violin').hint).toMatch(/would need thousands of years|millions of years/);
  });
});

describe('duration', () => {
  it.each([
    [30, 'less than a minute'],
    [120, 'about 2 minutes'],
    [3600, 'about 1 hour'],
    [86_400 * 3.5, 'about 3 days'],
    [31_557_600 * 27.9, 'about 27 years'],
    [31_557_600 * 5000, 'thousands of years'],
    [31_557_600 * 2e6, 'millions of years'],
  ])('%d seconds read as "%s"', (seconds, text) => {
    expect(duration(seconds, 1)).toBe(text);
  });
});
