import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** Loads one page (1-based). Failures are the fetcher's to report; the hook only remembers them. */
export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Puts a new item first (a fresh upload) without reloading. */
  prepend: (item: T) => void;
  /** Drops an item (after the server deleted it). */
  remove: (key: string) => void;
}

type Pages<T> = InfiniteData<Page<T>, number>;

/**
 * A "Load more" list on TanStack Query: page 1 for each `queryKey` (a new pack or search starts
 * over), further pages on demand. Items are told apart by `keyOf`, so a page that overlaps what
 * is shown (after a prepend) adds no duplicates.
 */
export function usePagedList<T>(queryKey: readonly unknown[], fetchPage: PageFetcher<T>, keyOf: (item: T) => string): PagedList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
  const { data, isFetching, hasNextPage, fetchNextPage } = query;

  const items = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) => page.items).filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [data, keyOf]);

  const loadMore = useCallback(() => {
    if (!isFetching) void fetchNextPage();
  }, [isFetching, fetchNextPage]);

  // The key's parts, not the array's identity, decide which cache entry an edit changes.
  const keyText = JSON.stringify(queryKey);
  const edit = useCallback(
    (change: (pages: Page<T>[]) => Page<T>[]) =>
      client.setQueryData<Pages<T>>(JSON.parse(keyText) as unknown[], (old) => (old ? { ...old, pages: change(old.pages) } : old)),
    [client, keyText],
  );

  const prepend = useCallback(
    (item: T) =>
      edit((pages) => pages.map((page, i) => ({ ...page, items: [...(i === 0 ? [item] : []), ...page.items.filter((other) => keyOf(other) !== keyOf(item))] }))),
    [edit, keyOf],
  );

  const remove = useCallback((key: string) => edit((pages) => pages.map((page) => ({ ...page, items: page.items.filter((item) => keyOf(item) !== key) }))), [edit, keyOf]);

  // Only a first page that failed is a failed list; a failed "more" leaves what is shown.
  const failed = query.isError && !data && !isFetching;
  return { items, hasMore: Boolean(hasNextPage), loading: isFetching, failed, loadMore, prepend, remove };
}
