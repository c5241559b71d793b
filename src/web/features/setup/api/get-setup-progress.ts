import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSetupProgress } from "#contracts/store-setup";
import { getJson } from "#web/lib/api-client";
import { setupKeys } from "./query-keys";

/** GET /api/setup: which steps of the first-run path the store has done or skipped (issue 48). */
export const setupProgressQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.progress(),
    queryFn: () => getJson<TSetupProgress>("/api/setup"),
  });

export const useSetupProgress = () => useQuery(setupProgressQueryOptions());
