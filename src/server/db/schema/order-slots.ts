import { integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

// How many orders each of a store's slots has taken: the slot cap is enforced on this row (one
// conditional upsert per order), so simultaneous checkouts into one slot never exceed it.
export const orderSlots = pgTable(
  "order_slots",
  {
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    taken: integer("taken").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.startsAt] })],
);
