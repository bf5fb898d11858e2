import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CameraStatus } from '../../../shared/contracts/stream-status.js';
import { messages } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { listingKeys } from '../listings/listingQueries.js';

const statusKey = [...listingKeys.all, 'streams', 'status'] as const;

/** How often the manage list asks again while it is open (relays come and go). */
const statusRefreshMs = 5000;

/**
 * Each camera's state for the manage list (GET /stream/status), and Check (POST /stream/check/:id).
 * Cameras nobody has tried since the server started are checked one after another, once.
 */
export function useCameraStatus(): { statuses: Map<string, CameraStatus>; checking: string | null; check: (listingId: string) => void } {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => get<{ items: CameraStatus[] }>('/stream/status', { signal }),
    refetchInterval: statusRefreshMs,
  });
  const checking = useMutation({
    mutationFn: (listingId: string) => post<CameraStatus>(`/stream/check/${encodeURIComponent(listingId)}`, {}),
    onSuccess: (found) =>
      client.setQueryData<{ items: CameraStatus[] }>(statusKey, (old) => ({ items: (old?.items ?? []).map((item) => (item.listingId === found.listingId ? found : item)) })),
    // 429 says that checks are busy, in the server's words.
    onError: (error) => toastError(error, messages.streamDataFailed, true),
  });
  const statuses = new Map((data?.items ?? []).map((item) => [item.listingId, item]));

  const tried = useRef(new Set<string>());
  const { mutate, isPending } = checking;
  useEffect(() => {
    if (isPending) return;
    const next = data?.items.find((item) => item.state === 'unknown' && !tried.current.has(item.listingId))?.listingId;
    if (!next) return;
    tried.current.add(next);
    mutate(next);
  }, [data, isPending, mutate]);

  return { statuses, checking: isPending ? (checking.variables ?? null) : null, check: (listingId) => checking.mutate(listingId) };
}
