import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

// The platform's figures (issue 47 item 5, decision 0070): across stores by design, over the last
// 30 days (orders_created_at_idx) or small partial indexes (failed mail, payments awaiting).

interface Rows<T> {
  rows: T[];
}
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export async function storesByStatus(db: Db) {
  return rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from merchants group by status`),
  );
}

/** New stores per UTC day since `from` (inclusive). */
export async function newStoresPerDay(db: Db, from: Date) {
  return rowsOf<{ day: string; n: number }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from merchants where created_at >= ${from} group by 1`),
  );
}

/** Orders and revenue (cancelled orders left out of the money) per UTC day and currency since `from`. */
export async function ordersPerDay(db: Db, from: Date) {
  return rowsOf<{ day: string; currency: string; n: number; revenue: string }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, count(*)::int as n,
             coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0)::text as revenue
      from orders where created_at >= ${from} group by 1, 2`),
  );
}

/** The stores with the most orders since `from`. */
export async function busiestStores(db: Db, from: Date, limit: number) {
  return rowsOf<{
    id: string;
    business_name: string;
    business_slug: string;
    currency: string;
    n: number;
    revenue: string;
  }>(
    await db.execute(sql`
      select m.id, m.business_name, m.business_slug, m.currency, t.n, t.revenue
      from (
        select merchant_id, count(*)::int as n,
               coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0)::text as revenue
        from orders where created_at >= ${from} group by merchant_id
        order by count(*) desc limit ${limit}
      ) t join merchants m on m.id = t.merchant_id
      order by t.n desc, m.business_name`),
  );
}

export async function failedMailCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from mail_outbox where status = 'failed'`),
  );
  return row?.n ?? 0;
}

/** Orders waiting for a card, Razorpay or UPI payment since before `before`, oldest first. */
export async function awaitingSettlement(db: Db, before: Date, limit: number) {
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from orders
      where payment_status = 'awaiting_payment' and created_at < ${before}`),
  );
  const orders = rowsOf<{
    id: string;
    merchant_id: string;
    business_name: string;
    payment_method: string;
    currency: string;
    total_amount: string;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      select o.id, o.merchant_id, m.business_name, o.payment_method, o.currency,
             o.total_amount::text as total_amount, o.created_at
      from orders o join merchants m on m.id = o.merchant_id
      where o.payment_status = 'awaiting_payment' and o.created_at < ${before}
      order by o.created_at limit ${limit}`),
  );
  return { count: total?.n ?? 0, orders };
}

/** Mail given up on, with its store's name, oldest first. */
export async function failedMails(db: Db, limit: number) {
  return rowsOf<{
    id: string;
    kind: string;
    recipient: string;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
    merchant_id: string;
    business_name: string;
  }>(
    await db.execute(sql`
      select o.id, o.kind, o.recipient, o.attempts, o.last_error, o.created_at, o.merchant_id, m.business_name
      from mail_outbox o join merchants m on m.id = o.merchant_id
      where o.status = 'failed' order by o.created_at limit ${limit}`),
  );
}
