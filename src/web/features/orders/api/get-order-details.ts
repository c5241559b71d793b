import { queryOptions } from "@tanstack/react-query";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { getJson } from "#web/lib/api-client";
import { ordersKeys } from "./query-keys";

/** One order with its lines and history (GET /api/merchant/orders/{id}): what a ticket prints. */
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.one(orderId),
    queryFn: () => getJson<TMerchantOrderDetails>(`/api/merchant/orders/${encodeURIComponent(orderId)}`),
  });
