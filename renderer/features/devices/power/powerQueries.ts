import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DevicePowerActions, PowerAction, PowerResult, PowerSave, PowerSettings } from '../../../../shared/contracts/device-power.js';
import { messages } from '../../../../shared/messages.js';
import { get, isApiError, post, request } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';

export const powerKeys = {
  actions: ['devices', 'power-actions'] as const,
  settings: (id: string) => ['devices', 'power', id] as const,
};

const path = (id: string) => `/devices/${encodeURIComponent(id)}/power`;

/** Which devices offer "Shut down" and "Sleep" (deviceId → actions). */
export function usePowerActions(enabled: boolean) {
  return useQuery({
    queryKey: powerKeys.actions,
    queryFn: async ({ signal }) => {
      const { items } = await get<{ items: DevicePowerActions[] }>('/devices/power-actions', { signal, quiet: true });
      return new Map(items.map((item) => [item.deviceId, item.actions]));
    },
    enabled,
  });
}

export function usePowerSettings(id: string) {
  return useQuery({
    queryKey: powerKeys.settings(id),
    queryFn: async ({ signal }) => (await get<{ settings: PowerSettings | null }>(path(id), { signal })).settings,
  });
}

function useSettled(id: string) {
  const queryClient = useQueryClient();
  return (settings: PowerSettings | null) => {
    queryClient.setQueryData(powerKeys.settings(id), settings);
    void queryClient.invalidateQueries({ queryKey: powerKeys.actions });
  };
}

export function useSavePower(id: string) {
  const settled = useSettled(id);
  return useMutation({
    mutationFn: (body: PowerSave) => post<{ settings: PowerSettings; text: string }>(path(id), body),
    onSuccess: ({ settings, text }) => {
      settled(settings);
      toast.success(text);
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, isApiError(error) && error.status === 400),
  });
}

export function useForgetHostKey(id: string) {
  const settled = useSettled(id);
  return useMutation({
    mutationFn: () => post<{ settings: PowerSettings; text: string }>(`${path(id)}/forget-host-key`, {}),
    onSuccess: ({ settings, text }) => {
      settled(settings);
      toast.success(text);
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
  });
}

export function useRemovePower(id: string) {
  const settled = useSettled(id);
  return useMutation({
    mutationFn: () => request<{ text: string }>('DELETE', path(id)),
    onSuccess: ({ text }) => {
      settled(null);
      toast.success(text);
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
  });
}

/** Runs the action; the toast says what happened, in the server's words (a failure stays until closed). */
export function useRunPower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: PowerAction }) => post<PowerResult>(`${path(id)}/run/${action}`, {}),
    onSuccess: (result, { id }) => {
      if (result.ok) toast.success(result.text, { duration: result.trusted ? 10_000 : 5_000 });
      else toast.error(result.text, { duration: Infinity });
      if (result.trusted) void queryClient.invalidateQueries({ queryKey: powerKeys.settings(id) });
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, isApiError(error) && error.status === 400),
  });
}
