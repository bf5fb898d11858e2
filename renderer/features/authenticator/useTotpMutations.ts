import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { TotpEntry, TotpImportBody, TotpImportResult, TotpSaveBody } from '../../../shared/contracts/totp.js';
import { messages } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { totpKeys } from './totpQueries.js';

/** Save, delete, reorder and import: each refreshes the list (and the dashboard's copy). */
export function useTotpMutations() {
  const client = useQueryClient();
  const { refresh } = useDashboard();
  const changed = () => {
    void client.invalidateQueries({ queryKey: totpKeys.list });
    void refresh();
  };

  const save = useMutation({
    mutationFn: (body: TotpSaveBody) => post<string>('/totp/save', body),
    onSuccess: (message) => {
      toast.success(message);
      changed();
    },
    onError: (error) => toastError(error, messages.totpSaveFailed, true),
  });

  const remove = useMutation({
    mutationFn: (authId: string) => get<string>(`/totp/delete/${encodeURIComponent(authId)}`),
    onSuccess: (message) => {
      toast.success(message);
      changed();
    },
    onError: (error) => toastError(error, messages.totpDeleteFailed),
  });

  // Optimistic: the new order shows at once and goes back if the server refuses it.
  const reorder = useMutation({
    mutationFn: (ids: string[]) => post<string>('/totp/reorder', { items: ids }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: totpKeys.list });
      const before = client.getQueryData<TotpEntry[]>(totpKeys.list);
      if (before) {
        const byId = new Map(before.map((e) => [e._id, e]));
        client.setQueryData(totpKeys.list, ids.flatMap((id) => byId.get(id) ?? []));
      }
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) client.setQueryData(totpKeys.list, context.before);
      toastError(error, messages.totpOrderFailed);
    },
    onSettled: changed,
  });

  const importEntries = useMutation({
    mutationFn: (body: TotpImportBody) => post<TotpImportResult>('/totp/import', body),
    onSuccess: (result) => {
      toast.success(messages.totpImported(result.added));
      changed();
    },
    onError: (error) => toastError(error, messages.totpSaveFailed, true),
  });

  return { save, remove, reorder, importEntries };
}
