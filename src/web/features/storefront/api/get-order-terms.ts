import { useQuery } from "@tanstack/react-query";
import type { TOrderTracking } from "#contracts/order-management";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { fetchQuery } from "#web/lib/api-client";
import { orderTrackingQueryKey } from "./get-order-tracking";

/** How a placed order reaches its customer and what it costs, as the server decided (issue 27). */
export type OrderTerms = Pick<
  TPlaceOrderResponse,
  "subtotal" | "deliveryFee" | "totalAmount" | "fulfilment" | "scheduledFor" | "etaMinutes"
>;

// Not under the store's key: placing an order invalidates that one, and these never change.
export const orderTermsQueryKey = (slug: string, trackingCode: string) =>
  ["order-terms", slug, trackingCode] as const;

export const pickOrderTerms = (order: OrderTerms): OrderTerms => ({
  subtotal: order.subtotal,
  deliveryFee: order.deliveryFee,
  totalAmount: order.totalAmount,
  fulfilment: order.fulfilment,
  scheduledFor: order.scheduledFor,
  etaMinutes: order.etaMinutes,
});

/**
 * A placed order's terms for its success screen: the order's own answer, kept when it was placed
 * (see usePlaceOrder); after a reload, the order's tracking answer.
 */
export const useOrderTerms = (slug: string, trackingCode: string) =>
  useQuery({
    queryKey: orderTermsQueryKey(slug, trackingCode),
    queryFn: async () =>
      pickOrderTerms((await fetchQuery<TOrderTracking>(orderTrackingQueryKey(slug, trackingCode), "throw"))!),
  });
