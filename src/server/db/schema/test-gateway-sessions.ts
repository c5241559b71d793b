import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CAPTURE_MOMENTS } from "#contracts/payments";
import { merchants } from "./merchants";

/** A refund the test gateway made, kept with its payment; its key makes a retried refund the same one. */
export interface TestGatewayRefund {
  refundId: string;
  amountCents: number;
  reason: string | null;
  idempotencyKey: string;
}

/**
 * The built-in test gateway's hosted sessions and their one payment each (issue 41, decision 0050):
 * no money moves, but the state lives in the database like a real provider's, so it answers the same
 * from every app process and after a restart. Amounts are cents (bigint: an order's total can pass
 * 2^31 cents).
 */
export const testGatewaySessions = pgTable(
  "test_gateway_sessions",
  {
    id: text("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").notNull(),
    // The key of the call that made it: a retried call gets this session back, not a second one.
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    capture: text("capture", { enum: CAPTURE_MOMENTS }).notNull(),
    description: text("description").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // open, complete (paid or authorized) or expired (by its time, or ended by the store).
    state: text("state", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    // Its payment, made at the first card tried: null until then.
    paymentId: text("payment_id"),
    paymentState: text("payment_state", {
      enum: ["requires_payment", "processing", "requires_capture", "succeeded", "canceled", "failed"],
    }),
    amountReceivedCents: bigint("amount_received_cents", { mode: "number" }).notNull().default(0),
    failureMessage: text("failure_message"),
    refunds: jsonb("refunds").$type<TestGatewayRefund[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("test_gateway_sessions_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("test_gateway_sessions_payment_id_idx").on(t.paymentId),
    index("test_gateway_sessions_merchant_id_idx").on(t.merchantId),
  ],
);

export type TestGatewaySessionRow = typeof testGatewaySessions.$inferSelect;
