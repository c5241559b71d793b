import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { TFulfilment, TLocationSource } from "#contracts/fulfilment";
import type { TGeocodePrecision } from "#contracts/geocoding";
import type { PaymentMethod } from "#contracts/payments";
import type { ResolvedOption } from "#contracts/product-options";
import type { Db, Tx } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import { keepPlanned } from "#server/db/pglite-named-statements";
import { MAX_TOTAL_SPENT } from "#server/db/schema/customers";
import type { OrderRow } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import type { OrderDiscount } from "#server/modules/discounts/service";

export const RETRY_MESSAGE = "Could not place your order. Please try again.";

/** The SQLSTATEs `place_order_refused` (migration 0009) raises, and PostgreSQL's deadlock. */
const STOCK_REFUSED = "SO001";
const CODE_TAKEN = "SO002";
const SLOT_FULL = "SO003";
const DISCOUNT_USED_UP = "SO004";
const DISCOUNT_ALREADY_USED = "SO005";
const HOLD_SHARE = "SO006";
const DEADLOCK = "40P01";

/** A line as the order stores it: the price is the one the server read, never the client's. */
export interface NewOrderLine {
  productId: string;
  productName: string;
  quantity: number;
  /** The unit price, options included. */
  price: string;
  /** A copy of the picks (names and price changes as they are now, with their ids). */
  options: ResolvedOption[];
  /** The variant whose stock the line takes, besides the product's; null for none. */
  variantId: string | null;
}

export interface NewOrder {
  merchantId: string;
  /**
   * When it is placed, by the app's clock (decision 0038): the order's created_at, which puts it on
   * the store's today, and the customer's first and last order.
   */
  placedAt: Date;
  /** `phone` as typed (kept on the order, shown); `phoneKey` is who they are (phone-key.ts). */
  customer: { name: string; phone: string; phoneKey: string; address: string | null; email?: string | null };
  orderType: OrderRow["orderType"];
  /** The store's currency as the order is placed (decision 0067): its amounts are in it, for good. */
  currency: string;
  /** The language the customer ordered in (issue 45): their mails are in it. */
  language: string;
  /** totalAmount = subtotal + deliveryFee - the discount's amount, decided by the caller from the database. */
  totalAmount: string;
  subtotal: string;
  deliveryFee: string;
  fulfilment: TFulfilment;
  notes: string | null;
  /** Who holds its units (orders/order-holds.ts): regular orders only. */
  holderKey?: string | null;
  /**
   * The store's hold share (decision 0042), when it can refuse this order: the statement refuses
   * (HoldShareRefused) if the holder would hold more than `percent` of a tracked product's stock in
   * pending orders placed after `since`. null: no share (100%, or nothing tracked).
   */
  holdShare?: { percent: number; since: Date } | null;
  prescriptionFileUrl?: string;
  prescriptionNotes?: string | null;
  /** The point the order was checked at, and the zone that took it (none for a store without zones). */
  delivery: {
    lat: number;
    lng: number;
    source: TLocationSource | null;
    /** An address's point: the server geocoder's precision (null for a pin or the device). */
    precision?: TGeocodePrecision | null;
    zoneId: string | null;
    zoneName: string | null;
    etaMinutes: number | null;
  } | null;
  /** An order for later: its slot's start, and how many orders the slot may take (null: no cap). */
  slot: { startsAt: Date; cap: number | null } | null;
  /** The discount code the order uses (issue 31): the statement takes one of its uses, or refuses. */
  discount: OrderDiscount | null;
  /**
   * With mail on (decision 0032), the origin the mails' links use: the statement then also writes
   * the store's and the customer's mails to the outbox. null: mail is off, none is written.
   */
  mailBaseUrl: string | null;
  /**
   * How it is paid (issue 41): a card or Razorpay order is written `awaiting_payment`, and its
   * new-order mails are held back until it is paid or authorized (payments/settle-payment.ts writes
   * them then, to the origin kept on the order). A UPI order is `awaiting_payment` too, but the
   * merchant is told at once: they confirm its money by hand (issue 46). Cash when left out.
   */
  paymentMethod?: PaymentMethod;
}

/** What the statement gives back: the columns the placed order's response is made of. */
export type PlacedOrderRow = Pick<
  OrderRow,
  | "id"
  | "trackingCode"
  | "status"
  | "currency"
  | "totalAmount"
  | "orderType"
  | "notes"
  | "createdAt"
  | "customerName"
  | "customerPhone"
  | "customerAddress"
  | "subtotal"
  | "deliveryFee"
  | "fulfilment"
  | "scheduledFor"
  | "etaMinutes"
  | "discountCode"
  | "discountAmount"
