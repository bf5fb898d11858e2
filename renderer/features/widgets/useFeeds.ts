import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedMinRefreshMs, type Feed, type FeedAdd, type FeedItem, type FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
import { get, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

/** Every feed query starts with this, so one change (a feed added, an item read) reaches every feed widget. */
export const feedKeys = { all: ['feeds'] as const, items: (limit: number) => ['feeds', 'items', limit] as const, list: ['feeds', 'list'] as const };

/**
 * A feed widget's items: asked no more often than the server would fetch a feed anew (a faster
 * ask gets the stored items), and never while the tab is hidden. A failure stays in the widget.
 */
export function useFeedItems(limit: number) {
  return useQuery({
    queryKey: feedKeys.items(limit),
    queryFn: ({ signal }) => get<FeedItemsAnswer>(`/feeds/items?limit=${limit}`, { signal, quiet: true }),
    staleTime: feedMinRefreshMs,
    refetchInterval: feedMinRefreshMs,
    refetchIntervalInBackground: false,
  });
}

/** The feeds the user follows, for the manage dialog. */
export function useFeedList() {
  return useQuery({ queryKey: feedKeys.list, queryFn: ({ signal }) => get<Feed[]>('/feeds', { signal, quiet: true }) });
}

/** Marks an opened item read at once in every widget's list; a failure says so and asks again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: FeedItem) => post<FeedItem>(`/feeds/items/${encodeURIComponent(item.id)}/read`, { read: true }),
    onMutate: (item) => {
      client.setQueriesData<FeedItemsAnswer>({ queryKey: [...feedKeys.all, 'items'] }, (old) => (old ? { ...old, items: old.items.map((i) => (i.id === item.id ? { ...i, read: true } : i)) } : old));
    },
    onError: (error) => {
      toastError(error, 'The item could not be marked as read.');
      void client.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}

/** Following and unfollowing feeds; both ask every feed list and widget again. */
export function useFeedMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: feedKeys.all });
  const add = useMutation({
    mutationFn: (body: FeedAdd) => request<Feed>('POST', '/feeds', body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (feed: Feed) => request<string>('DELETE', `/feeds/${encodeURIComponent(feed.id)}`),
    onSuccess: refresh,
    onError: (error) => toastError(error, 'The feed could not be removed.', true),
  });
  return { add, remove };
}
