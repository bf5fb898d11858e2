import { useQuery } from '@tanstack/react-query';
import type { Page, PageSummary } from '../../../shared/contracts/pages.js';
import { get } from '../../api/client.js';

/** Query keys: the list and every single page start with 'pages', so one invalidation refreshes them all. */
export const pageKeys = {
  all: ['pages'] as const,
  list: ['pages', 'list'] as const,
  own: (pageId: string) => ['pages', 'own', pageId] as const,
  readable: (pageId: string) => ['pages', 'readable', pageId] as const,
};

/** The user's pages for /manage/page, without their content. */
export function usePageList() {
  return useQuery({
    queryKey: pageKeys.list,
    queryFn: ({ signal }) => get<PageSummary[]>('/page/list', { signal }),
  });
}

/** The owner's page, for the editor. */
export function useOwnPage(pageId: string | null) {
  return useQuery({
    queryKey: pageKeys.own(pageId ?? ''),
    queryFn: ({ signal }) => get<Page>(`/page/info/${encodeURIComponent(pageId ?? '')}`, { signal }),
    enabled: pageId !== null,
    // The editor starts from what is stored now, not from a copy kept since the last visit.
    staleTime: 0,
  });
}

/** A page to read: published, or the user's own. */
export function useReadablePage(pageId: string | null) {
  return useQuery({
    queryKey: pageKeys.readable(pageId ?? ''),
    queryFn: ({ signal }) => get<Page>(`/page/info/${encodeURIComponent(pageId ?? '')}/active`, { signal }),
    enabled: pageId !== null,
  });
}

/** The user's published pages, as the link editor offers them (a link card opens /p/{pageId}). */
export function usePublishedPages(): { _id: string; pageTitle: string }[] | null {
  const list = usePageList();
  return list.data ? list.data.filter((p) => p.isPublished).map((p) => ({ _id: p._id, pageTitle: p.pageTitle })) : null;
}
