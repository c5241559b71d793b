import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderCounts } from "#contracts/order-management";
import { fetchQuery } from "#web/lib/api-client";
import { ORDERS_KEY_ROOT } from "./get-orders";

/** Exact counts for the filters: all, each status, prescriptions. */
export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: [ORDERS_KEY_ROOT, "counts"] as const,
    queryFn: async () => (await fetchQuery<TOrderCounts>([ORDERS_KEY_ROOT, "counts"], "throw"))!,
  });

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());
