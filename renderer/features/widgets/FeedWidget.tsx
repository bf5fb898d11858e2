import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { feedMinRefreshMs, type FeedItem, type FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
import { FeedItemsView } from './FeedItemsView.js';

export const feedItemsKey = ['feeds', 'items'] as const;

/**
 * The feeds widget: asks no more often than the server would fetch anew (TanStack Query pauses
 * the interval while the tab is hidden), and marks an item read when it is opened.
 */
export function FeedWidget() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: feedItemsKey, queryFn: () => get<FeedItemsAnswer>('/feeds/items'), refetchInterval: feedMinRefreshMs, staleTime: feedMinRefreshMs });
  const markRead = useMutation({
    mutationFn: (item: FeedItem) => post<FeedItem>(`/feeds/items/${encodeURIComponent(item.id)}/read`, { read: true }),
    onMutate: (item) => {
      client.setQueryData<FeedItemsAnswer>(feedItemsKey, (old) => (old ? { ...old, items: old.items.map((i) => (i.id === item.id ? { ...i, read: true } : i)) } : old));
    },
    onError: (error) => {
      toastError(error, 'The item could not be marked as read.');
      void client.invalidateQueries({ queryKey: feedItemsKey });
    },
  });
  if (query.isPending) return <p className="feed-empty">Loading feeds…</p>;
  if (query.isError) {
    return (
      <p className="feed-error" role="alert">
        The feeds could not be loaded. <button type="button" onClick={() => void query.refetch()}>Retry</button>
      </p>
    );
  }
  return <FeedItemsView answer={query.data} onOpen={(item) => markRead.mutate(item)} />;
}
