import { sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import type { OrderRow } from "#server/db/schema/orders";

/**
 * The new-order mails a card order's placing held back (issue 41: an order awaiting payment sends
 * no new-order mail), written in the settling transaction once it is paid or authorized: the
 * store's if it wants them, and the customer's confirmation if they gave an address. The same rows
 * order placement writes for a cash order (orders/new-order-rows.ts), linking to the placing
 * request's origin; none when mail was off then.
 */
export async function queueNewOrderMails(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.mailBaseUrl) return;
  await tx.execute(sql`
    insert into mail_outbox (merchant_id, order_id, kind, recipient, base_url)
    select m.id, ${order.id}::uuid, 'merchant_new_order', coalesce(m.notify_email, m.email), ${order.mailBaseUrl}
    from merchants m where m.id = ${order.merchantId} and m.notify_new_orders
    union all
    select ${order.merchantId}::uuid, ${order.id}::uuid, 'customer_order_placed', ${order.customerEmail}::text,
      ${order.mailBaseUrl}
    where ${order.customerEmail}::text is not null`);
}
