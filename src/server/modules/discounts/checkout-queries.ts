import { and, eq, inArray, sql } from "drizzle-orm";
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

/**
 * Cancelled orders' uses go back to their codes: one more order may use each, and so may its phone.
 * Two statements however many orders (a bulk cancel).
 */
export async function releaseUses(tx: Tx, merchantId: string, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const released = await tx
    .delete(discountUses)
    .where(and(inArray(discountUses.orderId, orderIds), eq(discountUses.merchantId, merchantId)))
    .returning({ discountCodeId: discountUses.discountCodeId });
  if (released.length === 0) return;
  const perCode = new Map<string, number>();
  for (const { discountCodeId } of released)
    perCode.set(discountCodeId, (perCode.get(discountCodeId) ?? 0) + 1);
  const rows = JSON.stringify([...perCode].map(([id, n]) => ({ id, n })));
  await tx.execute(sql`
    update discount_codes c set uses = greatest(c.uses - d.n, 0)
    from jsonb_to_recordset(${rows}::jsonb) as d(id uuid, n integer)
    where c.id = d.id and c.merchant_id = ${merchantId}`);
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
