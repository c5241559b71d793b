import { csvDateTime, toCsv, zonedHeading } from "#contracts/csv";
import { toDecimalString } from "#contracts/money";
import {
  ORDER_MANAGEMENT_MESSAGES,
  type TDashboardStats,
  type TMerchantOrder,
  type TMerchantOrderDetails,
  type TMerchantOrdersQuery,
  type TOrderCounts,
  type TOrderItemDetails,
  type TOrderTracking,
  TRACKING_CODE_PATTERN,
  type TUpdateOrderTrackingInput,
} from "#contracts/order-management";
import { localToday } from "#contracts/order-slots";
import { customerOrderNumber, dashboardOrderNumber, ORDER_STATUSES } from "#contracts/order-statuses";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "#contracts/payments";
import { describeChoice } from "#contracts/product-options";
import { storeDisplayName } from "#contracts/storefront";
import { dateOf } from "#contracts/trading-hours";
import { requireOwn, rowGone } from "#server/access/own-rows";
import type { Db } from "#server/db/client";
import { isNotFound, notFound } from "#server/errors";
import { requirePublicStoreWithWhatsapp } from "#server/modules/storefront/service";
import { storeTimeZone } from "#server/modules/trading/service";
import { toMerchantOrder, toOrderTracking } from "./mappers";
import { withDetails } from "./order-details";
import { ORDER } from "./own-orders";
import * as q from "./queries";

export { updateOrderStatuses } from "./bulk-order-status";
// The orders module's use cases. One that needs a file of its own is named for what it does and
// re-exported here, so routes and other modules import only this file (decision 0006).
export { checkDiscount } from "./check-discount";
export { markOrderPaid } from "./mark-order-paid";
export { getOrderDetails } from "./order-details";
export { announceNewOrder, subscribeToNewOrders } from "./order-events";
export { type OrderLimitsRow, orderLimitColumns, toStoreOrderLimits } from "./order-limits";
export { listOrderSlots } from "./order-slots";
export { placeOrder } from "./place-order";
export { placePrescriptionOrder } from "./place-prescription-order";
export { quoteOrder } from "./quote-order";
export { refundOrder } from "./refund-order";
export { releaseUnconfirmedOrders } from "./release-unconfirmed";
export { updateOrderStatus } from "./update-order-status";

/**
 * A page of the merchant's orders and the cursor of the next one (one row more is read to know).
 * `now` (epoch ms) is what "today" of `schedule=today` is judged by, in the store's time zone.
 */
export async function listOrders(
  db: Db,
  merchantId: string,
  query: TMerchantOrdersQuery,
  now: number,
): Promise<{ orders: TMerchantOrder[]; nextCursor: string | null }> {
  const rows = await q.listOrders(db, merchantId, {
    status: query.status,
    paymentStatus: query.paymentStatus,
    type: query.type,
    schedule: query.schedule,
    search: query.q,
    sort: query.sort,
    afterId: query.cursor,
    limit: query.limit + 1,
    now: new Date(now),
  });
  const orders = rows.slice(0, query.limit).map((row) => toMerchantOrder(row.order, row.itemCount));
  return { orders, nextCursor: rows.length > query.limit ? orders[orders.length - 1]!.id : null };
}

/** The same page with each order's lines and history: three queries, whatever the page size. */
export async function listOrdersDetailed(
  db: Db,
  merchantId: string,
  query: TMerchantOrdersQuery,
  now: number,
): Promise<{ orders: TMerchantOrderDetails[]; nextCursor: string | null }> {
  const page = await listOrders(db, merchantId, query, now);
  return { orders: await withDetails(db, merchantId, page.orders), nextCursor: page.nextCursor };
}

export async function countOrders(db: Db, merchantId: string, now: number): Promise<TOrderCounts> {
  const counts = Object.fromEntries([
    ["all", 0],
    ...ORDER_STATUSES.map((s) => [s, 0]),
    ["prescription", 0],
    ["scheduledToday", 0],
    // Orders still waiting for their payment: counted apart; card and Razorpay ones in no other
    // figure (issue 41), UPI ones, which the merchant confirms, in theirs as well (issue 46).
    ["awaitingPayment", 0],
  ]);
  for (const row of await q.countOrdersByStatusAndType(db, merchantId, new Date(now))) {
    if (row.awaitingPayment) counts.awaitingPayment += row.n;
    if (!row.listed) continue;
    counts.all += row.n;
    counts[row.status] += row.n;
    if (row.orderType === "prescription") counts.prescription += row.n;
    counts.scheduledToday += row.scheduledToday;
  }
  return counts as TOrderCounts;
}

export async function updateOrderTracking(
  db: Db,
  merchantId: string,
  orderId: string,
  change: TUpdateOrderTrackingInput,
): Promise<TMerchantOrder> {
  const row = await requireOwn(db, merchantId, ORDER, orderId);
  const updated = await q.updateOrder(db, merchantId, orderId, {
    ...(change.trackingInfo !== undefined ? { trackingInfo: change.trackingInfo } : {}),
    ...(change.estimatedDelivery !== undefined ? { estimatedDelivery: change.estimatedDelivery } : {}),
  });
  if (!updated) throw rowGone(ORDER);
  return toMerchantOrder(updated, row.itemCount);
}

/**
 * The dashboard's figures at `now` (the app's clock), on the store's calendar: its today, this week
 * and last 30 days in its own time zone. Products are the catalog's; the caller adds them.
 */
