import type { WebEngine, WebSearchChoice } from '../../../shared/contracts/search.js';

export const defaultWebSearch: WebSearchChoice = { engine: 'duckduckgo', url: '' };

const engineNames: Record<WebEngine, string> = { duckduckgo: 'DuckDuckGo', google: 'Google', startpage: 'Startpage', searxng: 'SearXNG', custom: 'your search engine' };

/** Templates with `%s` for the query, from each engine's documented search URL. */
const templates: Record<Exclude<WebEngine, 'searxng' | 'custom'>, string> = {
  duckduckgo: 'https://duckduckgo.com/?q=%s',
  google: 'https://www.google.com/search?q=%s',
  startpage: 'https://www.startpage.com/do/search?q=%s',
};

/** Bang prefixes as Dashy and Homarr users type them: `!g cats` searches Google for cats. */
const prefixes: Record<string, { name: string; template: string }> = {
  '!g': { name: 'Google', template: templates.google },
  '!ddg': { name: 'DuckDuckGo', template: templates.duckduckgo },
  '!yt': { name: 'YouTube', template: 'https://www.youtube.com/results?search_query=%s' },
  '!gh': { name: 'GitHub', template: 'https://github.com/search?q=%s' },
};

export interface WebSearch {
  /** Who searches: shown as "Search the web with …". */
  name: string;
  href: string;
}

function fill(template: string, query: string): string {
  return template.replaceAll('%s', encodeURIComponent(query));
}

/** A template that is an http(s) URL with a `%s`; anything else is no engine. */
function usableTemplate(template: string): boolean {
  if (!template.includes('%s')) return false;
  try {
    const url = new URL(template.replaceAll('%s', 'q'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The search a prefix asks for (`!yt lofi`), as typed; null when the text has no known prefix. */
export function prefixedSearch(text: string): WebSearch | null {
  const match = /^\s*(![a-z]+)\s+(\S.*)$/i.exec(text);
  if (!match) return null;
  const prefix = prefixes[match[1]!.toLowerCase()];
  return prefix ? { name: prefix.name, href: fill(prefix.template, match[2]!.trim()) } : null;
}

/** The web search for `text` with the user's engine (a known prefix wins); null for empty text. */
export function webSearch(text: string, choice: WebSearchChoice): WebSearch | null {
  const prefixed = prefixedSearch(text);
  if (prefixed) return prefixed;
  const query = text.trim();
  if (!query) return null;
  if (choice.engine === 'searxng') {
    const base = choice.url.trim().replace(/\/+$/, '');
    const template = `${base}/search?q=%s`;
    return usableTemplate(template) ? { name: engineNames.searxng, href: fill(template, query) } : fallback(query);
  }
  if (choice.engine === 'custom') {
    return usableTemplate(choice.url.trim()) ? { name: engineNames.custom, href: fill(choice.url.trim(), query) } : fallback(query);
  }
  return { name: engineNames[choice.engine], href: fill(templates[choice.engine], query) };
}

function fallback(query: string): WebSearch {
  return { name: engineNames.duckduckgo, href: fill(templates.duckduckgo, query) };
}
