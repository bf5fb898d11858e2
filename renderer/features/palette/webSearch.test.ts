import { describe, expect, it } from 'vitest';
import { prefixedSearch, webSearch } from './webSearch.js';

describe('webSearch', () => {
  it('uses the chosen engine with the query encoded', () => {
    expect(webSearch('cats & dogs', { engine: 'duckduckgo', url: '' })).toEqual({ name: 'DuckDuckGo', href: 'https://duckduckgo.com/?q=cats%20%26%20dogs' });
    expect(webSearch('x', { engine: 'google', url: '' })?.href).toBe('https://www.google.com/search?q=x');
    expect(webSearch('x', { engine: 'startpage', url: '' })?.href).toBe('https://www.startpage.com/do/search?q=x');
    expect(webSearch('x y', { engine: 'searxng', url: 'https://searx.home.arpa/' })?.href).toBe('https://searx.home.arpa/search?q=x%20y');
    expect(webSearch('x', { engine: 'custom', url: 'https://kagi.com/search?q=%s' })?.href).toBe('https://kagi.com/search?q=x');
  });

  it('falls back to DuckDuckGo when a SearXNG or custom URL is unusable', () => {
    expect(webSearch('x', { engine: 'custom', url: 'javascript:alert(%s)' })?.name).toBe('DuckDuckGo');
    expect(webSearch('x', { engine: 'custom', url: 'https://no-placeholder.example' })?.name).toBe('DuckDuckGo');
    expect(webSearch('x', { engine: 'searxng', url: '' })?.name).toBe('DuckDuckGo');
  });

  it('reads !g, !yt, !gh and !ddg prefixes before the engine', () => {
    expect(prefixedSearch('!yt lofi beats')).toEqual({ name: 'YouTube', href: 'https://www.youtube.com/results?search_query=lofi%20beats' });
    expect(prefixedSearch('!gh hearth')?.href).toBe('https://github.com/search?q=hearth');
    expect(webSearch('!G cats', { engine: 'duckduckgo', url: '' })?.name).toBe('Google');
    expect(webSearch('!ddg cats', { engine: 'google', url: '' })?.name).toBe('DuckDuckGo');
    expect(prefixedSearch('!zz cats')).toBeNull();
    expect(prefixedSearch('!g')).toBeNull();
    expect(webSearch('   ', { engine: 'google', url: '' })).toBeNull();
  });
});
