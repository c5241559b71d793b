import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { orderSlots } from "#server/db/schema/order-slots";

/** How many orders each of the store's slots from `after` (exclusive) to `until` has taken, by start (ms). */
export async function slotsTaken(
  db: Db | Tx,
  merchantId: string,
  after: Date,
  until: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: orderSlots.startsAt, taken: orderSlots.taken })
    .from(orderSlots)
    .where(
      and(
        eq(orderSlots.merchantId, merchantId),
        gt(orderSlots.startsAt, after),
        lte(orderSlots.startsAt, until),
      ),
    );
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
}

/** A cancelled order gives its place in its slot back; an order taken up again takes it again. */
export async function moveSlotCount(db: Db | Tx, merchantId: string, startsAt: Date, by: 1 | -1) {
  await db
    .update(orderSlots)
    .set({ taken: sql`greatest(${orderSlots.taken} + ${by}, 0)` })
    .where(and(eq(orderSlots.merchantId, merchantId), inArray(orderSlots.startsAt, [startsAt])));
}
