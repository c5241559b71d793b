import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { fetchQuery } from "./api-client";

export const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchQuery(queryKey, "throw");

/** A query cache with the app's defaults: the browser's one below, and one per server render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
