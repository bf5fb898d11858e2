/**
 * How hard a passphrase is to guess, estimated from what it is made of: length, kinds of
 * characters, runs and repeats, and words. It is an estimate, not a promise: it knows no list of
 * leaked passwords, so it errs low (words count as words from a common vocabulary, not as
 * letters). Each guess at a Hearth backup costs one scrypt derivation (128 MiB, half a second to
 * a second of one core), so the levels are set by how long a well-equipped attacker would need.
 */
export type StrengthLevel = 'weak' | 'fair' | 'strong' | 'very-strong';

export interface Strength {
  level: StrengthLevel;
  /** log2 of the guesses an attacker who knows this kind of passphrase needs. */
  bits: number;
  label: string;
  hint: string;
}

/** A word picked from a vocabulary of about 2,000 common words. */
const bitsPerWord = 11;

/** Characters from the kinds present: lower and upper case, digits, ASCII symbols and space, anything else. */
function poolSize(chars: string[]): number {
  const kinds = [
    { test: /[a-z]/, size: 26 },
    { test: /[A-Z]/, size: 26 },
    { test: /[0-9]/, size: 10 },
    { test: /[ -/:-@[-`{-~]/, size: 33 },
    // eslint-disable-next-line no-control-regex
    { test: /[^\x00-\x7f]/, size: 100 },
  ];
  return kinds.reduce((sum, kind) => sum + (chars.some((c) => kind.test.test(c)) ? kind.size : 0), 0);
}

/** The shortest piece the whole is a repetition of ("abcabc" → "abc"). */
function repeatedUnit(chars: string[]): string[] {
  for (let size = 1; size <= chars.length / 2; size++) {
    if (chars.length % size !== 0) continue;
    if (chars.every((c, i) => c === chars[i % size])) return chars.slice(0, size);
  }
  return chars;
}

/** Characters that add little: a repeat of the one before, or the next in a run ("abc", "321"). */
function effectiveLength(chars: string[]): number {
  let length = 0;
  for (let i = 0; i < chars.length; i++) {
    const here = chars[i]!.codePointAt(0)!;
    const before = i > 0 ? chars[i - 1]!.codePointAt(0)! : null;
    const predictable = before !== null && Math.abs(here - before) <= 1;
    length += predictable ? 0.2 : 1;
  }
  return length;
}

function characterBits(chars: string[]): number {
  const unit = repeatedUnit(chars);
  return effectiveLength(unit) * Math.log2(Math.max(poolSize(unit), 1));
}

/** Digits and symbols people put for letters ("p4ssw0rd"), read back as the letters. */
const lookalikes: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i' };

/**
 * The passphrase as words and the rest: a run of four or more letters (look-alikes read as
 * letters) costs what vocabulary words cost (plus a bit for a capital and each look-alike) when
 * that is less than its letters; other characters cost what characters cost.
 */
function wordBits(chars: string[]): number {
  let bits = 0;
  let run: string[] = [];
  let rest: string[] = [];
  const endRun = () => {
    if (run.length >= 4) {
      const extras = (/\p{Lu}/u.test(run[0]!) ? 1 : 0) + run.filter((c) => lookalikes[c] !== undefined).length;
      // Words run together ("correcthorse") are still words: about one per seven letters.
      const words = Math.max(1, Math.round(run.length / 7));
      bits += Math.min(words * bitsPerWord + extras, characterBits(run));
    } else rest.push(...run);
    run = [];
  };
  for (const c of chars) {
    if (/\p{L}/u.test(c) || (lookalikes[c] !== undefined && run.length > 0)) run.push(c);
    else {
      endRun();
      rest.push(c);
    }
  }
  endRun();
  // Separators between words add next to nothing; other characters count as characters.
  rest = rest.filter((c) => !/[\s\-_.]/.test(c));
  return bits + (rest.length > 0 ? characterBits(rest) : 0);
}

/** How long guessing takes, as parts a screen puts into words in its language. */
export type Duration =
  | { kind: 'lessThanMinute' }
  | { kind: 'thousandsOfYears' }
  | { kind: 'millionsOfYears' }
  | { kind: 'about'; count: number; unit: 'minute' | 'hour' | 'day' | 'year' };

/** Roughly how long `guesses` take at `perSecond`. */
export function durationParts(guesses: number, perSecond: number): Duration {
  const seconds = guesses / perSecond;
  const steps: [number, 'minute' | 'hour' | 'day' | 'year'][] = [
    [60, 'minute'],
    [3600, 'hour'],
    [86_400, 'day'],
    [31_557_600, 'year'],
  ];
  if (seconds < 60) return { kind: 'lessThanMinute' };
  if (seconds >= 31_557_600 * 1e6) return { kind: 'millionsOfYears' };
  if (seconds >= 31_557_600 * 1000) return { kind: 'thousandsOfYears' };
  const [size, unit] = steps.findLast(([size]) => seconds >= size)!;
  return { kind: 'about', count: Math.floor(seconds / size), unit };
}

/** Roughly how long `guesses` take at `perSecond`, in English words. */
export function duration(guesses: number, perSecond: number): string {
  const parts = durationParts(guesses, perSecond);
  if (parts.kind === 'lessThanMinute') return 'less than a minute';
  if (parts.kind === 'millionsOfYears') return 'millions of years';
  if (parts.kind === 'thousandsOfYears') return 'thousands of years';
  return `about ${parts.count.toLocaleString('en')} ${parts.unit}${parts.count === 1 ? '' : 's'}`;
}

/** A well-equipped attacker: many machines guessing at once, each guess one scrypt derivation. */
export const attackerGuessesPerSecond = 10_000;

export function passphraseStrength(passphrase: string): Strength {
  const chars = Array.from(passphrase.normalize('NFC'));
  const bits = Math.floor(Math.min(characterBits(chars), wordBits(chars)));
  // Half the possibilities, on average, before the right one.
  const time = duration(2 ** bits / 2, attackerGuessesPerSecond);
  const found = `Someone making ${attackerGuessesPerSecond.toLocaleString('en')} guesses a second would need ${time} to find it.`;
  if (bits < 40) return { level: 'weak', bits, label: 'Weak', hint: `${found} Use four or more unrelated words.` };
  if (bits < 50) return { level: 'fair', bits, label: 'Fair', hint: `${found} Another word or two makes it far harder.` };
  if (bits < 60) return { level: 'strong', bits, label: 'Strong', hint: found };
  return { level: 'very-strong', bits, label: 'Very strong', hint: found };
}
