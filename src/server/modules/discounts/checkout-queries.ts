import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { customers } from "#server/db/schema/customers";
import { discountCodes } from "#server/db/schema/discount-codes";
import { discountUses } from "#server/db/schema/discount-uses";

/** Whether this phone already holds a use of the code (only once-per-customer uses keep the phone). */
export async function phoneHoldsUse(
  db: Db | Tx,
  merchantId: string,
  discountCodeId: string,
  phoneKey: string,
) {
  const [row] = await db
    .select({ orderId: discountUses.orderId })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.merchantId, merchantId),
        eq(discountUses.discountCodeId, discountCodeId),
        eq(discountUses.phoneKey, phoneKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A cancelled order's use goes back to its code: one more order may use it, and so may its phone. */
export async function releaseUse(tx: Tx, merchantId: string, orderId: string) {
  const [released] = await tx
    .delete(discountUses)
    .where(and(eq(discountUses.orderId, orderId), eq(discountUses.merchantId, merchantId)))
    .returning({ discountCodeId: discountUses.discountCodeId });
  if (!released) return;
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(and(eq(discountCodes.id, released.discountCodeId), eq(discountCodes.merchantId, merchantId)));
}

/**
 * A reopened order takes its use again: the merchant's choice, so even past the limit, and even if
 * its phone has used the code since (the order keeps the discount it was placed with).
 */
export async function retakeUse(
  tx: Tx,
  merchantId: string,
  order: { id: string; discountCodeId: string | null; customerId: string },
) {
  if (!order.discountCodeId) return;
  const [code] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.id, order.discountCodeId), eq(discountCodes.merchantId, merchantId)))
    .returning({ oncePerCustomer: discountCodes.oncePerCustomer });
  if (!code) return;
  const use = { orderId: order.id, discountCodeId: order.discountCodeId, merchantId };
  // The phone's key is its customer's: the order was placed (or merged) under it (decision 0049).
  const phoneKey = code.oncePerCustomer
    ? sql`(select ${customers.phoneKey} from ${customers}
        where ${customers.id} = ${order.customerId} and ${customers.merchantId} = ${merchantId})`
    : null;
  const held = await tx
    .insert(discountUses)
    .values({ ...use, phoneKey })
    .onConflictDoNothing()
    .returning({ orderId: discountUses.orderId });
  // The phone holds another use now: this one is kept without it, so cancelling still gives it back.
  if (held.length === 0) await tx.insert(discountUses).values({ ...use, phoneKey: null });
}
