import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Listing } from '../../../shared/contracts/listings.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { listingKeys } from '../listings/listingQueries.js';
import { loadStreams, setPinned, type StreamList } from './streamApi.js';

export interface StreamsState {
  list: StreamList | null;
  /** The pinned cameras from every folder, oldest pin first. */
  pinnedCameras: Listing[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  pin: (listingId: string, pinned: boolean) => Promise<void>;
}

/** Under 'listing', so every listing write (a camera saved, moved or deleted) refreshes it. */
const streamsKey = (folderId: string | null) => [...listingKeys.all, 'streams', folderId ?? 'root'] as const;

/** A folder's cameras (or the root's) and the user's pins, kept on the server. */
export function useStreams(folderId: string | null): StreamsState {
  const client = useQueryClient();
  const key = streamsKey(folderId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const [list, pins] = await Promise.all([loadStreams(folderId, signal), get<{ cameras: Listing[] }>('/stream/pins', { signal })]);
      return { list, pinnedCameras: pins.cameras };
    },
  });
  const { isError, error, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (isError) toastError(error, messages.streamDataFailed);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);

  const pinning = useMutation({
    mutationFn: ({ listingId, pinned }: { listingId: string; pinned: boolean }) => setPinned(listingId, pinned),
    onError: (failure) => toastError(failure, messages.streamDataFailed),
    // Pins show in every folder's grid: all of them ask again.
    onSettled: () => client.invalidateQueries({ queryKey: [...listingKeys.all, 'streams'] }),
  });

  const reload = useCallback(() => void refetch(), [refetch]);
  const { mutateAsync } = pinning;
  const pin = useCallback(
    (listingId: string, pinned: boolean) =>
      mutateAsync({ listingId, pinned }).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  const data = isError ? undefined : query.data;
  return { list: data?.list ?? null, pinnedCameras: data?.pinnedCameras ?? [], loading: query.isPending, failed: isError && !query.isFetching, reload, pin };
}
