import { QueryClient } from "@tanstack/react-query";

/**
 * A query cache with the app's defaults (spec section 7): the browser's one below, and one per
 * server render. No default fetcher: each query's options name its key (features' query-keys.ts)
 * and its own request (decision 0039).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
