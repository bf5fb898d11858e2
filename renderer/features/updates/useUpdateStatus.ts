import { useQuery } from '@tanstack/react-query';
import type { UpdateStatus } from '../../../shared/contracts/updates.js';
import { get } from '../../api/client.js';

export const updateKeys = { status: ['update'] as const };

/**
 * GET /update, for super admins only (anyone else is not asked). Quiet: a role that changed under
 * the page answers 403, which is no reason for a screen of its own for a notice. The server checks
 * at most daily, so the answer is fresh for an hour.
 */
export function useUpdateStatus(enabled: boolean) {
  return useQuery({
    queryKey: updateKeys.status,
    queryFn: ({ signal }) => get<UpdateStatus>('/update', { signal, quiet: true }),
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
