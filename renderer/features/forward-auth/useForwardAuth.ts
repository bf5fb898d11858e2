import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ForwardAuthSettings, ForwardAuthView } from '../../../shared/contracts/forward-auth.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { i18n } from '../../i18n/i18n.js';

const key = ['settings', 'forward-auth'] as const;

/** The super admin's forward-auth settings (anyone else is not asked). */
export function useForwardAuthSettings(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => get<ForwardAuthView>('/settings/forward-auth', { signal }), staleTime: 0, enabled });
}

export function useSaveForwardAuth() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (settings: ForwardAuthSettings) => post<string>('/settings/forward-auth', settings),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
    onSuccess: (message) => {
      toast.success(message, { id: 'forward-auth' });
    },
    onError: (error) => toastError(error, i18n.t('directory.forwardAuth.saveFailed')),
  });
}