export async function orderStats(
  db: Db,
  merchantId: string,
  now: number,
): Promise<Omit<TDashboardStats, "products">> {
  const { totals, days, currency } = await q.orderStats(db, merchantId, new Date(now));
  // A store's orders are all in its currency: it changes only while the store has none.
  return {
    currency,
    orders: totals.orders,
    revenue: toDecimalString(totals.revenue, currency),
    customers: totals.customers,
    today: { orders: totals.todayOrders, revenue: toDecimalString(totals.todayRevenue, currency) },
    week: { orders: totals.weekOrders, revenue: toDecimalString(totals.weekRevenue, currency) },
    revenueByDay: days.map((d) => ({
      date: d.date,
      orders: Number(d.orders),
      revenue: toDecimalString(d.revenue, currency),
    })),
  };
}

/** A public store's order by its tracking code (any case), or the 404 of the store or the order. */
export async function requireTrackedOrder(db: Db, slug: string, trackingCode: string) {
  const code = trackingCode.toUpperCase();
  if (!TRACKING_CODE_PATTERN.test(code)) throw notFound(ORDER_MANAGEMENT_MESSAGES.orderNotFound);
  const store = await requirePublicStoreWithWhatsapp(db, slug);
  const order = await q.findOrderByTrackingCode(db, store.id, code);
  if (!order) throw notFound(ORDER_MANAGEMENT_MESSAGES.orderNotFound);
  return { store, order };
}

/** Whether the tracking page's store and order exist (its HTML answers 404 when not). */
export async function trackedOrderExists(db: Db, slug: string, trackingCode: string): Promise<boolean> {
  return requireTrackedOrder(db, slug, trackingCode).then(
    () => true,
    (err) => {
      if (isNotFound(err)) return false;
      throw err;
    },
  );
}

/** The public tracking page: an approved store's order by its tracking code, without the customer's details. */
export async function trackOrder(db: Db, slug: string, trackingCode: string): Promise<TOrderTracking> {
  const { store, order } = await requireTrackedOrder(db, slug, trackingCode);
  const [items, history] = await Promise.all([
    q.listOrderItems(db, store.id, [order.id]),
    q.listStatusHistory(db, store.id, [order.id]),
  ]);
  return toOrderTracking(order, items, history, {
    name: storeDisplayName(store),
    slug: store.businessSlug,
    phone: store.contactPhone,
    address: store.address,
    whatsappPhone: store.whatsappPhone,
  });
}

const EXPORT_PAGE = 1000;
/**
 * The export's headings. Times are the store's wall clock, its zone named in their headings
 * (issue 42).
 */
const exportColumns = (timeZone: string) => [
  "Order",
  "Tracking code",
  zonedHeading("Placed at", timeZone),
  "Status",
  "Type",
  "Customer",
  "Phone",
  "Address",
  "Items",
  "Total",
  "Tracking info",
  zonedHeading("Estimated delivery", timeZone),
  "Notes",
  // Issue 27's columns come after those, so a spreadsheet that reads the earlier ones by position still works.
  "Fulfilment",
  zonedHeading("Scheduled for", timeZone),
  "Subtotal",
  "Delivery fee",
  // Issue 31's, after those for the same reason.
  "Discount code",
  "Discount",
  // Issue 41's, after those: how each order is paid and what it took and gave back.
  "Payment method",
  "Payment status",
  "Amount paid",
  "Amount refunded",
  // Issue 42's, after those: the number the success page showed the customer, so a number a
  // customer reads out is found in the file too.
  "Customer's number",
  // Issue 45's: the ISO 4217 code the order's amounts are in, each written with its decimals as a
  // plain number any spreadsheet reads (decision 0068).
  "Currency",
];

/** "2 x Margherita (Size: Large · Extra: Cheese, Olives)", or "2 x Tea" without options. */
const itemText = (item: TOrderItemDetails) =>
  `${item.quantity} x ${item.productName}${item.options.length ? ` (${describeChoice(item.options)})` : ""}`;

/**
 * The filtered orders as CSV for a spreadsheet, in the list's sort (newest first by default), read a
 * thousand at a time, and the store's today (YYYY-MM-DD in its time zone at `now`) for the file's
 * name. Cells go through toCsv, so a customer named "=HYPERLINK(...)" stays text.
 */
export async function exportOrdersCsv(
  db: Db,
  merchantId: string,
  filter: Pick<TMerchantOrdersQuery, "q" | "status" | "paymentStatus" | "type" | "schedule" | "sort">,
  now: number,
): Promise<{ csv: string; storeDate: string }> {
  const timeZone = await storeTimeZone(db, merchantId);
  const storeDate = dateOf(localToday(timeZone, now));
  const rows: (string | number | null)[][] = [exportColumns(timeZone)];
  let cursor: string | undefined;
  do {
    const page = await listOrdersDetailed(db, merchantId, { ...filter, cursor, limit: EXPORT_PAGE }, now);
    for (const order of page.orders) {
      rows.push([
        dashboardOrderNumber(order.id),
        order.trackingCode,
        csvDateTime(order.createdAt, timeZone),
        order.status,
        order.orderType,
        order.customer.name,
        order.customer.phone,
        order.customer.address,
        order.orderItems.map(itemText).join("; "),
        order.totalAmount,
        order.trackingInfo,
        csvDateTime(order.estimatedDelivery, timeZone),
        order.notes,
        order.fulfilment,
        csvDateTime(order.scheduledFor, timeZone),
        order.subtotal,
        order.deliveryFee,
        order.discountCode,
        order.discountAmount,
        PAYMENT_METHOD_LABELS[order.paymentMethod],
        PAYMENT_STATUS_LABELS[order.paymentStatus],
        order.amountPaid,
        order.amountRefunded,
        customerOrderNumber(order.id),
        order.currency,
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { csv: toCsv(rows), storeDate };
}
