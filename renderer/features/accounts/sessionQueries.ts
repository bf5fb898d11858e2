import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AccountSession } from '../../../shared/contracts/account-sessions.js';
import { messages } from '../../../shared/messages.js';
import { get, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

const sessionsKey = ['account', 'sessions'] as const;

/** The signed-in user's sign-ins, this device first (never their tokens). */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => get<AccountSession[]>('/account/sessions', { signal }) });
}

/** Ends another device's sign-in; that device is sent to sign-in on its next call or at once over its sockets. */
export function useRevokeSession(onRevoked: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast.success(messages.sessionRevoked);
      await queries.invalidateQueries({ queryKey: sessionsKey });
      onRevoked();
    },
    onError: (error) => toastError(error, messages.sessionRevokeFailed),
  });
}

export function useRevokeOtherSessions(onRevoked: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => post<string>('/account/sessions/revoke-others', {}),
    onSuccess: async () => {
      toast.success(messages.sessionsRevokedOthers);
      await queries.invalidateQueries({ queryKey: sessionsKey });
      onRevoked();
    },
    onError: (error) => toastError(error, messages.sessionRevokeFailed),
  });
}
