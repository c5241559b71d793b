import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderCounts } from "#contracts/order-management";
import { getJson } from "#web/lib/api-client";
import { ordersKeys } from "./query-keys";

/** Exact counts for the filters: all, each status, prescriptions. */
export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.counts(),
    queryFn: () => getJson<TOrderCounts>("/api/merchant/orders/counts"),
  });

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());
