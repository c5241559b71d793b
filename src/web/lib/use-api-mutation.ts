import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";

/**
 * What the screen that starts a change does once the change is over: say so in a toast, close its
 * dialog. Given to the hook, not to `mutate`, so it runs even when the screen has closed meanwhile.
 */
export interface MutationCallbacks<TResult, TInput> {
  onSuccess?: (result: TResult, input: TInput) => unknown;
  onError?: (error: Error, input: TInput) => unknown;
}

export interface ApiMutationOptions<TResult, TInput, TContext>
  extends Pick<UseMutationOptions<TResult, Error, TInput, TContext>, "mutationKey" | "scope" | "onMutate"> {
  /** The request (a fetcher of the feature's api/). */
  mutationFn: (input: TInput) => Promise<TResult>;
  /** The queries the change makes stale, by prefix (from the features' query-keys.ts). */
  invalidates?: readonly QueryKey[] | ((input: TInput) => readonly QueryKey[]);
  /**
   * When they are fetched again: after a success (the default); after a failure too ("settled": a
   * part of the change may have gone through); or only after a failure ("error": the cache was
   * changed ahead of the answer and must be put back).
   */
  refetchAfter?: "success" | "settled" | "error";
  /** What the answer itself replaces in the cache (the signed-in merchant, saved settings). */
  updateCache?: (queryClient: QueryClient, result: TResult, input: TInput) => void;
}

/**
 * Every mutation of the web app (decision 0039): the request; then the cache (the answer written,
 * the stale queries fetched again); then the caller's `onSuccess` or `onError`, so a toast or a
 * closed dialog comes with the fresh list. Hooks built on it show nothing themselves.
 */
export function useApiMutation<TResult, TInput = void, TContext = unknown>(
  {
    invalidates = [],
    refetchAfter = "success",
    updateCache,
    ...options
  }: ApiMutationOptions<TResult, TInput, TContext>,
  { onSuccess, onError }: MutationCallbacks<TResult, TInput> = {},
) {
  const queryClient = useQueryClient();
  const refetch = (input: TInput) => {
    const keys = typeof invalidates === "function" ? invalidates(input) : invalidates;
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation<TResult, Error, TInput, TContext>({
    ...options,
    onSuccess: async (result, input) => {
      updateCache?.(queryClient, result, input);
      if (refetchAfter !== "error") await refetch(input);
      await onSuccess?.(result, input);
    },
    onError: async (error, input) => {
      if (refetchAfter !== "success") await refetch(input);
      await onError?.(error, input);
    },
  });
}
