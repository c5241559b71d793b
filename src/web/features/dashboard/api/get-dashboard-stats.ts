import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDashboardStats } from "#contracts/order-management";
import { throwIfResNotOk } from "#web/lib/api-client";

/**
 * The figures as the server counts them: today, this week and the last 30 days are the store's, in
 * its own time zone (decision 0038), whatever the browser's zone. The screen only shows them.
 */
export async function getDashboardStats(): Promise<TDashboardStats> {
  const res = await fetch("/api/merchant/stats", { credentials: "include" });
  await throwIfResNotOk(res);
  return res.json();
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/merchant/stats"] as const,
    queryFn: getDashboardStats,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
