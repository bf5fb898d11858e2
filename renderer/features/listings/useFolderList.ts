import { useCallback, useEffect, useState } from 'react';
import type { FolderList } from '../../../shared/contracts/listings.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export type FolderListView = 'front' | 'manage';

export interface FolderListState {
  /** The answer for the folder asked for; null while it loads or after a failure. */
  data: FolderList | null;
  loading: boolean;
  failed: boolean;
  /** Loads the same folder again, keeping the current answer on screen meanwhile. */
  reload: () => void;
}

interface Result {
  path: string;
  data: FolderList | null;
}

/** The API path of a folder's list; the root folder is spelled "undefined" (spec-core §7). */
export function folderListPath(folderId: string | undefined, view: FolderListView): string {
  const base = `/listing/folder/${encodeURIComponent(folderId ?? 'undefined')}/list`;
  return view === 'manage' ? `${base}/manage/listing` : base;
}

const failures: Record<FolderListView, string> = {
  front: messages.folderListingFailed,
  manage: messages.canNotFetchFolder,
};

/** Items, parent folder and breadcrumb of a folder (or the root) for the front or management. */
export function useFolderList(folderId: string | undefined, view: FolderListView): FolderListState {
  const path = folderListPath(folderId, view);
  const [result, setResult] = useState<Result | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    get<FolderList>(path, { signal: controller.signal })
      .then((data) => setResult({ path, data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toastError(error, failures[view]);
        setResult({ path, data: null });
      });
    return () => controller.abort();
  }, [path, view, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // An answer for another folder is never shown while the new one loads.
  const current = result?.path === path ? result : null;
  return { data: current?.data ?? null, loading: current === null, failed: current !== null && current.data === null, reload };
}
