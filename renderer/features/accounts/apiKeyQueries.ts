import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ApiKey, ApiKeyCreateBody, CreatedApiKey } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { get, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

const keysKey = ['account', 'keys'] as const;

/** The signed-in user's API keys, newest first (never the keys themselves). */
export function useApiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: ({ signal }) => get<ApiKey[]>('/account/keys', { signal }) });
}

/** Creates a key; the answer carries the key, once, for the dialog to show. */
export function useCreateApiKey(onCreated: (key: CreatedApiKey) => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => post<CreatedApiKey>('/account/keys', body),
    onSuccess: (key) => {
      void queries.invalidateQueries({ queryKey: keysKey });
      onCreated(key);
    },
    onError: (error) => toastError(error, messages.apiKeyCreateFailed),
  });
}

export function useRevokeApiKey(onRevoked: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/account/keys/${encodeURIComponent(id)}`),
    // The dialog closes once the list no longer holds the key, so focus goes to a button that stays.
    onSuccess: async () => {
      toast.success(messages.apiKeyRevoked);
      await queries.invalidateQueries({ queryKey: keysKey });
      onRevoked();
    },
    onError: (error) => toastError(error, messages.apiKeyRevokeFailed),
  });
}
