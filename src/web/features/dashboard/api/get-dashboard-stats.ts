import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDashboardStats } from "#contracts/order-management";
import { getJson } from "#web/lib/api-client";
import { dashboardKeys } from "./query-keys";

/**
 * The figures as the server counts them: today, this week and the last 30 days are the store's, in
 * its own time zone (decision 0038), whatever the browser's zone. The screen only shows them.
 */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: () => getJson<TDashboardStats>("/api/merchant/stats"),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
