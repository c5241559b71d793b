import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminStats } from "#contracts/admin";
import { getJson } from "#web/lib/api-client";
import { adminKeys } from "./query-keys";

/** GET /api/admin/stats: how the platform is doing. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: () => getJson<TAdminStats>("/api/admin/stats") });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
