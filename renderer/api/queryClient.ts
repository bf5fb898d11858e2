import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data in the renderer. The API client already applies the shared failure
 * rules (spec-core §8), so queries never retry on their own; a failure is never kept as data, and
 * a screen that shows one offers Retry (refetch).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
