import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { discountCodes } from "./discount-codes";
import { merchants } from "./merchants";
import { orders } from "./orders";

// The orders holding a use of a code. `phoneKey` (the phone's digits) is set only for a code that is
// once per customer: the unique index then lets one phone hold one use at a time.
export const discountUses = pgTable(
  "discount_uses",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountCodeId: uuid("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    phoneKey: text("phone_key"),
  },
  (t) => [
    uniqueIndex("discount_uses_code_phone_idx").on(t.discountCodeId, t.phoneKey),
    index("discount_uses_merchant_id_idx").on(t.merchantId),
  ],
);
