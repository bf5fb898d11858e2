import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactorsView } from '../../../shared/contracts/second-factor.js';
import { get } from '../../api/client.js';

export const factorsKey = ['account', 'factors'] as const;

/** The signed-in user's sign-in methods: whether the app is on, the passkeys, codes left. */
export function useFactors() {
  return useQuery({ queryKey: factorsKey, queryFn: ({ signal }) => get<FactorsView>('/account/factors', { signal }) });
}

export function useRefreshFactors(): () => Promise<void> {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: factorsKey });
}
