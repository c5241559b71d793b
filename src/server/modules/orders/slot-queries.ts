import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { SlotStart } from "#contracts/order-slots";
import type { Db, Tx } from "#server/db/client";
import { orderSlots } from "#server/db/schema/order-slots";

/**
 * Which of `slots` (oldest first) still have room under `cap` (null: no cap), by start (ms): one
 * read of the store's counts over their span. The slots answer and a full slot's 409 both ask it.
 */
export async function slotsWithRoom(
  db: Db | Tx,
  merchantId: string,
  slots: readonly SlotStart[],
  cap: number | null,
): Promise<(slot: SlotStart) => boolean> {
  if (slots.length === 0 || cap === null) return () => true;
  const rows = await db
    .select({ startsAt: orderSlots.startsAt, taken: orderSlots.taken })
    .from(orderSlots)
    .where(
      and(
        eq(orderSlots.merchantId, merchantId),
        gte(orderSlots.startsAt, new Date(slots[0]!.startsAt)),
        lte(orderSlots.startsAt, new Date(slots[slots.length - 1]!.startsAt)),
      ),
    );
  const taken = new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
  return (slot) => (taken.get(slot.startsAt) ?? 0) < cap;
}

/**
 * Cancelled orders give their places in their slots back; orders taken up again take them again
 * (the merchant's choice, so even past the cap). One statement however many orders (a bulk change).
 */
export async function moveSlotCounts(tx: Tx, merchantId: string, starts: Date[], by: 1 | -1) {
  if (starts.length === 0) return;
  const perSlot = new Map<string, number>();
  for (const start of starts) perSlot.set(start.toISOString(), (perSlot.get(start.toISOString()) ?? 0) + by);
  const rows = JSON.stringify([...perSlot].map(([startsAt, n]) => ({ startsAt, n })));
  await tx.execute(sql`
    update order_slots s set taken = greatest(s.taken + d.n, 0)
    from jsonb_to_recordset(${rows}::jsonb) as d("startsAt" timestamptz, n integer)
    where s.starts_at = d."startsAt" and s.merchant_id = ${merchantId}`);
}
