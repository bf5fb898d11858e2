import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { IncidentSave, StatusIncident, StatusPageSave, StatusPageView } from '../../../../shared/contracts/status-pages.js';
import { statusPageMessages as sm } from '../../../../shared/messages.js';
import { get, isApiError, post, request } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';

const key = ['monitoring', 'status-pages'] as const;

export function useStatusPages() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await get<{ items: StatusPageView[] }>('/monitoring/status-pages', { signal })).items,
  });
}

const pagePath = (id: string) => `/monitoring/status-pages/${encodeURIComponent(id)}`;

export function useSaveStatusPage(onSaved: (page: StatusPageView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: StatusPageSave }) => (id ? request<{ page: StatusPageView }>('PUT', pagePath(id), body) : post<{ page: StatusPageView }>('/monitoring/status-pages', body)),
    onSuccess: ({ page }) => {
      toast.success(sm.saved);
      void queryClient.invalidateQueries({ queryKey: key });
      onSaved(page);
    },
    onError: (error) => toastError(error, 'Saving the status page failed.', isApiError(error) && error.status < 500),
  });
}

export function useDeleteStatusPage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', pagePath(id)),
    onSuccess: () => {
      toast.success(sm.deleted);
      void queryClient.invalidateQueries({ queryKey: key });
      onDeleted();
    },
    onError: (error) => toastError(error, 'Deleting the status page failed.'),
  });
}

/** Post, edit (resolve) or delete an incident of page `pageId`. */
export function useIncident(pageId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const done = (text: string) => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: key });
    onDone();
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: IncidentSave }) =>
      id ? request<{ incident: StatusIncident }>('PUT', `${pagePath(pageId)}/incidents/${encodeURIComponent(id)}`, body) : post<{ incident: StatusIncident }>(`${pagePath(pageId)}/incidents`, body),
    onSuccess: () => done(sm.incidentSaved),
    onError: (error) => toastError(error, 'Saving the incident failed.', isApiError(error) && error.status < 500),
  });
  const remove = useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `${pagePath(pageId)}/incidents/${encodeURIComponent(id)}`),
    onSuccess: () => done(sm.incidentDeleted),
    onError: (error) => toastError(error, 'Deleting the incident failed.'),
  });
  return { save, remove };
}
