import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { statusIntervalMs, type DeviceSaveInput, type FoundDevice, type NetworkDevice, type ScanInterface } from '../../../shared/contracts/devices.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export const deviceKeys = {
  all: ['devices'] as const,
  manage: ['devices', 'manage'] as const,
  front: ['devices', 'front'] as const,
  detail: (id: string) => ['devices', 'detail', id] as const,
  interfaces: ['devices', 'interfaces'] as const,
};

interface Items<T> {
  items: T[];
}

/** The management list (GET /networkdevices/db/devices), in the saved order. */
export function useManagedDevices() {
  return useQuery({
    queryKey: deviceKeys.manage,
    queryFn: async ({ signal }) => (await get<Items<NetworkDevice>>('/networkdevices/db/devices', { signal })).items,
  });
}

/** The front list: stored states; live ones arrive over the status socket. */
export function useFrontDevices() {
  return useQuery({
    queryKey: deviceKeys.front,
    queryFn: async ({ signal }) => (await get<Items<NetworkDevice>>('/networkdevices/devices', { signal })).items,
    // The server checks every device each round but pushes only changes: the "Last checked"
    // times come from this read, so it follows the rounds.
    refetchInterval: statusIntervalMs,
  });
}

export function useDeviceDetail(id: string | undefined) {
  return useQuery({
    queryKey: deviceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => get<NetworkDevice>(`/networkdevices/device/${encodeURIComponent(id ?? '')}`, { signal, quiet: true }),
    enabled: Boolean(id),
  });
}

/** Saves a new order at once, showing it before the answer and putting it back on failure. */
export function useReorderDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => post<string>('/networkdevices/device/reorder', { items: ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: deviceKeys.manage });
      const previous = queryClient.getQueryData<NetworkDevice[]>(deviceKeys.manage);
      if (previous) {
        const byId = new Map(previous.map((d) => [d._id, d]));
        queryClient.setQueryData(deviceKeys.manage, ids.flatMap((id) => byId.get(id) ?? []));
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(deviceKeys.manage, context.previous);
      toastError(error, messages.deviceReorderFailed);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceKeys.front }),
  });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => get<string>(`/networkdevices/delete/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(messages.selectedItemDeleted);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
    onError: (error) => toastError(error, messages.deviceDeleteFailed),
  });
}

export function useSaveDevice(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceSaveInput) => post<string>('/networkdevices/save/device', body),
    onSuccess: () => {
      toast.dismiss();
      toast.success(messages.deviceSaved);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      onSaved();
    },
    onError: (error) => toastError(error, messages.deviceSaveFailed, isApiError(error) && error.status === 400),
  });
}

export function useWakeDevice() {
  return useMutation({
    mutationFn: (id: string) => get<string>(`/networkdevices/wake/${encodeURIComponent(id)}`),
    onSuccess: (message) => toast.success(message || messages.magicPacketSent),
    onError: (error) => toastError(error, messages.wakeFailedToast, isApiError(error) && error.status === 400),
  });
}

export function useScanInterfaces(enabled: boolean) {
  return useQuery({
    queryKey: deviceKeys.interfaces,
    queryFn: async ({ signal }) => (await get<Items<ScanInterface>>('/networkdevices/scan/interfaces', { signal })).items,
    enabled,
  });
}

export function useScan() {
  return useMutation({
    mutationFn: (name: string) => post<{ cidr: string; items: FoundDevice[] }>('/networkdevices/scan', { interface: name }),
    onError: (error) => toastError(error, messages.somethingWentWrong, isApiError(error) && error.status === 400),
  });
}
