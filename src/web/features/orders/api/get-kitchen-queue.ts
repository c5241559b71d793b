import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_ORDERS_PAGE } from "#contracts/order-management";
import type { TSeenOrderDetails } from "#contracts/order-privacy";
import type { OrderStatus } from "#contracts/order-statuses";
import { getJson } from "#web/lib/api-client";
import { ordersKeys } from "./query-keys";

/** What the kitchen prepares (spec section 4's statuses): not yet done, not cancelled. */
export const KITCHEN_STATUSES = [
  "pending",
  "confirmed",
  "processing",
] as const satisfies readonly OrderStatus[];

/**
 * The kitchen's queue: every order to prepare, oldest first. One request per status (a busy day's
 * completed orders never push a pending one off the page); the answers carry no money and no
 * contact details for the kitchen role (the server's doing, decision 0059). Under the orders' keys,
 * so a new order on the live stream or a status change fetches it again.
 */
export async function getKitchenQueue(): Promise<TSeenOrderDetails[]> {
  const pages = await Promise.all(
    KITCHEN_STATUSES.map((status) =>
      getJson<TSeenOrderDetails[]>(`/api/merchant/orders/detailed?status=${status}&limit=${MAX_ORDERS_PAGE}`),
    ),
  );
  return pages.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export const kitchenQueueQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.kitchen(),
    queryFn: getKitchenQueue,
    // A safety net under the live stream: a change made at the counter shows within a minute.
    refetchInterval: 60_000,
  });

export const useKitchenQueue = () => useQuery(kitchenQueueQueryOptions());
