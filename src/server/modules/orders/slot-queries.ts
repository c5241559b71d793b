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

/** A cancelled order gives its place in its slot back; an order taken up again takes it again. */
export async function moveSlotCount(db: Db | Tx, merchantId: string, startsAt: Date, by: 1 | -1) {
  await db
    .update(orderSlots)
    .set({ taken: sql`greatest(${orderSlots.taken} + ${by}, 0)` })
    .where(and(eq(orderSlots.merchantId, merchantId), eq(orderSlots.startsAt, startsAt)));
}
