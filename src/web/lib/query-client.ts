import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { fetchQuery } from "./api-client";

export const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchQuery(queryKey, "throw");

export const queryClient = new QueryClient({
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
