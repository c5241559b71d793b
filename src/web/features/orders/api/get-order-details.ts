import { queryOptions } from "@tanstack/react-query";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { fetchQuery } from "#web/lib/api-client";
import { ORDERS_KEY_ROOT } from "./get-orders";

/** One order with its lines and history (GET /api/merchant/orders/{id}): what a ticket prints. */
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [ORDERS_KEY_ROOT, orderId] as const,
    queryFn: async ({ queryKey }) => (await fetchQuery<TMerchantOrderDetails>(queryKey, "throw"))!,
  });
