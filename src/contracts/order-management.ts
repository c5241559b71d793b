import { z } from "zod";
import type { TFulfilment, TLocationSource } from "./fulfilment";
import type { TGeocodePrecision } from "./geocoding";
import { UUID_PATTERN, uuidList } from "./ids";
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from "./order-statuses";
import { PAYMENT_STATUSES, type TOrderPaymentFields, type TPaymentEvent } from "./payments";
import type { TChosenOption } from "./product-options";
import { optionalText, TEXT_MESSAGES, withoutControlCharacters } from "./text";

/** The most orders one bulk status change names. */
export const MAX_BULK_ORDERS = 500;

export const ORDER_MANAGEMENT_MESSAGES = {
  paymentStatus: `paymentStatus must be one of ${PAYMENT_STATUSES.join(", ")}`,
  status: "Please select a valid status",
  orderType: "The order type must be regular or prescription",
  estimatedDelivery: "Estimated delivery must be a date and time",
  trackingEmpty: "Enter tracking information or an estimated delivery",
  orderNotFound: "Order not found",
  cursor: "The page cursor is not valid. Reload the orders to start again.",
  limit: "limit must be a whole number from 1 to 200",
  schedule: "schedule must be today (the orders scheduled for today in the store's time zone)",
  sort: "sort must be newest (newest first) or scheduled (by scheduled time)",
  trackingCode: "Order not found",
  notEnoughStock: (name: string, left: number) =>
    `This order can't be reopened: "${name}" has only ${left} left. Restock it first.`,
  restock: "restock must be true or false",
  refund: "refund must be true or false",
  bulkOrderId: "Order not found",
  bulkNoOrders: "Select at least one order",
  bulkTooManyOrders: `Change at most ${MAX_BULK_ORDERS} orders at once`,
  bulkDuplicateOrders: "Each order may be listed only once",
  search:
    "Search by an order number, the customer's order number or a tracking code: letters, digits and dashes only",
  alreadyInStatus: (label: string) => `Already ${label.toLowerCase()}`,
} as const;

export const MAX_ORDERS_PAGE = 200;

const ZStatusChange = {
  status: z.enum(ORDER_STATUSES, { error: ORDER_MANAGEMENT_MESSAGES.status }),
  notes: optionalText(1000),
  /**
   * Cancelling a completed order: its goods came back and go on sale again. Off by default, since
   * a completed order's goods left with the customer. Any other cancelled order always gives its
   * units back, and any other change ignores it.
   */
  restock: z.boolean({ error: ORDER_MANAGEMENT_MESSAGES.restock }).default(false),
};

/**
 * PATCH /api/merchant/orders/{orderId}/status. `refund` (issue 41): cancelling a paid card order
 * refunds what is left of its payment when true, and keeps the money when false or left out (the
 * dashboard asks). An authorized order's hold is always released on cancelling; any other change
 * ignores it. Not in the bulk change: there a paid card order is cancelled on its own.
 */
export const ZUpdateOrderStatusRequest = z.object({
  ...ZStatusChange,
  refund: z.boolean({ error: ORDER_MANAGEMENT_MESSAGES.refund }).optional(),
});
export type TUpdateOrderStatusRequest = z.input<typeof ZUpdateOrderStatusRequest>;
export type TStatusChange = z.output<typeof ZUpdateOrderStatusRequest>;

/**
 * POST /api/merchant/orders/bulk-status: one status (and one note) for many orders, each by the
 * single change's rules. Ids of no order of this store are answered as unchanged, never touched.
 */
export const ZBulkOrderStatusRequest = z.object({
  ids: uuidList(ORDER_MANAGEMENT_MESSAGES.bulkOrderId)
    .min(1, ORDER_MANAGEMENT_MESSAGES.bulkNoOrders)
    .max(MAX_BULK_ORDERS, ORDER_MANAGEMENT_MESSAGES.bulkTooManyOrders)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_MANAGEMENT_MESSAGES.bulkDuplicateOrders),
  ...ZStatusChange,
});
export type TBulkOrderStatusRequest = z.input<typeof ZBulkOrderStatusRequest>;

