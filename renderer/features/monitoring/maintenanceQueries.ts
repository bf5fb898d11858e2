import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MaintenanceSave, MaintenanceWindow } from '../../../shared/contracts/maintenance.js';
import { maintenanceMessages as mm } from '../../../shared/messages.js';
import { get, isApiError, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { monitorKeys } from './monitorQueries.js';

const key = ['monitoring', 'maintenance'] as const;

export function useMaintenanceWindows() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await get<{ items: MaintenanceWindow[] }>('/monitoring/maintenance', { signal })).items,
  });
}

/** A window changes which cards read "maintenance": the summaries are refetched too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: monitorKeys.summary });
  };
}

export function useSaveMaintenance(onSaved: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MaintenanceSave }) =>
      id ? request<{ window: MaintenanceWindow }>('PUT', `/monitoring/maintenance/${encodeURIComponent(id)}`, body) : post<{ window: MaintenanceWindow }>('/monitoring/maintenance', body),
    onSuccess: () => {
      toast.success(mm.saved);
      refresh();
      // The server rechecks the covered monitors as it answers; their new state follows shortly.
      setTimeout(refresh, 1_000);
      onSaved();
    },
    onError: (error) => toastError(error, 'Saving the maintenance window failed.', isApiError(error) && error.status < 500),
  });
}

export function useDeleteMaintenance(onDeleted: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/monitoring/maintenance/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(mm.deleted);
      refresh();
      setTimeout(refresh, 1_000);
      onDeleted();
    },
    onError: (error) => toastError(error, 'Deleting the maintenance window failed.'),
  });
}
