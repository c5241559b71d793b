import { fromMinor, toDecimalString } from "#contracts/money";
import { lineTotalMinor } from "#contracts/order-lines";
import type {
  TMerchantOrder,
  TNewOrderEvent,
  TOrderItemDetails,
  TOrderTracking,
  TStatusHistoryEntry,
} from "#contracts/order-management";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TOrderPaymentFields, TPlacedOrderPayment } from "#contracts/payments";
import type { TChosenOption } from "#contracts/product-options";
import type { OrderItemRow } from "#server/db/schema/order-items";
import type { OrderStatusHistoryRow } from "#server/db/schema/order-status-history";
import type { OrderRow } from "#server/db/schema/orders";
import type { PlacedOrderRow } from "./new-order-rows";

/** The customer as given with this order (the order's own copy, never the shared customer row). */
export const toOrderCustomer = (
  order: Pick<OrderRow, "customerName" | "customerPhone" | "customerAddress">,
) => ({
  name: order.customerName,
  phone: order.customerPhone,
  address: order.customerAddress,
});

/** The amounts (in the order's currency), fulfilment and slot every view of an order shows. */
export const toOrderTerms = (
  order: Pick<
    OrderRow,
    | "currency"
    | "subtotal"
    | "deliveryFee"
    | "fulfilment"
    | "scheduledFor"
    | "etaMinutes"
    | "discountCode"
    | "discountAmount"
  >,
) => ({
  subtotal: toDecimalString(order.subtotal, order.currency),
  deliveryFee: toDecimalString(order.deliveryFee, order.currency),
  discountCode: order.discountCode,
  discountAmount: toDecimalString(order.discountAmount, order.currency),
  fulfilment: order.fulfilment,
  scheduledFor: order.scheduledFor?.toISOString() ?? null,
  etaMinutes: order.etaMinutes,
});

/** How the order is paid and what it has taken and given back (issue 41), as every view shows it. */
export const toOrderPayment = (
  order: Pick<OrderRow, "currency" | "paymentMethod" | "paymentStatus" | "amountPaid" | "amountRefunded">,
): TOrderPaymentFields => ({
  // Every answer about an order names the currency its amounts are in: the order's own (decision 0067).
  currency: order.currency,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  amountPaid: toDecimalString(order.amountPaid, order.currency),
  amountRefunded: toDecimalString(order.amountRefunded, order.currency),
});

/** A placed order's answer; `payment` says where a card order is paid (nothing is paid yet). */
export function toPlacedOrderResponse(
  order: PlacedOrderRow,
  items: Pick<OrderItemRow, "productId" | "productName" | "quantity" | "price" | "options">[],
  payment: TPlacedOrderPayment = { method: "cash", status: "unpaid", redirectUrl: null, upiUrl: null },
): TPlaceOrderResponse {
  return {
    currency: order.currency,
    payment,
    paymentMethod: payment.method,
    paymentStatus: payment.status,
    amountPaid: fromMinor(0, order.currency),
    amountRefunded: fromMinor(0, order.currency),
    id: order.id,
    trackingCode: order.trackingCode,
    status: order.status,
    totalAmount: toDecimalString(order.totalAmount, order.currency),
    orderType: order.orderType,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    customer: toOrderCustomer(order),
    ...toOrderTerms(order),
    orderItems: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      ...toItemPrice(item, order.currency),
    })),
  };
}

export function toMerchantOrder(order: OrderRow, itemCount: number): TMerchantOrder {
  return {
    id: order.id,
    trackingCode: order.trackingCode,
    status: order.status,
    orderType: order.orderType,
    totalAmount: toDecimalString(order.totalAmount, order.currency),
    notes: order.notes,
    prescriptionFileUrl: order.prescriptionFileUrl,
    prescriptionFileRemovedAt: order.prescriptionFileRemovedAt?.toISOString() ?? null,
    prescriptionNotes: order.prescriptionNotes,
    trackingInfo: order.trackingInfo,
    quoteMessage: order.quoteMessage,
    estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
    actualDelivery: order.actualDelivery?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customer: { ...toOrderCustomer(order), email: order.customerEmail },
    itemCount,
    ...toOrderTerms(order),
    deliveryPoint:
      order.deliveryLat === null || order.deliveryLng === null
        ? null
        : {
            lat: Number(order.deliveryLat),
            lng: Number(order.deliveryLng),
            source: order.locationSource,
            precision: order.locationPrecision,
          },
    deliveryZoneName: order.deliveryZoneName,
    ...toOrderPayment(order),
    paymentReference: order.paymentIntentId,
    paymentFlag: order.paymentFlag,
  };
}

/** The options an order item keeps, as its views show them (never the ids kept for stock). */
export const toChosenOptions = (
  options: readonly TChosenOption[] | null | undefined,
  currency: string,
): TChosenOption[] =>
  (options ?? []).map((option) => ({
    group: option.group,
    name: option.name,
    priceDelta: toDecimalString(option.priceDelta, currency),
  }));

/**
 * What every view of an order line shows: its unit price (options included, twice named), its line
 * total by the one rule (lineTotalMinor) and its options, in the order's currency.
 */
const toItemPrice = (item: Pick<OrderItemRow, "price" | "quantity" | "options">, currency: string) => ({
  price: toDecimalString(item.price, currency),
  unitPrice: toDecimalString(item.price, currency),
  lineTotal: fromMinor(lineTotalMinor(item, currency), currency),
  options: toChosenOptions(item.options, currency),
});

export function toOrderItemDetails(item: OrderItemRow, currency: string): TOrderItemDetails {
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    quantity: item.quantity,
    ...toItemPrice(item, currency),
  };
}

export function toStatusHistoryEntry(row: OrderStatusHistoryRow): TStatusHistoryEntry {
  return {
    id: row.id,
    status: row.status,
    notes: row.notes,
    updatedBy: row.updatedBy,
    changedBy: row.changedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNewOrderEvent(order: TPlaceOrderResponse | TMerchantOrder): TNewOrderEvent {
  return {
    id: order.id,
    trackingCode: order.trackingCode,
    totalAmount: order.totalAmount,
    orderType: order.orderType as TNewOrderEvent["orderType"],
    customerName: order.customer.name,
    createdAt: order.createdAt,
  };
}

/**
 * A UPI order's `upi://pay` link while the store has not confirmed its money (issue 46): shown again
 * with its QR code on the tracking page; null for any other order, or once paid or let go.
 */
export const owedUpiUrl = (order: Pick<OrderRow, "paymentMethod" | "paymentStatus" | "status" | "upiUrl">) =>
  order.paymentMethod === "upi" && order.paymentStatus === "awaiting_payment" && order.status !== "cancelled"
    ? order.upiUrl
    : null;

/** The customer's view: no phone, no address, no merchant notes. */
export function toOrderTracking(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderStatusHistoryRow[],
  store: TOrderTracking["store"],
): TOrderTracking {
  return {
    trackingCode: order.trackingCode,
    upiUrl: owedUpiUrl(order),
    status: order.status,
    orderType: order.orderType,
    totalAmount: toDecimalString(order.totalAmount, order.currency),
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
    trackingInfo: order.trackingInfo,
    quoteMessage: order.quoteMessage,
    items: items.map((item) => ({
      productName: item.productName,
      quantity: item.quantity,
      ...toItemPrice(item, order.currency),
    })),
    timeline: history.map((row) => ({ status: row.status, createdAt: row.createdAt.toISOString() })),
    store,
    ...toOrderTerms(order),
    ...toOrderPayment(order),
    // Set by the payments module where the store takes cards (issue 41: "Pay now" for a quote).
    canPayNow: false,
  };
}