export interface TBulkOrderStatusResponse {
  status: OrderStatus;
  /** The orders now in `status`, in the request's order. */
  changed: string[];
  /**
   * The orders left as they were, in the request's order, and why: already in `status`, a reopened
   * order's stock is gone (the single change's 409 message), or no order of this store ("Order not
   * found").
   */
  unchanged: { id: string; message: string }[];
}

/** An ISO date-time (with an offset or Z); blank or null clears it. */
const ZEstimatedDelivery = z
  .string({ error: ORDER_MANAGEMENT_MESSAGES.estimatedDelivery })
  .trim()
  .refine(withoutControlCharacters(), TEXT_MESSAGES.controlCharacters)
  .nullish()
  .transform((value, ctx): Date | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : new Date(Number.NaN);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 2000 || year > 2100) {
      ctx.addIssue({ code: "custom", message: ORDER_MANAGEMENT_MESSAGES.estimatedDelivery });
      return z.NEVER;
    }
    return date;
  });

/** PATCH /api/merchant/orders/{orderId}/tracking: what is left out stays; blank clears. */
export const ZUpdateOrderTrackingRequest = z
  .object({
    trackingInfo: optionalText(500).optional(),
    estimatedDelivery: ZEstimatedDelivery,
  })
  .refine((v) => v.trackingInfo !== undefined || v.estimatedDelivery !== undefined, {
    message: ORDER_MANAGEMENT_MESSAGES.trackingEmpty,
  });
export type TUpdateOrderTrackingRequest = z.input<typeof ZUpdateOrderTrackingRequest>;
export type TUpdateOrderTrackingInput = z.output<typeof ZUpdateOrderTrackingRequest>;

/** `schedule=today`: only the orders scheduled for today, midnight to midnight in the store's time zone. */
export const ORDER_SCHEDULE_FILTERS = ["today"] as const;
export type TOrderScheduleFilter = (typeof ORDER_SCHEDULE_FILTERS)[number];
/** `newest`: newest first. `scheduled`: scheduled orders by their slot, earliest first, then the rest newest first. */
export const ORDER_SORTS = ["newest", "scheduled"] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];

/** The longest search: a whole order id (36 characters with its dashes). */
export const MAX_ORDER_SEARCH = 36;

/**
 * What the Orders tab's search sends, as the list reads it: "#C35A37D6", " c8765f61", "38ad7f93" all
 * come out without "#" and spaces, any case kept for the server to match without case. Blank: no
 * search. Only letters, digits and dashes (what the three numbers are made of), so nothing in it is
 * a LIKE wildcard.
 */
