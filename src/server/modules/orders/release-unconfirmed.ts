import { sql } from "drizzle-orm";
import { ORDER_LIMIT_MESSAGES } from "#contracts/order-limits";
import type { Db, Tx } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { updateOrderStatus } from "./update-order-status";

/** How many orders one round releases at most; the next round (a minute later) takes the rest. */
const ROUND = 200;

type DueOrder = {
  id: string;
  merchant_id: string;
  minutes: number;
  /** Where the order's earlier mail linked to: the release's mail links there too. */
  base_url: string | null;
};

/**
 * Cancels the unconfirmed orders of every store that asked for it (issue 40, decision 0042): a
 * regular order still pending `releaseUnconfirmedAfterMinutes` after its due time (its slot's start,
 * or when it was placed for an order as soon as possible), by the app's clock `now`. Each goes as a
 * merchant's cancel does (update-order-status.ts): its stock, slot place and code use return, the
 * history says why (by "system"), and a customer who gave an email is told when mail is on. An order
 * the merchant confirmed meanwhile is left alone: its status is read again under its lock.
 *
 * Orders are all paid in cash today; once payments come, a paid order is not "unconfirmed".
 * `publicUrl`: the origin mails link to (PUBLIC_URL); without it, the origin of the order's own
 * earlier mail. `mail.on`: whether this server sends mail at all. Answers how many it released.
 */
export async function releaseUnconfirmedOrders(
  db: Db,
  events: EventBus,
  now: number,
  mail: { on: boolean; publicUrl: string | null },
): Promise<number> {
  const due = await db.execute<DueOrder>(sql`
    select o.id, o.merchant_id, m.release_unconfirmed_after_minutes as minutes,
      (select mo.base_url from mail_outbox mo
        where mo.order_id = o.id and mo.merchant_id = o.merchant_id order by mo.created_at limit 1) as base_url
    from orders o
    join merchants m on m.id = o.merchant_id
    where m.release_unconfirmed_after_minutes is not null
      and o.status = 'pending' and o.order_type = 'regular'
      -- A card order still awaiting payment is let go by its own rule (payments/unpaid-orders.ts),
      -- which first ends its payment page so it cannot be paid after.
      and o.payment_status <> 'awaiting_payment'
      and coalesce(o.scheduled_for, o.created_at)
        + m.release_unconfirmed_after_minutes * interval '1 minute' <= ${new Date(now).toISOString()}::timestamptz
    order by o.created_at
    limit ${ROUND}`);
  const changed = new Set<string>();
  let released = 0;
  for (const order of due.rows) {
    const done = await db.transaction(async (tx: Tx) => {
      const [still] = (
        await tx.execute<{ status: string }>(sql`
          select o.status from orders o where o.id = ${order.id} and o.merchant_id = ${order.merchant_id}
          for update`)
      ).rows;
      if (still?.status !== "pending") return false;
      await updateOrderStatus(
        tx,
        order.merchant_id,
        order.id,
        {
          status: "cancelled",
          notes: ORDER_LIMIT_MESSAGES.released(order.minutes),
          restock: false,
          by: "system",
        },
        now,
        mail.on ? (mail.publicUrl ?? order.base_url) : null,
      );
      return true;
    });
    if (!done) continue;
    released++;
    changed.add(order.merchant_id);
  }
  // The units are on sale again: the stores' cached pages go (their dashboards refetch as they do).
  await Promise.all([...changed].map((merchantId) => announceStoreChange(events, merchantId, "stock")));
  return released;
}
