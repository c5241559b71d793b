import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/**
 * Inserts `count` orders of one product with set-based SQL (generate_series): seconds, not minutes.
 * Statuses cycle, a tenth are prescriptions, and creation times spread over the last 60 days.
 */
export async function createCustomerlessOrders(
  db: Db,
  merchantId: string,
  product: { id: string; name: string },
  count: number,
) {
  await db.execute(sql`
    insert into customers (merchant_id, name, phone, phone_key, address)
    select ${merchantId}, 'Bench Customer ' || g, 'bench-' || g, g::text, g || ' Bench Street'
    from generate_series(1, ${Math.ceil(count / 4)}) g`);
  await db.execute(sql`
    insert into orders (merchant_id, customer_id, customer_name, customer_phone, customer_address, status, order_type, total_amount, created_at, updated_at)
    select ${merchantId}, c.id, c.name, c.phone, c.address,
           (array['pending','confirmed','processing','completed','cancelled'])[1 + g % 5],
           case when g % 10 = 0 then 'prescription' else 'regular' end,
           ((g % 97) + 1)::numeric(10,2),
           now() - g * (interval '60 days' / ${count}),
           now()
    from generate_series(1, ${count}) g
    join lateral (select id, name, phone, address from customers
                  where merchant_id = ${merchantId} and phone = 'bench-' || (1 + g % ${Math.ceil(count / 4)})) c on true`);
  // The customers' figures, as orders placed one by one would have left them (decision 0034).
  await db.execute(sql`
    update customers c set orders_count = s.n, total_spent = s.spent, first_order_at = s.first,
      last_order_at = s.last
    from (
      select customer_id, count(*)::integer as n,
        coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0) as spent,
        min(created_at) as first, max(created_at) as last
      from orders where merchant_id = ${merchantId} group by customer_id
    ) s
    where c.id = s.customer_id`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, merchant_id, quantity, price, product_name)
    select o.id, ${product.id}, ${merchantId}, 1 + (o.total_amount::int % 3), o.total_amount, ${product.name}
    from orders o where o.merchant_id = ${merchantId}`);
  await db.execute(sql`
    insert into order_status_history (order_id, merchant_id, status, updated_by, notes, created_at)
    select o.id, ${merchantId}, 'pending', 'system', 'Order placed', o.created_at
    from orders o where o.merchant_id = ${merchantId}`);
}