export const ZOrderSearch = z
  .string({ error: ORDER_MANAGEMENT_MESSAGES.search })
  .transform((value) => value.trim().replace(/^#+\s*/, ""))
  .pipe(
    z
      .string()
      .max(MAX_ORDER_SEARCH, ORDER_MANAGEMENT_MESSAGES.search)
      .regex(/^[0-9A-Za-z-]*$/, ORDER_MANAGEMENT_MESSAGES.search),
  )
  .transform((value) => value || undefined);

/**
 * GET /api/merchant/orders, /detailed and /export: a page at a time, filtered and sorted (newest
 * first by default). The cursor is the last order's id, whichever the sort. `q` finds an order by
 * any number it was shown with: the dashboard's (the id's first 8 characters, or more of the id),
 * the customer's (the id's last 8, as the success page shows them) or its tracking code; the start
 * of one is enough, case and a leading "#" do not matter.
 */
export const ZMerchantOrdersQuery = z.object({
  q: ZOrderSearch.optional(),
  status: z.enum(ORDER_STATUSES, { error: ORDER_MANAGEMENT_MESSAGES.status }).optional(),
  type: z.enum(ORDER_TYPES, { error: ORDER_MANAGEMENT_MESSAGES.orderType }).optional(),
  schedule: z.enum(ORDER_SCHEDULE_FILTERS, { error: ORDER_MANAGEMENT_MESSAGES.schedule }).optional(),
  /**
   * `awaiting_payment`: only the card orders still waiting for their payment, which every other
   * list leaves out (issue 41); another status: only the orders whose payment stands there.
   */
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: ORDER_MANAGEMENT_MESSAGES.paymentStatus }).optional(),
  sort: z.enum(ORDER_SORTS, { error: ORDER_MANAGEMENT_MESSAGES.sort }).default("newest"),
  cursor: z
    .string({ error: ORDER_MANAGEMENT_MESSAGES.cursor })
    .regex(UUID_PATTERN, ORDER_MANAGEMENT_MESSAGES.cursor)
    .transform((v) => v.toLowerCase())
    .optional(),
  limit: z.coerce
    .number({ error: ORDER_MANAGEMENT_MESSAGES.limit })
    .int(ORDER_MANAGEMENT_MESSAGES.limit)
    .min(1, ORDER_MANAGEMENT_MESSAGES.limit)
    .max(MAX_ORDERS_PAGE, ORDER_MANAGEMENT_MESSAGES.limit)
    .default(50),
});
export type TMerchantOrdersQuery = z.output<typeof ZMerchantOrdersQuery>;

export interface TOrderCustomerDetails {
  name: string;
  phone: string;
  address: string | null;
}

/** The customer as the store sees them: with the email they gave for updates, if any. */
export interface TMerchantOrderCustomer extends TOrderCustomerDetails {
  email: string | null;
}

/** An order in the merchant's list. */
export interface TMerchantOrder extends TOrderPaymentFields {
  id: string;
  trackingCode: string;
  status: OrderStatus;
  orderType: OrderType;
  /** 2-decimal string; "0.00" for a prescription order not yet quoted ('Pending Quote'). */
  totalAmount: string;
  notes: string | null;
  prescriptionFileUrl: string | null;
  /** When the prescription file was deleted at the end of its retention (its link is null since). */
  prescriptionFileRemovedAt: string | null;
  prescriptionNotes: string | null;
  trackingInfo: string | null;
  /** What the store said with its quote of a prescription order. */
  quoteMessage: string | null;
  estimatedDelivery: string | null;
  actualDelivery: string | null;
  createdAt: string;
  updatedAt: string;
  /** As given with this order. */
  customer: TMerchantOrderCustomer;
  itemCount: number;
  /** totalAmount = subtotal + deliveryFee - discountAmount (2-decimal strings), decided by the server. */
  subtotal: string;
  deliveryFee: string;
  /** The discount code used, as the store wrote it (null: none), and what it took off ("0.00"). */
  discountCode: string | null;
  discountAmount: string;
  fulfilment: TFulfilment;
  /** The chosen slot's start (ISO); null: as soon as possible. */
  scheduledFor: string | null;
  /** The accepting zone's estimated delivery time; null: the spec's 30-45 minutes. */
  etaMinutes: number | null;
  /**
   * The point the delivery was checked at, where it came from, and for an address the server's
   * geocoder's precision (null for a pin or the device; decision 0052). null: no point was given.
   */
  deliveryPoint: {
    lat: number;
    lng: number;
    source: TLocationSource | null;
    precision: TGeocodePrecision | null;
  } | null;
  /** The delivery zone that accepted the order. */
  deliveryZoneName: string | null;
  /** The provider's reference for a card payment (a Stripe PaymentIntent id), or null. */
  paymentReference: string | null;
  /** Why the payment needs the merchant's eye (an amount that differs from the order's), or null. */
  paymentFlag: string | null;
}

export interface TOrderItemDetails {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  /** Unit price paid, options included. */
  price: string;
  /** The same unit price, options included (issue 28's name for it). */
  unitPrice: string;
  /** The line's total: unitPrice times quantity, 2-decimal string (every view shows this one). */
  lineTotal: string;
  /** The options picked, as they were when the order was placed; [] for none. */
  options: TChosenOption[];
}

