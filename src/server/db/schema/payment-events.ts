import { sql } from "drizzle-orm";
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_EVENT_KINDS } from "#contracts/payments";
import { merchants } from "./merchants";
import { orders } from "./orders";

/**
 * An order's payment history, append-only (decision 0050, Saleor's model): every amount on the order
 * is computed from these rows. The unique index is the deduplication: the same provider object seen
 * twice (a webhook and a read, or a webhook sent twice) is one entry.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_EVENT_KINDS }).notNull(),
    // "stripe", "test", "razorpay", "cash" or "upi".
    provider: text("provider").notNull(),
    // The provider's id for what happened (a PaymentIntent, a refund, a session); for cash and for
    // our own entries, a key of ours (the request's Idempotency-Key, say).
    reference: text("reference").notNull(),
    amount: numeric("amount", { precision: 11, scale: 3 }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("payment_events_order_kind_reference_idx").on(t.orderId, t.kind, t.reference),
    index("payment_events_merchant_id_order_idx").on(t.merchantId, t.orderId, t.createdAt),
    // A UPI transaction reference is one payment: a store records it on one order only (issue 46).
    uniqueIndex("payment_events_merchant_upi_reference_idx")
      .on(t.merchantId, t.reference)
      .where(sql`${t.kind} = 'upi_received'`),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
