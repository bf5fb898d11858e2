import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { SnippetDetail, SnippetListRef, SnippetPage } from '../../../shared/contracts/snippets.js';
import { allSnippetLists } from '../../../shared/contracts/snippets.js';
import { get } from '../../api/client.js';

/** Query keys: every snippet list page starts with 'snippets', so one invalidation refreshes them all. */
export const snippetKeys = {
  pages: ['snippets'] as const,
  page: (listingId: string | null, search: string) => ['snippets', listingId ?? allSnippetLists, search] as const,
  detail: (snippetId: string) => ['snippet', snippetId] as const,
  lists: ['snippet-lists'] as const,
};

/** True when the text has something the server's search can match (a letter or a digit). */
export function searchable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export function pagePath(listingId: string | null, page: number, search: string): string {
  const base = `/snippet/${encodeURIComponent(listingId ?? allSnippetLists)}/items/${page}`;
  return search ? `${base}/search/${encodeURIComponent(search)}` : base;
}

/** A page answered without asking: a search of nothing but punctuation finds nothing. */
function emptyPage(page: number): SnippetPage {
  return { snippet: null, snippets: [], totalItems: 0, totalPages: 0, breadcrumb: [], currentPage: page };
}

/** The snippets of a list (or of every list), 20 a page, optionally searched. */
export function useSnippetPages(listingId: string | null, search: string) {
  return useInfiniteQuery<SnippetPage, Error, InfiniteData<SnippetPage>, ReturnType<typeof snippetKeys.page>, number>({
    queryKey: snippetKeys.page(listingId, search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      search && !searchable(search) ? Promise.resolve(emptyPage(pageParam)) : get<SnippetPage>(pagePath(listingId, pageParam, search), { signal }),
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    // Keeps the list on screen while a new search loads, instead of flashing empty.
    placeholderData: (previous) => previous,
  });
}

export function useSnippetDetail(snippetId: string | null) {
  return useQuery({
    queryKey: snippetKeys.detail(snippetId ?? ''),
    queryFn: ({ signal }) => get<SnippetDetail>(`/snippet/list/${encodeURIComponent(snippetId ?? '')}`, { signal }),
    enabled: snippetId !== null,
  });
}

/** The user's snippet lists, for choosing where a new snippet goes on /snippet. */
export function useSnippetLists(enabled: boolean) {
  return useQuery({
    queryKey: snippetKeys.lists,
    queryFn: ({ signal }) => get<SnippetListRef[]>('/snippet/lists', { signal }),
    enabled,
  });
}