>;

/** Another order (or the merchant) took a line's stock, or hid the product, since it was read. */
export class StockRefused extends Error {}

/** The order's slot already has as many orders as the store takes per slot. */
export class SlotFull extends Error {}

/** The code's last use went to another order since it was checked. */
export class DiscountUsedUp extends Error {}

/** The phone took its one use of the code in another order since it was checked. */
export class DiscountAlreadyUsed extends Error {}

/** The holder would hold more than the store's share of a product's stock (decision 0042). */
export class HoldShareRefused extends Error {}

/**
 * Writes every row of a new order in ONE statement: the customer (one per phone key per store,
 * refreshed), the order with its own copy of the delivery details, the first history row, the
 * lines, and the stock each line takes. One statement is one round trip and, outside a transaction,
 * its own transaction: a store's popular product stays locked only while it runs and commits.
 *
 * Each line's stock is taken only if the product is still available and has enough left, re-checked
 * by the database against the latest committed row, so concurrent orders never oversell; a line
 * with a variant (decision 0029) takes the variant's units under the same rule, and the product's,
 * which stay the variants' sum. When a line is refused (StockRefused is thrown) or the tracking code clashes, the statement aborts itself
 * through `place_order_refused`, and nothing it wrote remains. A clash (astronomically rare) and a
 * deadlock (two carts locking the same products in a different plan order) are retried once.
 */
export async function insertNewOrder(
  db: Db | Tx,
  order: NewOrder,
  lines: NewOrderLine[],
  historyNote: string,
): Promise<PlacedOrderRow> {
  const values = placeOrderValues(order, lines, historyNote);
  const execute = (runner: Db | Tx) =>
    runner._.session.prepareQuery(PLACE_ORDER, undefined, "place_order", false).execute(values);
  // Inside a caller's transaction, a savepoint keeps a refused statement from aborting the caller's
  // work, so the retry below can run there too.
  const run = () => (isTransaction(db) ? db.transaction((savepoint) => execute(savepoint)) : execute(db));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = (await run()) as unknown as { rows: RawPlacedOrder[] };
      return toPlacedOrderRow(result.rows[0]!);
    } catch (err) {
      const code = databaseErrorCode(err);
      if (code === STOCK_REFUSED) throw new StockRefused();
      if (code === SLOT_FULL) throw new SlotFull();
      if (code === DISCOUNT_USED_UP) throw new DiscountUsedUp();
      if (code === DISCOUNT_ALREADY_USED) throw new DiscountAlreadyUsed();
      if (code === HOLD_SHARE) throw new HoldShareRefused();
      if (code !== CODE_TAKEN && code !== DEADLOCK) throw err;
      if (attempt === 2) throw new AppError("CONFLICT", RETRY_MESSAGE);
    }
  }
}

/** A transaction handed to a callback has `rollback`; the database object itself does not. */
const isTransaction = (db: Db | Tx): db is Tx => "rollback" in db;

interface RawPlacedOrder {
  id: string;
  tracking_code: string;
  status: OrderRow["status"];
  currency: string;
  total_amount: string;
  order_type: OrderRow["orderType"];
  notes: string | null;
  created_at: Date | string;
  customer_name: string;
  customer_phone: string;
  customer_address: string | null;
  subtotal: string;
  delivery_fee: string;
  fulfilment: OrderRow["fulfilment"];
  scheduled_for: Date | string | null;
  eta_minutes: number | null;
  discount_code: string | null;
  discount_amount: string;
}

function toPlacedOrderRow(raw: RawPlacedOrder): PlacedOrderRow {
  return {
    id: raw.id,
    trackingCode: raw.tracking_code,
    status: raw.status,
    currency: raw.currency,
    totalAmount: raw.total_amount,
    orderType: raw.order_type,
    notes: raw.notes,
    // The drivers differ: node-postgres parses timestamptz, a raw PGlite row may carry text.
    createdAt: new Date(raw.created_at),
    customerName: raw.customer_name,
    customerPhone: raw.customer_phone,
    customerAddress: raw.customer_address,
    subtotal: raw.subtotal,
    deliveryFee: raw.delivery_fee,
    fulfilment: raw.fulfilment,
    scheduledFor: raw.scheduled_for === null ? null : new Date(raw.scheduled_for),
    etaMinutes: raw.eta_minutes,
    discountCode: raw.discount_code,
    discountAmount: raw.discount_amount,
  };
}

