import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import type {
  AlertChannel,
  AlertChannelSaveInput,
  AlertSettingsView,
  CheckOutcome,
  HistoryRange,
  MonitorHistory,
  MonitorKind,
  MonitorSaveInput,
  MonitorSettings,
  MonitorSummary,
  MonitorTarget,
  QuietHours,
} from '../../../shared/contracts/monitoring.js';
import type { CheckSaveInput, CheckSettings } from '../../../shared/contracts/monitor-checks.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { get, isApiError, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { MonitorIndex } from './monitorIndex.js';

export const monitorKeys = {
  all: ['monitoring'] as const,
  summary: ['monitoring', 'summary'] as const,
  targets: ['monitoring', 'targets'] as const,
  target: (kind: string, id: string) => ['monitoring', 'target', kind, id] as const,
  detail: (id: string) => ['monitoring', 'detail', id] as const,
  history: (id: string, range: HistoryRange) => ['monitoring', 'history', id, range] as const,
  alerts: ['monitoring', 'alerts'] as const,
};

interface Items<T> {
  items: T[];
}

/** Every monitor of the user: one request for all cards; the socket keeps it current between refreshes. */
export function useMonitorSummary() {
  return useQuery({
    queryKey: monitorKeys.summary,
    queryFn: async ({ signal }) => (await get<Items<MonitorSummary>>('/monitoring/summary', { signal, quiet: true })).items,
    staleTime: 30_000,
    // The uptime bars move every 5 minutes; a minute keeps them close without a request per card.
    refetchInterval: 60_000,
  });
}

const summaryOptions = {
  queryKey: monitorKeys.summary,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await get<Items<MonitorSummary>>('/monitoring/summary', { signal, quiet: true })).items,
  staleTime: 30_000,
};

const indexes = new WeakMap<QueryClient, MonitorIndex>();

/** The monitor of one card, or undefined when it is not monitored. */
export function useMonitorOf(kind: MonitorKind, targetId: string): MonitorSummary | undefined {
  const client = useQueryClient();
  let index = indexes.get(client);
  if (!index) {
    index = new MonitorIndex(client, summaryOptions);
    indexes.set(client, index);
  }
  const shared = index;
  return useSyncExternalStore(shared.subscribe, () => shared.monitorOf(kind, targetId));
}

export function useMonitorTargets() {
  return useQuery({
    queryKey: monitorKeys.targets,
    queryFn: async ({ signal }) => (await get<Items<MonitorTarget>>('/monitoring/targets', { signal })).items,
  });
}

export interface TargetForm {
  name: string;
  target: string;
  settings: MonitorSettings | null;
  defaults: Omit<MonitorSettings, '_id' | 'kind' | 'targetId' | 'enabled' | 'selfSigned'>;
}

export function useTargetForm(kind: string, targetId: string) {
  return useQuery({
    queryKey: monitorKeys.target(kind, targetId),
    queryFn: ({ signal }) => get<TargetForm>(`/monitoring/target/${encodeURIComponent(kind)}/${encodeURIComponent(targetId)}`, { signal, quiet: true }),
    gcTime: 0,
  });
}

export function useMonitorDetail(id: string) {
  return useQuery({
    queryKey: monitorKeys.detail(id),
    queryFn: ({ signal }) => get<{ settings: MonitorSettings; summary: MonitorSummary }>(`/monitoring/monitor/${encodeURIComponent(id)}`, { signal, quiet: true }),
  });
}

export function useMonitorHistory(id: string, range: HistoryRange) {
  return useQuery({
    queryKey: monitorKeys.history(id, range),
    queryFn: ({ signal }) => get<MonitorHistory>(`/monitoring/monitor/${encodeURIComponent(id)}/history?range=${range}`, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: 60_000,
  });
}

export function useSaveMonitor(onSaved: (saved: { settings: MonitorSettings; summary: MonitorSummary }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MonitorSaveInput) => post<{ settings: MonitorSettings; summary: MonitorSummary }>('/monitoring/save', body),
    onSuccess: (saved) => {
      toast.success(m.saved);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.all });
      onSaved(saved);
    },
    onError: (error) => toastError(error, m.saveFailed, isApiError(error) && error.status < 500),
  });
}

export function useTestMonitor() {
  return useMutation({
    mutationFn: (body: MonitorSaveInput) => post<CheckOutcome>('/monitoring/test', body),
    onError: (error) => toastError(error, m.testFailed, isApiError(error) && error.status < 500),
  });
}

export function useCheckNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<MonitorSummary>(`/monitoring/monitor/${encodeURIComponent(id)}/check`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: monitorKeys.all }),
    onError: (error) => toastError(error, m.testFailed),
  });
}

export function useDeleteMonitor(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/monitoring/monitor/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.deleted);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.all });
      onDone();
    },
    onError: (error) => toastError(error, m.deleteFailed),
  });
}

export function useAlertSettings() {
  return useQuery({
    queryKey: monitorKeys.alerts,
    queryFn: ({ signal }) => get<AlertSettingsView>('/monitoring/alerts', { signal }),
  });
}

export function useSaveQuietHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuietHours) => post<string>('/monitoring/alerts/quiet', body),
    onSuccess: () => {
      toast.success(m.quietSaved);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.alerts });
    },
    onError: (error) => toastError(error, m.quietSaveFailed, isApiError(error) && error.status < 500),
  });
}

export function useSaveChannel(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertChannelSaveInput) => post<AlertChannel>('/monitoring/alerts/channel/save', body),
    onSuccess: () => {
      toast.success(m.channelSaved);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.alerts });
      onSaved();
    },
    onError: (error) => toastError(error, m.channelSaveFailed, isApiError(error) && error.status < 500),
  });
}

export function useTestChannel() {
  return useMutation({
    mutationFn: (body: AlertChannelSaveInput) => post<string>('/monitoring/alerts/channel/test', body),
    onSuccess: (message) => toast.success(message || m.testSent),
    onError: (error) => toastError(error, m.testSendFailed, isApiError(error) && error.status < 500),
  });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/monitoring/alerts/channel/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.channelDeleted);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.alerts });
    },
    onError: (error) => toastError(error, m.channelDeleteFailed),
  });
}

type SavedCheck = { settings: CheckSettings; summary: MonitorSummary };

/** A check of its own, for its form. */
export function useCheckForm(id: string, enabled: boolean) {
  return useQuery({
    queryKey: monitorKeys.target('check', id),
    queryFn: ({ signal }) => get<SavedCheck>(`/monitoring/check/${encodeURIComponent(id)}`, { signal, quiet: true }),
    enabled,
    gcTime: 0,
  });
}

export function useSaveCheck(onSaved: (saved: SavedCheck) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckSaveInput) => post<SavedCheck>('/monitoring/check/save', body),
    onSuccess: (saved) => {
      toast.success(m.saved);
      void queryClient.invalidateQueries({ queryKey: monitorKeys.all });
      onSaved(saved);
    },
    onError: (error) => toastError(error, m.saveFailed, isApiError(error) && error.status < 500),
  });
}

export function useTestCheck() {
  return useMutation({
    mutationFn: (body: CheckSaveInput) => post<CheckOutcome>('/monitoring/check/test', body),
    onError: (error) => toastError(error, m.testFailed, isApiError(error) && error.status < 500),
  });
}
