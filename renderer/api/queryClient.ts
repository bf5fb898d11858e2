import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError.js';
import { backoffMs } from './backoff.js';
import { isReachable, subscribeConnectivity } from './connectivity.js';

/**
 * A read that got no answer (the server restarting, the Wi-Fi gone) is asked again: while the
 * API cannot be reached, TanStack Query holds it (its online manager follows Hearth's own
 * connectivity, below) and carries on the moment the server answers. Any other failure is final:
 * a screen that shows one offers Retry (refetch).
 */
export function retryWhileUnreachable(_failures: number, error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

// "Online" means Hearth's API answers, not only that the browser has a network.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isReachable())));

/** The one cache of server data in the renderer. A failure is never kept as data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryWhileUnreachable,
      retryDelay: (failures) => backoffMs(failures - 1),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    // A write runs (and fails, saying so) at once; it is never held to fire later by itself.
    mutations: { retry: false, networkMode: 'always' },
  },
});
