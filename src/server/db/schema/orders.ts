import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { FULFILMENTS, LOCATION_SOURCES } from "#contracts/fulfilment";
import { GEOCODE_PRECISIONS } from "#contracts/geocoding";
import { ORDER_STATUSES, ORDER_TYPES } from "#contracts/order-statuses";
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "#contracts/payments";
import { customers } from "./customers";
import { deliveryZones } from "./delivery-zones";
import { discountCodes } from "./discount-codes";
import { merchants } from "./merchants";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // The delivery details as given with this order: the customer row is shared by every order
    // from the same phone and holds only the latest name and address.
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerAddress: text("customer_address"),
    // Given at checkout only by a customer who wants mail about this order (confirmation, status).
    customerEmail: text("customer_email"),
    // 8 uppercase hex characters from a random uuid; the unique index makes a (rare) clash fail loudly.
    trackingCode: text("tracking_code")
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    // totalAmount = subtotal + deliveryFee, all decided by the server when the order is placed (a
    // prescription order's quote sets the subtotal and the total).
    // The store's currency when the order was placed (decision 0067): its amounts, payments and
    // refunds are in it, whatever the store sells in later.
    currency: text("currency").notNull().default("USD"),
    // The language the customer ordered in (issue 45, decision 0068): their mails come in it.
    language: text("language").notNull().default("en"),
    totalAmount: numeric("total_amount", { precision: 11, scale: 3 }).notNull(),
    subtotal: numeric("subtotal", { precision: 11, scale: 3 }).notNull(),
    deliveryFee: numeric("delivery_fee", { precision: 11, scale: 3 }).notNull().default("0"),
    fulfilment: text("fulfilment", { enum: FULFILMENTS }).notNull().default("delivery"),
    // The slot the customer chose (its start); null: as soon as possible.
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    notes: text("notes"),
    orderType: text("order_type", { enum: ORDER_TYPES }).notNull().default("regular"),
    prescriptionFileUrl: text("prescription_file_url"),
    // When the prescription file was deleted at the end of its retention (PRESCRIPTION_RETENTION_DAYS):
    // the link is gone with it, and the pharmacy is told the file was deleted, not that there was none.
    prescriptionFileRemovedAt: timestamp("prescription_file_removed_at", { withTimezone: true }),
    prescriptionNotes: text("prescription_notes"),
    estimatedDelivery: timestamp("estimated_delivery", { withTimezone: true }),
    // When the order was completed (the app's clock). Only a completed order has one (the check below).
    actualDelivery: timestamp("actual_delivery", { withTimezone: true }),
    // Its units went back on sale when it was cancelled, so reopening it takes them again. False for
    // every other order, and for a completed order cancelled without "Returned to stock": its goods
    // left with the customer, so its units were not put back and are not taken twice.
    stockReturned: boolean("stock_returned").notNull().default(false),
    trackingInfo: text("tracking_info"),
    // Where the order goes and the delivery zone that accepted it (stores with drawn areas only).
    deliveryLat: numeric("delivery_lat", { precision: 10, scale: 6 }),
    deliveryLng: numeric("delivery_lng", { precision: 10, scale: 6 }),
    deliveryZoneId: uuid("delivery_zone_id").references(() => deliveryZones.id, { onDelete: "set null" }),
    deliveryZoneName: text("delivery_zone_name"),
    // Where the delivery point came from: a pin on the map, the device's position, or the address.
    locationSource: text("location_source", { enum: LOCATION_SOURCES }),
    // For an address's point: how precise the server's geocoder said it was (issue 42, decision
    // 0052). Only "street" takes an order; null for a pin, the device, and orders from before.
    locationPrecision: text("location_precision", { enum: GEOCODE_PRECISIONS }),
    // The accepting zone's estimated delivery time when the order was placed; null: the spec's 30-45.
    etaMinutes: integer("eta_minutes"),
    // What the store said with its quote of a prescription order; the customer sees it.
    quoteMessage: text("quote_message"),
    // The discount code the order used (issue 31): a copy of the code as written and what it took
    // off (totalAmount = subtotal + deliveryFee - discountAmount); the link goes if the code is deleted.
    discountCodeId: uuid("discount_code_id"),
    discountCode: text("discount_code"),
    discountAmount: numeric("discount_amount", { precision: 11, scale: 3 }).notNull().default("0"),
    // Who holds the order's units (issue 40): a hash of the phone's key and the client's address (an
    // IPv6 client by its /64), so unconfirmed orders from one phone and one address can be summed.
    // The hash keeps no readable address; null for orders placed before it, and prescription orders.
    holderKey: text("holder_key"),
    // How the order is paid (issue 41, decision 0050). A cash order is `unpaid` until "Mark as paid";
    // a card order starts `awaiting_payment` and moves only on the provider's word (settle-payment.ts).
    // The amounts are derived from the order's payment events and kept here for lists and CSV.
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cash"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    amountPaid: numeric("amount_paid", { precision: 11, scale: 3 }).notNull().default("0"),
    amountRefunded: numeric("amount_refunded", { precision: 11, scale: 3 }).notNull().default("0"),
    // The provider, the account (a merchant's Stripe account id) and the provider's session and
    // payment ids the order's card payment went through: kept with the order, so a store that
    // reconnects another account still settles, captures and refunds on the one that was charged.
    paymentProvider: text("payment_provider", { enum: PAYMENT_PROVIDERS }),
    paymentAccount: text("payment_account"),
    paymentSessionId: text("payment_session_id"),
    paymentIntentId: text("payment_intent_id"),
    // Where the shopper pays (the provider's hosted page), given again to a retried request.
    paymentRedirectUrl: text("payment_redirect_url"),
    // A UPI order's `upi://pay?…` link (issue 46), made once when it is placed: the store's UPI ID
    // then, the total and the order's code, whatever the store changes later.
    upiUrl: text("upi_url"),
    // Why the payment needs the merchant's eye (an amount or currency that differs from the order's).
    paymentFlag: text("payment_flag"),
    // The origin a card order's new-order mails link to (the placing request's, when mail is on):
    // those mails are written only once the order is paid or authorized (settle-payment.ts).
    mailBaseUrl: text("mail_base_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // Added by hand in its migration, after the data fix that clears the time on other orders.
    check("orders_actual_delivery_completed", sql`${t.actualDelivery} is null or ${t.status} = 'completed'`),
    // Named as hand-written migration 0017 left it (PostgreSQL's default name), not drizzle's.
    foreignKey({
      name: "orders_discount_code_id_fkey",
      columns: [t.discountCodeId],
      foreignColumns: [discountCodes.id],
    }).onDelete("set null"),
    index("orders_merchant_id_created_idx").on(t.merchantId, t.createdAt),
    // The operator's platform figures (issue 47): the last 30 days of every store's orders.
    index("orders_created_at_idx").on(t.createdAt),
    // The Orders tab filtered by status, newest first.
    index("orders_merchant_id_status_created_idx").on(t.merchantId, t.status, t.createdAt),
    // One holder's recent orders (the hold share, orders/order-holds.ts). Led by the holder, so that a
    // query naming only the holder and the hour can be answered by no other index (migration 0038).
    index("orders_holder_created_idx").on(t.holderKey, t.createdAt).where(sql`${t.holderKey} is not null`),
    index("orders_customer_id_idx").on(t.customerId),
    // The Orders tab filtered by payment (issue 41): "Awaiting payment", and any other payment status.
    index("orders_merchant_id_payment_status_created_idx").on(t.merchantId, t.paymentStatus, t.createdAt),
    // Card orders still waiting for the provider, across stores: reconciliation and unpaid expiry.
    index("orders_awaiting_payment_created_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // A webhook names the provider's session or payment, never our order id alone.
    index("orders_payment_session_id_idx")
      .on(t.paymentSessionId)
      .where(sql`${t.paymentSessionId} is not null`),
    index("orders_payment_intent_id_idx").on(t.paymentIntentId).where(sql`${t.paymentIntentId} is not null`),
    index("orders_delivery_zone_id_idx").on(t.deliveryZoneId),
    index("orders_discount_code_id_idx").on(t.discountCodeId).where(sql`${t.discountCodeId} is not null`),
    // "Today's schedule" and the sort by slot.
    index("orders_merchant_id_scheduled_for_idx")
      .on(t.merchantId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order still waiting for its money on a provider's page (a card or Razorpay order, issues 41 and
 * 46): not an order for the merchant yet, in no list, count or figure. A UPI order awaiting the
 * store's own confirmation is theirs to see and confirm.
 */
export const awaitingPagePayment = sql`(${orders.paymentStatus} = 'awaiting_payment' and ${orders.paymentMethod} <> 'upi')`;
