import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../../shared/contracts/accounts.js';
import { get } from '../../api/client.js';

export const accountKeys = {
  list: ['accounts'] as const,
  one: (userId: string) => ['account', userId] as const,
};

/** Every user; only a super admin may ask (anyone else would be signed out by the 403 rule). */
export function useAccounts(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.list,
    queryFn: ({ signal }) => get<Account[]>('/accounts/list', { signal }),
    enabled,
  });
}

export function useAccount(userId: string | null) {
  return useQuery({
    queryKey: accountKeys.one(userId ?? ''),
    queryFn: ({ signal }) => get<Account>(`/accounts/info/${encodeURIComponent(userId ?? '')}`, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}