export interface TStatusHistoryEntry {
  id: string;
  status: string;
  notes: string | null;
  updatedBy: string;
  /** The member who changed it, named as they were then (issue 43, decision 0059); null: not a member. */
  changedBy: string | null;
  createdAt: string;
}

/** An order with its lines and its history, oldest change first. */
export interface TMerchantOrderDetails extends TMerchantOrder {
  /** `whatsappPhone`: the customer's phone for a wa.me link, read in the store's country, or null. */
  customer: TMerchantOrderCustomer & { whatsappPhone: string | null };
  orderItems: TOrderItemDetails[];
  statusHistory: TStatusHistoryEntry[];
  /** The payment's history (issue 41), oldest first. */
  payments: TPaymentEvent[];
}

/** Exact counts for the Orders tab's filters; `scheduledToday` is what `schedule=today` lists. */
export type TOrderCounts = Record<
  "all" | OrderStatus | "prescription" | "scheduledToday" | "awaitingPayment",
  number
>;

export interface TDashboardStats {
  /** The store's currency (ISO 4217, decision 0067): the revenue figures are in it. */
  currency: string;
  products: number;
  orders: number;
  /**
   * Revenue of all orders but cancelled ones, less what was refunded of them, 2-decimal string.
   * Card orders still awaiting payment are not orders yet: no figure here counts them (issue 41).
   */
  revenue: string;
  /** Distinct customers: one per phone number, however it was written (decision 0049). */
  customers: number;
  /**
   * Every day here is the store's: midnight to midnight in its time zone, by the app's clock
   * (decision 0038). `today` is the store's today.
   */
  today: { orders: number; revenue: string };
  /** This week: from Monday's midnight through today. */
  week: { orders: number; revenue: string };
  /** The last 30 days, today the last, oldest first. */
  revenueByDay: { date: string; orders: number; revenue: string }[];
}

/** GET /api/microsite-qr */
export interface TMicrositeQr {
  /** A PNG data URL of a QR code for the store's public address. */
  qrCode: string;
  micrositeUrl: string;
  slug: string;
}

/** What a new-order event on the dashboard's live stream carries. */
export interface TNewOrderEvent {
  id: string;
  trackingCode: string;
  totalAmount: string;
  orderType: OrderType;
  customerName: string;
  createdAt: string;
}

/** GET /api/microsite/{slug}/orders/{trackingCode}: what the customer sees; nothing of their phone or address. */
export interface TOrderTracking extends TOrderPaymentFields {
  /** A quoted prescription order of a store that takes cards, not yet paid: the page offers "Pay now". */
  canPayNow: boolean;
  /**
   * A UPI order still awaiting the store's confirmation (issue 46): its `upi://pay?…` link for the
   * total, to show again with its QR code (`GET …/orders/{trackingCode}/upi-qr.svg`); else null.
   */
  upiUrl: string | null;
  trackingCode: string;
  status: OrderStatus;
  orderType: OrderType;
  totalAmount: string;
  createdAt: string;
  estimatedDelivery: string | null;
  trackingInfo: string | null;
  quoteMessage: string | null;
  items: {
    productName: string;
    quantity: number;
    price: string;
    unitPrice: string;
    lineTotal: string;
    options: TChosenOption[];
  }[];
  timeline: { status: string; createdAt: string }[];
  /** `address` is where a pickup order is collected. */
  /** `whatsappPhone`: the store's phone for a wa.me link (international digits), or null. */
  store: {
    name: string;
    slug: string;
    phone: string | null;
    address: string | null;
    whatsappPhone: string | null;
  };
  subtotal: string;
  deliveryFee: string;
  discountCode: string | null;
  discountAmount: string;
  fulfilment: TFulfilment;
  scheduledFor: string | null;
  etaMinutes: number | null;
}

export const TRACKING_CODE_PATTERN = /^[0-9A-Z]{8}$/;
