import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * Every verified webhook delivery, stored once by the provider's event id and answered at once; the
 * work happens after, claimed with FOR UPDATE SKIP LOCKED and a lease (claimed_until), never inside a
 * transaction that waits on the provider (ARCHITECTURE: outside services). The store
 * is known only once the event's account is looked up, so merchant_id may be null (the platform's own
 * events, or an account no store holds: those are kept and never applied).
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    account: text("account"),
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "cascade" }),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().default(sql`now()`),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    // The process working on it holds it until then (a lease): one that died lets it go by itself.
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("payment_webhook_events_provider_event_idx").on(t.provider, t.eventId),
    index("payment_webhook_events_merchant_id_idx").on(t.merchantId),
    index("payment_webhook_events_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);
