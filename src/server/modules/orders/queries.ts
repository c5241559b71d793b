import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { DEFAULT_CURRENCY } from "#contracts/currency";
import type { TOrderScheduleFilter, TOrderSort } from "#contracts/order-management";
import type { TOptionGroup } from "#contracts/product-options";
import { STOREFRONT_MESSAGES } from "#contracts/storefront";
import type { Db, Tx } from "#server/db/client";
import { keepPlanned } from "#server/db/pglite-named-statements";
import { merchants } from "#server/db/schema/merchants";
import { ORDER_LINE_ORDER, orderItems } from "#server/db/schema/order-items";
import { orderStatusHistory } from "#server/db/schema/order-status-history";
import { awaitingPagePayment, type OrderRow, orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { notFound } from "#server/errors";
import { storePaymentColumns } from "#server/modules/payments/service";
import { tradingColumns } from "#server/modules/trading/service";
import { hasActiveZoneWithAreaSql, zonesAroundJson } from "#server/modules/zones/service";
import { orderLimitColumns } from "./order-limits";

/** A product as the order prices it: the server's price and stock, never the client's. */
export interface OrderProduct {
  id: string;
  name: string;
  price: string;
  discountPrice: string | null;
  quantity: number | null;
  isAvailable: boolean;
  /** The most one order may take (issue 40); null: the store's maxPerProduct. */
  maxPerOrder: number | null;
  /** Its option groups as the catalog answers them (decision 0029); [] for a product without. */
  optionGroups: TOptionGroup[];
}

/**
 * A product's option groups as one JSON value, read inside the query that reads the product (no
 * extra round trip): groups in their order, each with its options in theirs, exactly the shape
 * catalog's listOptionGroups gives (a group without options is left out there too). [] for none.
 * Written apart from listOptionGroups on purpose: its flat join and assembly in JavaScript lists
 * 10,000 products five times faster on PGlite than this per-product JSON.
 */
function optionGroupsJson(productId: AnyColumn, merchantId: AnyColumn | string) {
  const json = sql`coalesce((
    select json_agg(json_build_object('id', g.id, 'name', g.name, 'selection', g.selection,
      'required', g.min_select >= 1, 'minSelect', g.min_select, 'maxSelect', g.max_select,
      'tracksStock', g.tracks_stock, 'options', (
        select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceDelta', o.price_delta::text,
          'quantity', o.quantity, 'isAvailable', o.is_available) order by o.sort_order, o.id)
        from product_options o where o.group_id = g.id and o.merchant_id = g.merchant_id
      )) order by g.sort_order, g.id)
    from product_option_groups g
    where g.product_id = ${productId} and g.merchant_id = ${merchantId}
      and exists (select 1 from product_options o where o.group_id = g.id and o.merchant_id = g.merchant_id)
  ), '[]'::json)`;
  // Nested, so that a single-table select keeps the columns' table names (drizzle drops them from
  // a selected field's own columns, and "id" would then be the group's).
  return sql<TOptionGroup[]>`${json}`;
}

/**
 * Everything an order is decided from, in ONE query (one round trip, the order path's only read): the
 * approved store with this slug, the cart's products of that store (another store's id is simply not
 * found), the store's zones around the location, and whether it delivers to drawn areas only.
 * Undefined when there is no such store.
 */
export async function findOrderContext(
  db: Db | Tx,
  slug: string,
  productIds: string[],
  location: { lat: number; lng: number } | undefined,
) {
  let prepared = orderContextQueries.get(db);
  if (!prepared) {
    prepared = prepareOrderContext(db);
    orderContextQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({
    slug,
    productIds,
    lat: location?.lat.toFixed(6) ?? null,
    lng: location?.lng.toFixed(6) ?? null,
  });
  return row;
}

/**
 * Built once per database (and per transaction, for an order placed in one) and named: PostgreSQL
 * parses and plans it once per connection.
 */
const orderContextQueries = new WeakMap<Db | Tx, ReturnType<typeof prepareOrderContext>>();

function prepareOrderContext(db: Db | Tx) {
  const cart = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name}, 'price', ${products.price}::text, 'discountPrice', ${products.discountPrice}::text, 'quantity', ${products.quantity}, 'isAvailable', ${products.isAvailable}, 'maxPerOrder', ${products.maxPerOrder}, 'optionGroups', ${optionGroupsJson(products.id, merchants.id)}) order by ${products.id}), '[]'::json)`,
    })
    .from(products)
    .where(
      and(
        eq(products.merchantId, merchants.id),
        sql`${products.id} = any(${sql.placeholder("productIds")}::uuid[])`,
      ),
    );
  const point = { lat: sql.placeholder("lat"), lng: sql.placeholder("lng") };
  const prepared = db
    .select({
      id: merchants.id,
      acceptsPrescriptions: merchants.acceptsPrescriptions,
      businessName: merchants.businessName,
      customDisplayName: merchants.customDisplayName,
      // With the time zone (tradingColumns): the country the customer's phone is read in.
      country: merchants.country,
      contactPhone: merchants.contactPhone,
      businessSlug: merchants.businessSlug,
      // The store's money (decision 0067): the order is priced and kept in its currency (which
      // tradingColumns brings with the fee).
      locale: merchants.locale,
      // The languages its shoppers read it in: an order keeps the one it was placed in (issue 45).
      languages: merchants.languages,
      defaultLanguage: merchants.defaultLanguage,
      ...tradingColumns,
      ...orderLimitColumns,
      // How it may be paid (issue 41): cash, cards, and how its cards are taken.
      ...storePaymentColumns,
      products: sql<OrderProduct[]>`(${cart})`,
      zones: zonesAroundJson(db, merchants.id, point),
      hasDeliveryArea: hasActiveZoneWithAreaSql(db, merchants.id),
    })
    .from(merchants)
    .where(and(eq(merchants.businessSlug, sql.placeholder("slug")), eq(merchants.isApproved, true)))
    .limit(1)
    .prepare("order_context");
  // PGlite keeps it parsed and planned too (issue 44); the text is the same for every database.
  keepPlanned(prepared.getQuery().sql, "order_context");
  return prepared;
}

/** Every product of the order in one query, limited to this store (another store's id simply is not found). */
export function findOrderProducts(
  db: Db | Tx,
  merchantId: string,
  productIds: string[],
): Promise<OrderProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discountPrice: products.discountPrice,
      quantity: products.quantity,
      isAvailable: products.isAvailable,
      maxPerOrder: products.maxPerOrder,
      optionGroups: optionGroupsJson(products.id, merchantId),
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds)))
    .orderBy(asc(products.id));
}

/**
 * The row's time is the clock's when it is written, not the transaction's start (now()): a change
 * that waited on the order's lock started before the one it waited for, and would sort before it
 * in the history although it came after.
 */
export async function insertStatusHistory(
  tx: Tx,
  values: typeof orderStatusHistory.$inferInsert | (typeof orderStatusHistory.$inferInsert)[],
) {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length === 0) return;
  await tx
    .insert(orderStatusHistory)
    .values(rows.map((row) => ({ ...row, createdAt: sql`clock_timestamp()` })));
}

// ---- Order management: every query is scoped to the signed-in merchant. ----

const itemCount = sql<number>`(select coalesce(sum(i.quantity), 0) from ${orderItems} i where i.order_id = ${orders}.id and i.merchant_id = ${orders}.merchant_id)`;

/**
 * The store's calendar in its time zone (merchants.time_zone) at the instant `now` (the app's clock,
 * never the database's: decision 0038): its today as a local date, the local date an instant falls
 * on, and the instant a local date begins (its midnight there).
 */
function storeCalendar(merchantId: string, now: Date) {
  const zone = sql`(select m.time_zone from ${merchants} m where m.id = ${merchantId})`;
  const dateOf = (instant: SQL) => sql`(${instant} at time zone ${zone})::date`;
  return {
    today: dateOf(sql`${now.toISOString()}::timestamptz`),
    dateOf,
    startOf: (localDate: SQL) => sql`((${localDate})::timestamp at time zone ${zone})`,
  };
}

/** Orders scheduled within the store's today (the partial index on merchant_id, scheduled_for). */
function scheduledToday(merchantId: string, now: Date) {
  const { today, startOf } = storeCalendar(merchantId, now);
  return sql`(${orders.scheduledFor} >= ${startOf(today)} and ${orders.scheduledFor} < ${startOf(sql`${today} + 1`)})`;
}

/**
 * The rows after the cursor's order, the cursor read in the database so that its timestamps compare
 * at full precision (a JavaScript Date keeps milliseconds only). A cursor of another store, or of
 * no order, reads no row, so the page is empty.
 *
 * Newest first: (created_at, id) descending. By scheduled time: the scheduled orders by
 * (scheduled_for, created_at, id) ascending, first come first served within a slot, then the
 * unscheduled ones newest first.
 */
function afterCursor(merchantId: string, afterId: string, sort: TOrderSort) {
  if (sort === "newest") {
    return sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from ${orders} c where c.id = ${afterId} and c.merchant_id = ${merchantId})`;
  }
  return sql`exists (select 1 from ${orders} c where c.id = ${afterId} and c.merchant_id = ${merchantId} and (
    case when c.scheduled_for is null
      then ${orders.scheduledFor} is null and (${orders.createdAt}, ${orders.id}) < (c.created_at, c.id)
      else ${orders.scheduledFor} is null or (${orders.scheduledFor}, ${orders.createdAt}, ${orders.id}) > (c.scheduled_for, c.created_at, c.id)
    end))`;
}

