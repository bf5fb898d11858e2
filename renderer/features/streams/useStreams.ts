import { useCallback, useEffect, useState } from 'react';
import type { Listing } from '../../../shared/contracts/listings.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
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

/** A folder's cameras (or the root's) and the user's pins, kept on the server. */
export function useStreams(folderId: string | null): StreamsState {
  const [list, setList] = useState<StreamList | null>(null);
  const [pinnedCameras, setPinnedCameras] = useState<Listing[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([loadStreams(folderId, controller.signal), get<{ cameras: Listing[] }>('/stream/pins', { signal: controller.signal })])
      .then(([next, pins]) => {
        setList(next);
        setPinnedCameras(pins.cameras);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toastError(error, messages.streamDataFailed);
        setStatus('failed');
      });
    return () => controller.abort();
  }, [folderId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const pin = useCallback(
    async (listingId: string, pinned: boolean) => {
      try {
        await setPinned(listingId, pinned);
        reload();
      } catch (error) {
        toastError(error, messages.streamDataFailed);
      }
    },
    [reload],
  );
  return { list, pinnedCameras, loading: status === 'loading', failed: status === 'failed', reload, pin };
}
