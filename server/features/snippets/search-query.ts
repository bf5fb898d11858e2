/** Longest search text read; the rest is ignored (a search box, not a document). */
const maxInput = 200;
/** Most terms ANDed together; more add nothing but work. */
const maxTerms = 12;
/** Characters the index's unicode61 tokenizer keeps in a token: letters, digits, private use. */
const tokenChar = /[\p{L}\p{N}\p{Co}]/u;

/**
 * Turns what a person typed into an FTS5 MATCH expression that can neither fail nor inject:
 * every whitespace-separated term becomes a quoted phrase (inner double quotes doubled), so
 * `*`, `(`, `:`, `^`, `-`, `NEAR`, `AND`/`OR`/`NOT` are plain text; the phrases are ANDed; the last
 * one matches as a prefix, so results follow typing. A term without a letter or digit would be an
 * empty phrase and is dropped. Null when nothing searchable is left.
 */
export function ftsQuery(input: string): string | null {
  const terms = input
    .slice(0, maxInput)
    .split(/\s+/)
    .filter((term) => tokenChar.test(term))
    .slice(0, maxTerms);
  if (terms.length === 0) return null;
  return terms.map((term, index) => `"${term.replaceAll('"', '""')}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
}
