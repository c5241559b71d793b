import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAIL_KINDS, MAIL_STATES } from "#contracts/mail";
import { merchants } from "./merchants";
import { orders } from "./orders";

/**
 * The transactional outbox (decision 0032): one row per mail to send, written in the same
 * transaction as the order or status change it tells of, and sent by whichever app process claims
 * it first. A row is rendered when it is sent, from the order as stored plus `payload` (what was
 * true when it was written: the new status, the quote).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<Record<string, string | null>>().notNull().default({}),
    // The origin links in the mail point to, taken when the row was written (PUBLIC_URL, or the
    // request's): the worker has no request to ask.
    baseUrl: text("base_url").notNull(),
    status: text("status", { enum: MAIL_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // When a pending row may next be claimed: after its backoff, or after a claimed row's lease.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_failed_idx").on(t.createdAt).where(sql`${t.status} = 'failed'`),
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
    index("mail_outbox_merchant_id_idx").on(t.merchantId),
    index("mail_outbox_order_id_idx").on(t.orderId),
  ],
);

