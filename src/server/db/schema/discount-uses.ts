import { foreignKey, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { discountCodes } from "./discount-codes";
import { merchants } from "./merchants";
import { orders } from "./orders";

// The orders holding a use of a code. `phoneKey` (the phone's key, its E.164 form: decision 0049) is
// set only for a code that is once per customer: the unique index then lets one phone hold one use
// at a time. The foreign keys have the names hand-written migration 0017 gave them (see
// discount-codes.ts).
export const discountUses = pgTable(
  "discount_uses",
  {
    orderId: uuid("order_id").primaryKey(),
    discountCodeId: uuid("discount_code_id").notNull(),
    merchantId: uuid("merchant_id").notNull(),
    phoneKey: text("phone_key"),
  },
  (t) => [
    foreignKey({
      name: "discount_uses_order_id_fk",
      columns: [t.orderId],
      foreignColumns: [orders.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "discount_uses_discount_code_id_fkey",
      columns: [t.discountCodeId],
      foreignColumns: [discountCodes.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "discount_uses_merchant_id_fkey",
      columns: [t.merchantId],
      foreignColumns: [merchants.id],
    }).onDelete("cascade"),
    uniqueIndex("discount_uses_code_phone_idx").on(t.discountCodeId, t.phoneKey),
    index("discount_uses_merchant_id_idx").on(t.merchantId),
  ],
);