/** The order afterCursor pages through. */
function sortOrder(sort: TOrderSort) {
  if (sort === "newest") return [desc(orders.createdAt), desc(orders.id)];
  const isScheduled = sql`${orders.scheduledFor} is not null`;
  return [
    sql`${orders.scheduledFor} asc nulls last`,
    sql`case when ${isScheduled} then ${orders.createdAt} end asc`,
    sql`case when ${isScheduled} then ${orders.id} end asc`,
    desc(orders.createdAt),
    desc(orders.id),
  ];
}

/**
 * A card order awaiting its payment is not an order yet (issue 41): it rings no alert and stays out of
 * every list, count and figure until it is paid or authorized; the Orders tab's filter alone shows
 * it. One that never got paid is cancelled by the unpaid expiry (payment `expired`) and from then on
 * counts as the cancelled order it is, like any other.
 */
// A flagged one (money arrived that differs from the order's: decision 0050) is the merchant's to
// look at: it shows in the lists, with its flag, as well as under the filter. So is a UPI order
// awaiting its money (issue 46; awaitingPagePayment).
const notAwaitingPayment = sql`(not ${awaitingPagePayment} or ${orders.paymentFlag} is not null)`;
const awaitingPayment = sql`(${orders.paymentStatus} = 'awaiting_payment' and ${orders.paymentFlag} is null)`;

