import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { HttpsSettings, TrustInfo } from '../../../shared/contracts/https.js';
import { messages } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export const trustKey = ['https', 'trust'] as const;
const settingsKey = ['https', 'settings'] as const;

/** What a device needs to trust Hearth: open to everyone, so its failures navigate nowhere. */
export function useTrustInfo() {
  return useQuery({ queryKey: trustKey, queryFn: ({ signal }) => get<TrustInfo>('/https/trust', { signal, quiet: true }), staleTime: 30_000 });
}

/** The super admin's view of the same, with the redirect setting (anyone else is not asked). */
export function useHttpsSettings(enabled: boolean) {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => get<TrustInfo>('/https/settings', { signal }), staleTime: 0, enabled });
}

export function useSaveHttpsSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (settings: HttpsSettings) => post<string>('/https/settings', settings),
    onSettled: () => queries.invalidateQueries({ queryKey: ['https'] }),
    onSuccess: (message) => {
      toast.success(message || messages.httpsSettingsSaved, { id: 'https-settings' });
    },
    onError: (error) => toastError(error, messages.httpsSettingsFailed),
  });
}
