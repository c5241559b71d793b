import { and, count, desc, eq, ilike, isNotNull, like, not, or, type SQL, sql } from "drizzle-orm";
import type { TCustomersQuery } from "#contracts/customers";
import type { Db } from "#server/db/client";
import { containsPattern } from "#server/db/like-pattern";
import { type CustomerRow, customers } from "#server/db/schema/customers";
import { orderItems } from "#server/db/schema/order-items";
import { awaitingPagePayment, orders } from "#server/db/schema/orders";

// Every query filters by merchant_id: a merchant never reads another store's customers.

export type CustomersFilter = Pick<TCustomersQuery, "q">;

/** The phone's digits, so "+1 (212) 555-0199" is found by "2125550199" or "555 0199". */
const phoneDigits = sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g')`;

/** A name holding the search text (any case), or a phone holding its digits when it has some. */
function searchMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(customers.name, containsPattern(q));
  const digits = q.replace(/\D/g, "");
  return digits ? or(byName, like(phoneDigits, containsPattern(digits))) : byName;
}

/**
 * The store's customers who have ordered. Every customer row is written with its first order, so
 * this leaves nobody out in practice; it keeps the date columns free of nulls, so a descending sort
 * reads the (merchant_id, date, id) indexes backwards instead of sorting the whole store.
 */
const matching = (merchantId: string, { q }: CustomersFilter) =>
  and(eq(customers.merchantId, merchantId), isNotNull(customers.lastOrderAt), searchMatch(q));

/** Each sort key as its index orders it (migration 0017); the id breaks ties so pages never overlap. */
const SORT_COLUMNS: Record<TCustomersQuery["sort"], SQL> = {
  name: sql`lower(${customers.name})`,
  phone: sql`${customers.phone}`,
  orders: sql`${customers.ordersCount}`,
  spent: sql`${customers.totalSpent}`,
  first: sql`${customers.firstOrderAt}`,
  last: sql`${customers.lastOrderAt}`,
};

export function listCustomers(
  db: Db,
  merchantId: string,
  { sort, dir, offset, limit, q }: Pick<TCustomersQuery, "sort" | "dir" | "offset" | "limit" | "q">,
): Promise<CustomerRow[]> {
  // `dir` is the contract's "asc" or "desc", never the caller's text. Key and id go the same way,
  // so one index scan (forwards or backwards) yields the page.
  const direction = sql.raw(dir);
  return db
    .select()
    .from(customers)
    .where(matching(merchantId, { q }))
    .orderBy(sql`${SORT_COLUMNS[sort]} ${direction}`, sql`${customers.id} ${direction}`)
    .limit(limit)
    .offset(offset);
}

export async function countCustomers(db: Db, merchantId: string, filter: CustomersFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(matching(merchantId, filter));
  return row?.n ?? 0;
}

export async function findCustomer(db: Db, merchantId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, id)))
    .limit(1);
  return row;
}

/**
 * A customer's orders, newest first, with how many units each holds (summed per order through the
 * order_id index, so a big store's other orders are never read); at most `limit`.
 */
export function listCustomerOrders(db: Db, merchantId: string, customerId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      trackingCode: orders.trackingCode,
      status: orders.status,
      orderType: orders.orderType,
      currency: orders.currency,
      totalAmount: orders.totalAmount,
      discountCode: orders.discountCode,
      discountAmount: orders.discountAmount,
      fulfilment: orders.fulfilment,
      createdAt: orders.createdAt,
      // Spelled out: drizzle writes a one-table select's columns without their table, which inside
      // this subquery would name order_items' own id.
      itemCount: sql<number>`(select coalesce(sum(i.quantity), 0) from ${orderItems} i
        where i.order_id = ${sql.raw('"orders"."id"')} and i.merchant_id = ${merchantId})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(eq(orders.merchantId, merchantId), eq(orders.customerId, customerId), not(awaitingPagePayment)),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export type CustomerOrderRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];
