import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** Loads one page (1-based). Failures are the fetcher's to report; the hook only remembers them. */
export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

interface PagedState<T> {
  /** The fetcher these items came from; a new fetcher (new pack or search) starts over. */
  source: PageFetcher<T>;
  items: T[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

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

const fresh = <T,>(source: PageFetcher<T>): PagedState<T> => ({ source, items: [], page: 0, hasMore: false, loading: true, failed: false });

/**
 * A "Load more" list: page 1 whenever `fetchPage` changes (memoise it on what it depends on),
 * further pages on demand. Items are told apart by `keyOf`, so a page that overlaps what is
 * shown (after a prepend) adds no duplicates.
 */
export function usePagedList<T>(fetchPage: PageFetcher<T>, keyOf: (item: T) => string): PagedList<T> {
  const [stored, setStored] = useState<PagedState<T>>(() => fresh(fetchPage));
  const state = stored.source === fetchPage ? stored : fresh(fetchPage);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(1, controller.signal).then(
      ({ items, hasMore }) => setStored({ source: fetchPage, items, page: 1, hasMore, loading: false, failed: false }),
      () => {
        if (!controller.signal.aborted) setStored({ ...fresh(fetchPage), loading: false, failed: true });
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
    };
  }, [fetchPage]);

  const { page, loading } = state;
  const loadMore = useCallback(() => {
    if (loading) return;
    const controller = new AbortController();
    more.current = controller;
    setStored((s) => (s.source === fetchPage ? { ...s, loading: true } : s));
    fetchPage(page + 1, controller.signal).then(
      ({ items, hasMore }) =>
        setStored((s) => {
          if (s.source !== fetchPage) return s;
          const known = new Set(s.items.map(keyOf));
          return { ...s, items: [...s.items, ...items.filter((item) => !known.has(keyOf(item)))], page: page + 1, hasMore, loading: false };
        }),
      () => {
        if (!controller.signal.aborted) setStored((s) => (s.source === fetchPage ? { ...s, loading: false } : s));
      },
    );
  }, [fetchPage, keyOf, page, loading]);

  const prepend = useCallback(
    (item: T) => setStored((s) => (s.source === fetchPage ? { ...s, items: [item, ...s.items.filter((i) => keyOf(i) !== keyOf(item))] } : s)),
    [fetchPage, keyOf],
  );

  const remove = useCallback(
    (key: string) => setStored((s) => (s.source === fetchPage ? { ...s, items: s.items.filter((i) => keyOf(i) !== key) } : s)),
    [fetchPage, keyOf],
  );

  return { items: state.items, hasMore: state.hasMore, loading: state.loading, failed: state.failed, loadMore, prepend, remove };
}