/**
 * The orders shown with a number starting with `search`, whatever its case: the dashboard's (the
 * id's start, spec section 2), the customer's (the id's last 8 characters, on the success page and
 * in mails) or the tracking code. Within one store's orders (the merchant_id index), so no index of
 * its own is needed: a store's orders are read once, not the table's.
 */
function shownAs(search: string) {
  const id = search.toLowerCase();
  const code = search.toUpperCase();
  return sql`(${orders.id}::text like ${`${id}%`} or right(${orders.id}::text, 8) like ${`${id}%`} or upper(${orders.trackingCode}) like ${`${code}%`})`;
}

export interface OrdersListFilter {
  status?: OrderRow["status"];
  /** Only the orders whose payment stands there; without it, every order but those awaiting payment. */
  paymentStatus?: OrderRow["paymentStatus"];
  type?: OrderRow["orderType"];
  schedule?: TOrderScheduleFilter;
  sort: TOrderSort;
  /** The start of any number the order was shown with (ZOrderSearch's letters, digits and dashes). */
  search?: string;
  /** The previous page's last order (keyset paging). */
  afterId?: string;
  limit: number;
  /** What "today" is judged by. */
  now: Date;
}

/** A page of the merchant's orders, filtered and sorted, after the order `afterId` when given. */
export function listOrders(db: Db, merchantId: string, filter: OrdersListFilter) {
  return db
    .select({ order: orders, itemCount: itemCount.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : notAwaitingPayment,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.type ? eq(orders.orderType, filter.type) : undefined,
        filter.schedule === "today" ? scheduledToday(merchantId, filter.now) : undefined,
        filter.search ? shownAs(filter.search) : undefined,
        filter.afterId ? afterCursor(merchantId, filter.afterId, filter.sort) : undefined,
      ),
    )
    .orderBy(...sortOrder(filter.sort))
    .limit(filter.limit);
}