/** The statement's parameters: every value travels as one, never in the SQL text. */
function placeOrderValues(order: NewOrder, lines: NewOrderLine[], historyNote: string) {
  const { customer, delivery, slot, discount } = order;
  // What the statement must take: every product once, and every chosen variant once.
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  return {
    // The lines travel as one JSON parameter: any number of them, zero for a prescription order.
    lines: JSON.stringify(
      lines.map((l) => ({
        product_id: l.productId,
        product_name: l.productName,
        quantity: l.quantity,
        price: l.price,
        options: l.options,
        variant_id: l.variantId,
      })),
    ),
    productIds,
    variantIds,
    merchantId: order.merchantId,
    placedAt: order.placedAt.toISOString(),
    customerName: customer.name,
    customerPhone: customer.phone,
    customerPhoneKey: customer.phoneKey,
    customerAddress: customer.address,
    customerEmail: customer.email ?? null,
    holderKey: order.holderKey ?? null,
    // 100: no share, and units_held is never called.
    holdPercent: order.holdShare?.percent ?? 100,
    holdSince: order.holdShare?.since.toISOString() ?? null,
    mailBaseUrl: order.mailBaseUrl,
    paymentMethod: order.paymentMethod ?? "cash",
    currency: order.currency,
    language: order.language,
    totalAmount: order.totalAmount,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    fulfilment: order.fulfilment,
    notes: order.notes,
    orderType: order.orderType,
    prescriptionFileUrl: order.prescriptionFileUrl ?? null,
    prescriptionNotes: order.prescriptionNotes ?? null,
    deliveryLat: delivery?.lat.toFixed(6) ?? null,
    deliveryLng: delivery?.lng.toFixed(6) ?? null,
    deliveryZoneId: delivery?.zoneId ?? null,
    deliveryZoneName: delivery?.zoneName ?? null,
    locationSource: delivery?.source ?? null,
    locationPrecision: delivery?.precision ?? null,
    etaMinutes: delivery?.etaMinutes ?? null,
    slotStartsAt: slot?.startsAt.toISOString() ?? null,
    // Without a cap the slot's count is still kept, so a cap set later counts what it already took.
    slotCap: slot?.cap ?? 2_147_483_647,
    discountId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
    discountAmount: discount?.amount ?? "0",
    discountPhoneKey: discount?.phoneKey ?? null,
    historyNote,
    stockRefused: STOCK_REFUSED,
    codeTaken: CODE_TAKEN,
    slotFull: SLOT_FULL,
    discountUsedUp: DISCOUNT_USED_UP,
    discountAlreadyUsed: DISCOUNT_ALREADY_USED,
    holdShare: HOLD_SHARE,
  };
}

const $ = (name: keyof ReturnType<typeof placeOrderValues>) => sql.placeholder(name);

/**
 * The statement, built once. It runs as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of once per order, and PGlite once (keepPlanned: issue 44).
 */
