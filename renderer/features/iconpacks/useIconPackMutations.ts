import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { IconPack, IconPackAdd } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { iconPackKeys } from './iconPackQueries.js';

/**
 * Add and delete, each with its success toast; each refreshes the pack list (the management
 * screen's and the icon picker's) and the dashboard. A failed add is the form's to explain.
 */
export function useIconPackMutations() {
  const client = useQueryClient();
  const { refresh } = useDashboard();
  const changed = () => {
    void client.invalidateQueries({ queryKey: iconPackKeys.list });
    void refresh();
  };

  const add = useMutation({
    mutationFn: (body: IconPackAdd) => post<IconPack>('/iconpack/add', body),
    onSuccess: () => {
      toast.success(messages.iconPackAdded);
      changed();
    },
  });

  const remove = useMutation({
    mutationFn: (packId: string) => get<string>(`/iconpack/delete/${encodeURIComponent(packId)}`),
    onSuccess: (_answer, packId) => {
      toast.success(messages.iconPackDeleted);
      // The card goes at once; the list is asked again behind it.
      client.setQueryData<IconPack[]>(iconPackKeys.list, (old) => old?.filter((pack) => pack._id !== packId));
      changed();
    },
    onError: (error) => toastError(error, messages.iconPackDeleteFailed),
  });

  return { add, remove };
}
