import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { LdapSettingsInput, LdapSettingsView, LdapTestResult } from '../../../shared/contracts/ldap.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { i18n } from '../../i18n/i18n.js';

const key = ['settings', 'ldap'] as const;

/** The super admin's LDAP settings (anyone else is not asked). */
export function useLdapSettings(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => get<LdapSettingsView>('/settings/ldap', { signal }), staleTime: 0, enabled });
}

export function useSaveLdap() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (settings: LdapSettingsInput) => post<string>('/settings/ldap', settings),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
    onSuccess: (message) => {
      toast.success(message, { id: 'ldap' });
    },
    onError: (error) => toastError(error, i18n.t('directory.ldap.saveFailed'), true),
  });
}

/** "Test connection": the result shows beside the button, not as a toast that goes away. */
export function useTestLdap() {
  return useMutation({
    mutationFn: (settings: LdapSettingsInput) => post<LdapTestResult>('/settings/ldap/test', settings),
    onError: (error) => toastError(error, i18n.t('directory.ldap.testFailed'), true),
  });
}
