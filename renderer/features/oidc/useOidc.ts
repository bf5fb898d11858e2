import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { OidcLoginOptions, OidcProviderSave, OidcProviderView, OidcSettings, OidcSettingsView } from '../../../shared/contracts/oidc.js';
import { get, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { i18n } from '../../i18n/i18n.js';

const key = ['settings', 'oidc'] as const;

/** The providers the login page offers; a Hearth that cannot say offers none (the form still works). */
export function useLoginProviders() {
  return useQuery({
    queryKey: ['auth', 'oidc'],
    queryFn: ({ signal }) => get<OidcLoginOptions>('/auth/oidc/providers', { signal, quiet: true }),
    staleTime: 0,
    retry: false,
  });
}

/** The super admin's providers and the only-SSO switch (anyone else is not asked). */
export function useOidcSettings(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => get<OidcSettingsView>('/settings/oidc', { signal }), staleTime: 0, enabled });
}

export function useSaveOidcSwitch() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (settings: OidcSettings) => post<string>('/settings/oidc', settings),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
    onSuccess: (message) => {
      toast.success(message, { id: 'oidc' });
    },
    onError: (error) => toastError(error, i18n.t('directory.sso.saveFailed')),
  });
}

/** Adds a provider, or saves one (an id given); an empty secret keeps the stored one. */
export function useSaveProvider() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OidcProviderSave }) =>
      id ? request<OidcProviderView>('PUT', `/settings/oidc/providers/${encodeURIComponent(id)}`, body) : post<OidcProviderView>('/settings/oidc/providers', body),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
    onSuccess: (view) => {
      toast.success(i18n.t('directory.sso.saved', { name: view.name }), { id: 'oidc' });
    },
    onError: (error) => toastError(error, i18n.t('directory.sso.providerSaveFailed')),
  });
}

export function useRemoveProvider() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/settings/oidc/providers/${encodeURIComponent(id)}`),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
    onSuccess: (message) => {
      toast.success(message, { id: 'oidc' });
    },
    onError: (error) => toastError(error, i18n.t('directory.sso.providerRemoveFailed')),
  });
}
