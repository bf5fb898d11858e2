import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DeviceSchedule, ScheduleSaveBody } from '../../../../shared/contracts/device-schedules.js';
import { messages } from '../../../../shared/messages.js';
import { get, isApiError, post, request } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';

export const scheduleKey = ['devices', 'schedules'] as const;

export function useSchedules(enabled: boolean) {
  return useQuery({
    queryKey: scheduleKey,
    queryFn: async ({ signal }) => (await get<{ items: DeviceSchedule[] }>('/devices/schedules', { signal, quiet: true })).items,
    enabled,
    // The runs log and the next times move with the clock.
    refetchInterval: 60_000,
  });
}

export function useSaveSchedule(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ScheduleSaveBody }) => post<{ text: string }>(id ? `/devices/schedules/${encodeURIComponent(id)}` : '/devices/schedules', body),
    onSuccess: ({ text }) => {
      toast.success(text);
      void queryClient.invalidateQueries({ queryKey: scheduleKey });
      onSaved();
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, isApiError(error) && error.status === 400),
  });
}

export function useDeleteSchedule(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<{ text: string }>('DELETE', `/devices/schedules/${encodeURIComponent(id)}`),
    onSuccess: ({ text }) => {
      toast.success(text);
      void queryClient.invalidateQueries({ queryKey: scheduleKey });
      onDone();
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
  });
}
