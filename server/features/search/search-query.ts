import { searchQueryMaxLength } from '../../../shared/contracts/search.js';

/** Most terms ANDed together; more add nothing but work. */
const maxTerms = 8;
/** Characters the indexes' unicode61 tokenizer keeps in a token: letters, digits, private use. */
const tokenChar = /[\p{L}\p{N}\p{Co}]/u;

/**
 * The searchable terms of what a person typed: separated by whitespace or control characters, each
 * holding at least one letter or digit (a term of only `*`, `"` or `(` would be an empty phrase),
 * lowercased. A control character is never part of a term: SQLite reads a NUL inside an FTS5
 * string as its end, which failed the whole query (issue 39 item 8).
 */
export function searchTerms(input: string): string[] {
  return input
    .slice(0, searchQueryMaxLength)
    .toLowerCase()
    .split(/[\s\p{Cc}]+/u)
    .filter((term) => tokenChar.test(term))
    .slice(0, maxTerms);
}

/** One term as an FTS5 string (inner quotes doubled), so `*`, `:`, `NEAR`, `OR`, `^` are text. */
export function quoted(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * The MATCH text for the palette: every term a quoted prefix phrase, ANDed. Nothing the person
 * typed reaches FTS5's syntax, so no input can fail the query or widen it past its scope.
 */
export function prefixMatch(terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => `${quoted(term)}*`).join(' ');
}

/**
 * Levenshtein distance with a ceiling: answers `limit + 1` as soon as the distance must exceed it,
 * which keeps scanning the index's vocabulary cheap.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits a term may be away from a word in the index: none for short terms, where noise wins. */
export function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}
