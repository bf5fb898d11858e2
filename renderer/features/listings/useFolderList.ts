import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { FolderList } from '../../../shared/contracts/listings.js';
import { messages } from '../../../shared/messages.js';
import { get, takeArrived } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { listingKeys } from './listingQueries.js';
import { markFolderData } from './folderMarks.js';

export type FolderListView = 'front' | 'manage';

export interface FolderListState {
  /** The answer for the folder asked for; null while it loads or after a failure. */
  data: FolderList | null;
  loading: boolean;
  failed: boolean;
  /** Loads the same folder again, keeping the current answer on screen meanwhile. */
  reload: () => void;
}

/** The API path of a folder's list; the root folder is spelled "undefined" (spec-core §7). */
export function folderListPath(folderId: string | undefined, view: FolderListView): string {
  const base = `/listing/folder/${encodeURIComponent(folderId ?? 'undefined')}/list`;
  return view === 'manage' ? `${base}/manage/listing` : base;
}

/** An answer this young (the one asked for at sign-in) is not asked for again when the screen mounts. */
const justArrivedMs = 2000;

const failures: Record<FolderListView, string> = {
  front: messages.folderListingFailed,
  manage: messages.canNotFetchFolder,
};


/** Items, parent folder and breadcrumb of a folder (or the root) for the front or management. */
export function useFolderList(folderId: string | undefined, view: FolderListView): FolderListState {
  const path = folderListPath(folderId, view);
  const query = useQuery({
    queryKey: listingKeys.folder(path),
    queryFn: async ({ signal }) => {
      const answer = await get<FolderList>(path, { signal });
      markFolderData(path);
      return answer;
    },
    // Asked for at sign-in (warmStart.ts): the first render starts from that answer.
    initialData: () => takeArrived<FolderList>(path),
    // Listings change from management and editors: every visit asks again, showing the last answer
    // meanwhile; only an answer that arrived a moment ago, and nothing has changed since, is kept.
    staleTime: 0,
    refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > justArrivedMs,
  });
  const { isError, error, errorUpdatedAt, isFetching, refetch } = query;
  useEffect(() => {
    if (isError) toastError(error, failures[view]);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
  const reload = useCallback(() => void refetch(), [refetch]);
  // A failure is never shown while a new attempt runs (Retry, a revisit): the loader is.
  const failed = isError && !isFetching;
  return { data: isError ? null : (query.data ?? null), loading: query.isPending || (isError && isFetching), failed, reload };
}
