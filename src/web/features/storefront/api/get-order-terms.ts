import { useQuery } from "@tanstack/react-query";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { OrderItem } from "../components/order-items";
import { getOrderTracking } from "./get-order-tracking";
import { storefrontKeys } from "./query-keys";

type Amounts = Pick<
  TPlaceOrderResponse,
  | "subtotal"
  | "deliveryFee"
  | "totalAmount"
  | "fulfilment"
  | "scheduledFor"
  | "etaMinutes"
  | "discountCode"
  | "discountAmount"
  | "orderType"
>;

/**
 * How a placed order reaches its customer and what it costs, as the server decided (issue 27),
 * and what was ordered, with each item's choices (issue 28). `upiUrl`: a UPI order still awaiting
 * its payment (issue 46), the `upi://pay?…` link its success screen offers; else null.
 */
export type OrderTerms = Amounts & { items: OrderItem[]; upiUrl: string | null };

export const pickOrderTerms = (
  order: Amounts,
  items: OrderItem[],
  upiUrl: string | null | undefined,
): OrderTerms => ({
  subtotal: order.subtotal,
  deliveryFee: order.deliveryFee,
  // Absent from an answer of a server before issue 31: no discount then.
  discountCode: order.discountCode ?? null,
  discountAmount: order.discountAmount ?? "0.00",
  totalAmount: order.totalAmount,
  fulfilment: order.fulfilment,
  scheduledFor: order.scheduledFor,
  etaMinutes: order.etaMinutes,
  // A prescription's success screen is a request for a price (issue 42, item 5).
  orderType: order.orderType,
  items: items.map(({ productName, quantity, unitPrice, lineTotal, options }) => ({
    productName,
    quantity,
    unitPrice,
    lineTotal,
    options,
  })),
  // Absent from an answer of a server before issue 46: no UPI then.
  upiUrl: upiUrl ?? null,
});

/**
 * A placed order's terms for its success screen: the order's own answer, kept when it was placed
 * (see usePlaceOrder); after a reload, the order's tracking answer.
 */
export const useOrderTerms = (slug: string, trackingCode: string) =>
  useQuery({
    queryKey: storefrontKeys.orderTerms(slug, trackingCode),
    queryFn: async () => {
      const tracking = await getOrderTracking(slug, trackingCode);
      return pickOrderTerms(tracking, tracking.items, tracking.upiUrl);
    },
  });