const PLACE_ORDER = new PgDialect().sqlToQuery(sql`
    with lines as (
      select * from rows from (
        jsonb_to_recordset(${$("lines")}::jsonb)
          as (product_id uuid, product_name text, quantity integer, price numeric, options jsonb, variant_id uuid)
      ) with ordinality as l(product_id, product_name, quantity, price, options, variant_id, position)
    ),
    -- UPDATE ... FROM changes a row once however many rows it joins: the demand on each product, and
    -- on each variant, is summed first, so two lines of one product take both their quantities.
    product_demand as (
      select product_id, sum(quantity)::integer as quantity from lines
      group by product_id order by product_id
    ),
    variant_demand as (
      select product_id, variant_id, sum(quantity)::integer as quantity from lines
      where variant_id is not null group by product_id, variant_id order by product_id, variant_id
    ),
    -- Each row is reached by its key (the id = any(...) below), whatever the plan: a plan made while
    -- the store had few products, and kept (a prepared statement's), read all of them (issue 44).
    taken as (
      update products p set quantity = p.quantity - d.quantity
      from product_demand d
      where p.id = d.product_id and p.id = any(${$("productIds")}::uuid[]) and p.merchant_id = ${$("merchantId")}
        and p.is_available and (p.quantity is null or p.quantity >= d.quantity)
      returning p.id, p.quantity
    ),
    -- The hold share (decision 0042), judged per tracked product once this statement holds its row:
    -- units_held (migration 0030) reads with a fresh snapshot, so it counts every order of the holder
    -- committed before the lock was granted (hundreds of one holder's orders are counted one after
    -- another), and not this one, which is written only after (placed reads the verdict). A holder
    -- may hold floor(percent × (held + left) / 100) units, at least one; left is the stock before
    -- this order took its units.
    held as (
      select d.quantity as wanted, t.quantity + d.quantity as left_before,
        units_held(${$("merchantId")}, ${$("holderKey")}::text, t.id, ${$("holdSince")}::timestamptz) as units
      from taken t join product_demand d on d.product_id = t.id
      where ${$("holdPercent")}::integer < 100 and t.quantity is not null
    ),
    hold_verdict as (
      select exists (
        select 1 from held
        where units + wanted > greatest(1, ((units + left_before) * ${$("holdPercent")}::integer) / 100)
      ) as over
    ),
    variants_taken as (
      update product_options o set quantity = o.quantity - d.quantity
      from variant_demand d
      where o.id = d.variant_id and o.id = any(${$("variantIds")}::uuid[]) and o.product_id = d.product_id
        and o.merchant_id = ${$("merchantId")}
        and o.is_available and (o.quantity is null or o.quantity >= d.quantity)
      returning o.id
    ),
    slot as (
      insert into order_slots (merchant_id, starts_at, taken)
      select ${$("merchantId")}, ${$("slotStartsAt")}::timestamptz, 1
      where ${$("slotStartsAt")}::timestamptz is not null
      on conflict (merchant_id, starts_at) do update set taken = order_slots.taken + 1
        where order_slots.taken < ${$("slotCap")}::integer
      returning 1
    ),
    -- A code's use is taken like a slot's place: one conditional update of its counter, which the
    -- database re-checks against the latest committed row, so a limit of 10 gives exactly 10 orders.
    discount_taken as (
      update discount_codes set uses = uses + 1
      where id = ${$("discountId")}::uuid and merchant_id = ${$("merchantId")}
        and (usage_limit is null or uses < usage_limit)
      returning id
    ),
    -- One customer per phone key (decision 0049), shown with the phone as last typed. A pickup order
    -- gives no address: the customer keeps the one they gave before. The customer's
    -- figures (decision 0034) count this order here, in the one write of their row; a later change
    -- of its status or total moves them through the orders_customer_totals trigger. Spending stops
    -- at its column's maximum rather than failing the order (decision 0044).
    customer as (
      insert into customers (merchant_id, name, phone, phone_key, address, orders_count, total_spent, first_order_at, last_order_at)
      values (${$("merchantId")}, ${$("customerName")}, ${$("customerPhone")}, ${$("customerPhoneKey")},
        ${$("customerAddress")}, 1, ${$("totalAmount")}::numeric, ${$("placedAt")}::timestamptz,
        ${$("placedAt")}::timestamptz)
      on conflict (merchant_id, phone_key) do update set name = excluded.name, phone = excluded.phone,
        address = coalesce(excluded.address, customers.address),
        orders_count = customers.orders_count + 1,
        total_spent = least(customers.total_spent + excluded.total_spent, ${sql.raw(MAX_TOTAL_SPENT)}),
        first_order_at = coalesce(customers.first_order_at, excluded.first_order_at),
        last_order_at = excluded.last_order_at
      returning id
    ),
    placed as (
      insert into orders (
        merchant_id, customer_id, customer_name, customer_phone, customer_address, customer_email, status,
        total_amount, notes, order_type, prescription_file_url, prescription_notes,
        delivery_lat, delivery_lng, delivery_zone_id, delivery_zone_name, subtotal, delivery_fee,
        fulfilment, scheduled_for, location_source, location_precision, eta_minutes, discount_code_id, discount_code, discount_amount,
        holder_key, created_at, payment_method, payment_status, mail_base_url, currency, language
      )
      select ${$("merchantId")}, customer.id, ${$("customerName")}, ${$("customerPhone")}, ${$("customerAddress")},
        ${$("customerEmail")}, 'pending',
        ${$("totalAmount")}, ${$("notes")}, ${$("orderType")}, ${$("prescriptionFileUrl")},
        ${$("prescriptionNotes")}, ${$("deliveryLat")}::numeric,
        ${$("deliveryLng")}::numeric, ${$("deliveryZoneId")}::uuid, ${$("deliveryZoneName")},
        ${$("subtotal")}::numeric, ${$("deliveryFee")}::numeric, ${$("fulfilment")},
        ${$("slotStartsAt")}::timestamptz, ${$("locationSource")}, ${$("locationPrecision")}::text,
        ${$("etaMinutes")}::integer,
        ${$("discountId")}::uuid, ${$("discountCode")}, ${$("discountAmount")}::numeric,
        ${$("holderKey")}::text, ${$("placedAt")}::timestamptz, ${$("paymentMethod")}::text,
        case when ${$("paymentMethod")}::text = 'cash' then 'unpaid' else 'awaiting_payment' end,
        case when ${$("paymentMethod")}::text in ('card', 'razorpay') then ${$("mailBaseUrl")}::text end,
        ${$("currency")}::text, ${$("language")}::text
      from customer cross join hold_verdict
      where not hold_verdict.over
      on conflict (tracking_code) do nothing
      returning id, merchant_id, tracking_code, status, currency, total_amount, order_type, notes, created_at,
        customer_name, customer_phone, customer_address, subtotal, delivery_fee, fulfilment,
        scheduled_for, eta_minutes, discount_code, discount_amount
    ),
    -- The order holds the use; a once-per-customer code's use also holds the phone, which the unique
    -- index lets hold one at a time (a clash leaves this empty, and the order is refused below).
    discount_use as (
      insert into discount_uses (order_id, discount_code_id, merchant_id, phone_key)
      select placed.id, ${$("discountId")}::uuid, placed.merchant_id, ${$("discountPhoneKey")}::text
      from placed where ${$("discountId")}::uuid is not null
      on conflict do nothing
      returning 1
    ),
    history as (
      insert into order_status_history (order_id, merchant_id, status, updated_by, notes)
      select id, merchant_id, 'pending', 'system', ${$("historyNote")} from placed
    ),
    -- The outbox (decision 0032): the store's mail if it wants this kind, and the customer's
    -- confirmation if they gave an address; written with the order or not at all. A card or
    -- Razorpay order's wait until it is paid or authorized (issue 41: payments/settle-payment.ts).
    mails as (
      insert into mail_outbox (merchant_id, order_id, kind, recipient, base_url)
      select placed.merchant_id, placed.id, wanted.kind, wanted.recipient, ${$("mailBaseUrl")}
      from placed cross join lateral (
        select case when placed.order_type = 'prescription' then 'merchant_new_prescription'
                    else 'merchant_new_order' end as kind,
               coalesce(m.notify_email, m.email) as recipient
        from merchants m
        where m.id = placed.merchant_id
          and case when placed.order_type = 'prescription' then m.notify_prescription_orders
                   else m.notify_new_orders end
        union all
        select 'customer_order_placed', ${$("customerEmail")}::text
        where ${$("customerEmail")}::text is not null
      ) wanted
      where ${$("mailBaseUrl")}::text is not null and ${$("paymentMethod")}::text in ('cash', 'upi')
    ),
    items as (
      -- Each line a microsecond after the one before: the lines' (created_at, id) order, which every
      -- view of the order lists them in (ORDER_LINE_ORDER), is the cart's (issue 42).
      insert into order_items (order_id, merchant_id, product_id, product_name, quantity, price, options, variant_option_id, created_at)
      select placed.id, placed.merchant_id, l.product_id, l.product_name, l.quantity, l.price,
        coalesce(l.options, '[]'::jsonb), l.variant_id, placed.created_at + (l.position - 1) * interval '1 microsecond'
      from placed cross join lines l
    )
    select placed.id, placed.tracking_code, placed.status, placed.currency, placed.total_amount, placed.order_type,
      placed.notes, placed.created_at, placed.customer_name, placed.customer_phone, placed.customer_address,
      placed.subtotal, placed.delivery_fee, placed.fulfilment, placed.scheduled_for, placed.eta_minutes,
      placed.discount_code, placed.discount_amount,
      case
        when (select count(*) from taken) <> cardinality(${$("productIds")}::uuid[])
          or (select count(*) from variants_taken) <> cardinality(${$("variantIds")}::uuid[])
          then place_order_refused(${$("stockRefused")})
        when ${$("slotStartsAt")}::timestamptz is not null and not exists (select 1 from slot)
          then place_order_refused(${$("slotFull")})
        when ${$("discountId")}::uuid is not null and not exists (select 1 from discount_taken)
          then place_order_refused(${$("discountUsedUp")})
        when (select over from hold_verdict) then place_order_refused(${$("holdShare")})
        when placed.id is null then place_order_refused(${$("codeTaken")})
        when ${$("discountId")}::uuid is not null and not exists (select 1 from discount_use)
          then place_order_refused(${$("discountAlreadyUsed")})
        else true
      end as placed
    from (select 1) as one left join placed on true`);
keepPlanned(PLACE_ORDER.sql, "place_order");
