import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DeviceSchedule, ScheduleRun, ScheduleSaveBody } from '../../../../shared/contracts/device-schedules.js';
import { messages } from '../../../../shared/messages.js';
import { get, isApiError, post, request } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { i18n } from '../../../i18n/i18n.js';
import { deviceServerText } from '../deviceServerText.js';

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

/** "Run now": the toast tells how many devices were acted on and how many were skipped or failed. */
export function useRunSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<{ runs: ScheduleRun[] }>(`/devices/schedules/${encodeURIComponent(id)}/run`, {}),
    onSuccess: ({ runs }) => {
      const text = runs.map((run) => `${run.deviceName}: ${deviceServerText(run.text)}`).join('\n') || i18n.t('devices.schedules.noDeviceInSchedule');
      if (runs.some((run) => run.outcome === 'failed')) toast.error(text, { duration: Infinity });
      else toast.success(text);
      void queryClient.invalidateQueries({ queryKey: scheduleKey });
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
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
