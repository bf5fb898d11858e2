import { englishPatterns, placeholder, type MessagePattern } from './messageCatalogue.js';

/** A message recognised in an English text: which shape it has and the values it carried. */
export interface Recognised {
  pattern: MessagePattern;
  captures: string[];
}

interface Compiled {
  pattern: MessagePattern;
  regex: RegExp;
  /** The placeholder number of each capture group, in text order (a template may use {{1}} first). */
  order: number[];
  literal: number;
}

const placeholderSplit = /\{\{(\d+)\}\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: MessagePattern): Compiled {
  // split() with a group alternates literal, placeholder number, literal…
  const parts = pattern.english.split(placeholderSplit);
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  const literals = parts.filter((_, i) => i % 2 === 0);
  // A count is digits ("3", "1,250"): "{{0}} results." must not take "Search results." for a count.
  const countAt = pattern.count === undefined ? undefined : pattern.args ? pattern.args[pattern.count] : placeholder(pattern.count);
  const source = literals.map((literal, i) => (i === 0 ? '' : placeholder(order[i - 1]!) === countAt ? '(\\d[\\d,.]*)' : '([\\s\\S]*?)') + escape(literal)).join('');
  return { pattern, regex: new RegExp(`^${source}$`), order, literal: literals.join('').length };
}

interface Index {
  exact: Map<string, MessagePattern[]>;
  /** Longest literal text first: "Site name is required" beats "{{0}} is required". */
  templates: Compiled[];
}

let index: Index | null = null;

function build(): Index {
  const exact = new Map<string, MessagePattern[]>();
  const templates: Index['templates'] = [];
  for (const pattern of englishPatterns()) {
    if (!placeholderSplit.test(pattern.english)) {
      exact.set(pattern.english, [...(exact.get(pattern.english) ?? []), pattern]);
    } else {
      templates.push(compile(pattern));
    }
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/**
 * The messages an English text is, best first: every message with exactly this text, else the
 * template with the most literal text that matches (its parameters captured). Empty when the text
 * is none of ours (a service's own words, a name).
 */
export function recognise(text: string): Recognised[] {
  index ??= build();
  const exact = index.exact.get(text);
  if (exact) return exact.map((pattern) => ({ pattern, captures: [] }));
  for (const { pattern, regex, order } of index.templates) {
    const match = regex.exec(text);
    if (!match) continue;
    const captures: string[] = [];
    order.forEach((n, i) => (captures[n] = match[i + 1] ?? ''));
    return [{ pattern, captures }];
  }
  return [];
}
