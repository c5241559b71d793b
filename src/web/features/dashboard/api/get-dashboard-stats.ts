import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDashboardStats } from "#contracts/order-management";
import { throwIfResNotOk } from "#web/lib/api-client";
import { dashboardKeys } from "./query-keys";

/** The browser's time zone: the merchant's days start at their own midnight. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export async function getDashboardStats(timeZone: string): Promise<TDashboardStats> {
  const res = await fetch(`/api/merchant/stats?tz=${encodeURIComponent(timeZone)}`, {
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res.json();
}

export const dashboardStatsQueryOptions = (timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: dashboardKeys.statsIn(timeZone),
    queryFn: () => getDashboardStats(timeZone),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