/** The lines of several orders in one query (no N+1), in the order they were written. */
export function listOrderItems(db: Db | Tx, merchantId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), inArray(orderItems.orderId, orderIds)))
    .orderBy(...ORDER_LINE_ORDER);
}

/** The status history of several orders in one query, oldest first. */
export function listStatusHistory(db: Db | Tx, merchantId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.merchantId, merchantId), inArray(orderStatusHistory.orderId, orderIds)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/**
 * How many orders each status has, how many are prescriptions, and how many are scheduled for the
 * store's today, apart for those awaiting payment: one grouped query.
 */
export function countOrdersByStatusAndType(db: Db, merchantId: string, now: Date) {
  return db
    .select({
      status: orders.status,
      orderType: orders.orderType,
      awaitingPayment: sql<boolean>`${awaitingPayment}`,
      // In the lists: all but card and Razorpay orders awaiting their payment.
      listed: sql<boolean>`${notAwaitingPayment}`,
      n: count(),
      scheduledToday: sql<number>`count(*) filter (where ${scheduledToday(merchantId, now)})`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .groupBy(orders.status, orders.orderType, awaitingPayment, notAwaitingPayment);
}

/** The order, locked until the transaction ends: two staff changing it at once take turns. */
export async function lockOrder(tx: Tx, merchantId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .for("update")
    .limit(1);
  return row;
}

/**
 * The merchant's orders among `orderIds`, locked until the transaction ends, in id order: two bulk
 * changes over the same orders take them in the same order, so neither waits on the other in a circle.
 * Another store's id, or no order's, is simply not found.
 */
export function lockOrders(tx: Tx, merchantId: string, orderIds: string[]) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, orderIds)))
    .orderBy(asc(orders.id))
    .for("update");
}

/**
 * Puts the orders in `status`, in one statement. Only a completed order has an actual delivery: it
 * keeps its time while it stays completed, gets `now` on being completed, and loses it on any other
 * status. `stockReturned` says whose units went back on sale now (true) or were taken again (false).
 */
