import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { runBackoffOf, runRetryFlag, type CatalogueAnswer, type CatalogueReview, type InstalledPage, type IntegrationApp, type RunAnswer, type RunBackoff } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import { get, isApiError, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export const integrationKeys = {
  all: ['integrations'] as const,
  installed: ['integrations', 'installed'] as const,
  installedAll: ['integrations', 'installed-all'] as const,
  catalogue: ['integrations', 'catalogue'] as const,
  run: (listingId: string, updatedAt: string) => ['integration-run', listingId, updatedAt] as const,
};

const pageSize = 12;

/** Installed apps, 12 a page, for infinite scroll on /manage/apps. */
export function useInstalledPages() {
  return useInfiniteQuery<InstalledPage, Error, InfiniteData<InstalledPage>, typeof integrationKeys.installed, number>({
    queryKey: integrationKeys.installed,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => get<InstalledPage>(`/app/installed?page=${pageParam}&limit=${pageSize}`, { signal }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

export function useInstalledAll() {
  return useQuery({ queryKey: integrationKeys.installedAll, queryFn: ({ signal }) => get<{ appId: string; version: string }[]>('/app/installed/all', { signal }) });
}

/** The catalogue as the server assembled it (built-ins and the remote one); the browser never calls the CDN. */
export function useCatalogue(enabled = true) {
  return useQuery({ queryKey: integrationKeys.catalogue, queryFn: ({ signal }) => get<CatalogueAnswer>('/app/catalogue', { signal }), enabled });
}

/** What installing an app would bring (publisher, what it reaches), read by the server from the checked package. */
export function useCatalogueReview(appId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...integrationKeys.catalogue, 'review', appId] as const,
    queryFn: ({ signal }) => get<CatalogueReview>(`/app/catalogue/${encodeURIComponent(appId)}/review`, { signal, quiet: true }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

type AppAction = 'install' | 'update' | 'delete';
const actionTexts: Record<AppAction, { ok: string; failed: string }> = {
  install: { ok: integrationMessages.installed, failed: integrationMessages.installFailed },
  update: { ok: integrationMessages.updated, failed: integrationMessages.updateFailed },
  delete: { ok: integrationMessages.removed, failed: integrationMessages.removeFailed },
};

/**
 * Hearth's own 502-504: it could not reach the catalogue or the npm registry, or they were too
 * slow. The server's message says what to check; pressing Retry is the cure. (A gateway's 502-504,
 * Hearth itself out of reach, arrives as status 0 and the connection banner.)
 */
export function isRetryable(error: unknown): error is Error & { status: number } {
  return isApiError(error) && [502, 503, 504].includes(error.status);
}

/** What a failure a Retry can cure shows: the server's message and the action to run again. */
export interface RetryableFailure {
  message: string;
  retry: () => void;
}

/**
 * Install, update and remove: the server's message where present (spec-core §8), then a fresh
 * list. With `onRetryable`, a failure a Retry can cure goes there instead of a toast.
 */
export function useAppAction(onRetryable?: (failure: RetryableFailure) => void) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ appId, action }: { appId: string; action: AppAction }) => request<string>('GET', `/app/${encodeURIComponent(appId)}/${action}`),
    onSuccess: (message, { action }) => toast.success(action === 'delete' ? actionTexts.delete.ok : message || actionTexts[action].ok),
    onError: (error, variables) => {
      if (onRetryable && isRetryable(error)) onRetryable({ message: error.message, retry: () => mutation.mutate(variables) });
      else toastError(error, actionTexts[variables.action].failed, variables.action !== 'delete');
    },
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.all }),
  });
  return mutation;
}

export function useSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<string>('GET', '/app/sync'),
    onSuccess: () => toast.success(integrationMessages.synced),
    onError: (error) => toastError(error, integrationMessages.syncFailed, true),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** The back-off a failed card run answered with (the service refused Hearth), or null. */
export function runBackoff(error: unknown): RunBackoff | null {
  return isApiError(error) ? runBackoffOf(error.body) : null;
}

/**
 * When a card asks again: its refresh period, or later while the server backs it off after a
 * refusal; false once it waits for the owner's Retry.
 */
export function nextRefreshMs(backoff: RunBackoff | null, everyMs: number): number | false {
  if (!backoff) return everyMs;
  if (backoff.retryAfterSeconds === null) return false;
  return Math.max(everyMs, backoff.retryAfterSeconds * 1000);
}

/** Cards whose next ask is their owner's Retry: it runs at once, back-off or not. */
const retryAsked = new Set<string>();

/** The card's Retry button: ask the server to run it now. */
export function retryIntegrationRun(listingId: string, refetch: () => Promise<unknown>): void {
  retryAsked.add(listingId);
  void refetch();
}

/** A link card's integration HTML, refreshed every autoRefreshAfter seconds (≥ 1, default 60). */
export function useIntegrationRun(listingId: string, integrationId: string, updatedAt: string, refreshSeconds: number) {
  const every = refreshSeconds >= 1 ? refreshSeconds : 60;
  return useQuery({
    queryKey: integrationKeys.run(listingId, updatedAt),
    queryFn: ({ signal }) => {
      const retry = retryAsked.delete(listingId);
      return get<RunAnswer>(`/app/run/${encodeURIComponent(listingId)}/${encodeURIComponent(integrationId)}${retry ? `?${runRetryFlag}=1` : ''}`, { signal, quiet: true });
    },
    refetchInterval: (query) => nextRefreshMs(runBackoff(query.state.error), every * 1000),
    staleTime: every * 1000,
  });
}

/** The apps a link may use: every built-in not hidden, and installed, ready ones (also on the add form, which has no listing detail). */
export function useOfferedIntegrations() {
  return useQuery({
    queryKey: [...integrationKeys.all, 'offered'] as const,
    queryFn: ({ signal }) => get<{ integrations: IntegrationApp[] }>('/listing/link/null', { signal }).then((d) => d.integrations),
  });
}