export function setOrdersStatus(
  tx: Tx,
  merchantId: string,
  orderIds: string[],
  change: { status: OrderRow["status"]; now: Date; returned: string[]; retaken: string[] },
) {
  const returned = change.returned.length ? sql`${inArray(orders.id, change.returned)}` : sql`false`;
  const retaken = change.retaken.length ? sql`${inArray(orders.id, change.retaken)}` : sql`false`;
  return tx
    .update(orders)
    .set({
      status: change.status,
      actualDelivery:
        change.status === "completed"
          ? sql`case when ${orders.status} = 'completed' then ${orders.actualDelivery} else ${change.now.toISOString()}::timestamptz end`
          : null,
      stockReturned: sql`(${returned} or ${orders.stockReturned}) and not ${retaken}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, orderIds)))
    .returning();
}

/** What of the store tells the country its customers' phones are read in (their WhatsApp links). */
export async function findStoreCountrySource(db: Db | Tx, merchantId: string) {
  const [row] = await db
    .select({
      country: merchants.country,
      contactPhone: merchants.contactPhone,
      timeZone: merchants.timeZone,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

export function findOrder(db: Db | Tx, merchantId: string, orderId: string) {
  return db
    .select({ order: orders, itemCount: itemCount.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function updateOrder(
  tx: Tx | Db,
  merchantId: string,
  orderId: string,
  patch: Partial<Pick<OrderRow, "trackingInfo" | "estimatedDelivery" | "totalAmount" | "quoteMessage">>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .returning();
  return row;
}

/**
 * Totals for the dashboard, counted in SQL on the store's calendar at `now`: today, this week (from
 * Monday) and each of the last 30 days begin at midnight in the store's time zone. Orders awaiting
 * payment are not orders yet; revenue is what the orders not cancelled brought in, refunds taken off.
 */
export async function orderStats(db: Db, merchantId: string, now: Date) {
  const { today, dateOf, startOf } = storeCalendar(merchantId, now);
  // From a day's midnight up to tonight's: an order stamped after today (a clock moved back) is not today's.
  const since = (localDate: SQL) =>
    sql`(${orders.createdAt} >= ${startOf(localDate)} and ${orders.createdAt} < ${startOf(sql`${today} + 1`)})`;
  const sinceToday = since(today);
  const sinceMonday = since(sql`date_trunc('week', ${today})`);
  const paid = sql`${orders.status} <> 'cancelled'`;
  // What an order brought in: its total less what was refunded of it (issue 41).
  const kept = sql`${orders.totalAmount} - ${orders.amountRefunded}`;
  const [totals] = await db
    .select({
      orders: count(),
      revenue: sql<string>`coalesce(sum(${kept}) filter (where ${paid}), 0)::text`,
      customers: sql<number>`count(distinct ${orders.customerId})`.mapWith(Number),
      todayOrders: sql<number>`count(*) filter (where ${sinceToday})`.mapWith(Number),
      todayRevenue: sql<string>`coalesce(sum(${kept}) filter (where ${paid} and ${sinceToday}), 0)::text`,
      weekOrders: sql<number>`count(*) filter (where ${sinceMonday})`.mapWith(Number),
      weekRevenue: sql<string>`coalesce(sum(${kept}) filter (where ${paid} and ${sinceMonday}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), notAwaitingPayment));
  const days = await db.execute<{ date: string; orders: number | string; revenue: string }>(sql`
    with days as (
      select generate_series(${today} - 29, ${today}, interval '1 day')::date as day
    ), recent as (
      select ${dateOf(sql`${orders.createdAt}`)} as day, ${kept} as total, ${orders.status} as status
      from ${orders}
      where ${orders.merchantId} = ${merchantId} and ${since(sql`${today} - 29`)}
        and ${notAwaitingPayment}
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           count(recent.day) as orders,
           coalesce(sum(recent.total) filter (where recent.status <> 'cancelled'), 0)::text as revenue
    from days left join recent on recent.day = days.day
    group by days.day order by days.day`);
  const [store] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return { totals: totals!, days: days.rows, currency: store?.currency ?? DEFAULT_CURRENCY };
}

/** One order of an approved store by its tracking code, for the public tracking page. */
export function findOrderByTrackingCode(db: Db, merchantId: string, trackingCode: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.trackingCode, trackingCode)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The store of a public store's order (a resent order names only its slug and the order's id). */
export async function findOrderStoreId(db: Db, slug: string, orderId: string): Promise<string> {
  const [row] = await db
    .select({ merchantId: orders.merchantId })
    .from(orders)
    .innerJoin(merchants, eq(orders.merchantId, merchants.id))
    .where(and(eq(merchants.businessSlug, slug), eq(orders.id, orderId)))
    .limit(1);
  if (!row) throw notFound(STOREFRONT_MESSAGES.storeNotFound);
  return row.merchantId;
}
