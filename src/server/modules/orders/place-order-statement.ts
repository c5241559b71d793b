import { type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { keepPlanned } from "#server/db/pglite-named-statements";
import { MAX_TOTAL_SPENT } from "#server/db/schema/customers";
import type { PlaceOrderValues } from "./new-order-rows";

/**
 * What an order asks of its statement besides its customer, order, history and lines. An order
 * asks for none of it most of the time (one product, no size, no slot, no code, mail off): its
 * statement then holds none of those parts, which PostgreSQL and PGlite would otherwise set up and
 * tear down for every order without running them (issue 44, decision 0014).
 */
export interface OrderShape {
  /** A line takes a variant's stock (decision 0029). */
  variants: boolean;
  /** A tracked product is under a hold share below 100% (decision 0042). */
  holdShare: boolean;
  /** An order for later takes a place in its slot. */
  slot: boolean;
  /** A discount code's use is taken (issue 31). */
  discount: boolean;
  /** The new-order mails are written to the outbox now (decision 0032: mail on, paid in cash or UPI). */
  mails: boolean;
}

export function orderShape(values: PlaceOrderValues): OrderShape {
  return {
    variants: values.variantIds.length > 0,
    holdShare: values.holdPercent < 100,
    slot: values.slotStartsAt !== null,
    discount: values.discountId !== null,
    mails: values.mailBaseUrl !== null && (values.paymentMethod === "cash" || values.paymentMethod === "upi"),
  };
}

/**
 * The statement of an order of this shape, built once per shape and named: PostgreSQL parses and
 * plans it once per connection instead of once per order, and PGlite once (keepPlanned: issue 44).
 */
export function placeOrderStatement(shape: OrderShape): { query: Query; name: string } {
  const name = `place_order_${Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join("")}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = { query: dialect.sqlToQuery(statementFor(shape)), name };
    keepPlanned(statement.query.sql, name);
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();
const statements = new Map<string, { query: Query; name: string }>();
const $ = (name: keyof PlaceOrderValues) => sql.placeholder(name);
const none = sql``;
const when = (on: boolean, part: SQL) => (on ? part : none);

function statementFor(shape: OrderShape) {
  return sql`
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
    -- Each row is reached by its key (the id = any(...) below), whatever the plan: a plan made while
    -- the store had few products, and kept (a prepared statement's), read all of them (issue 44).
    taken as (
      update products p set quantity = p.quantity - d.quantity
      from product_demand d
      where p.id = d.product_id and p.id = any(${$("productIds")}::uuid[]) and p.merchant_id = ${$("merchantId")}
        and p.is_available and (p.quantity is null or p.quantity >= d.quantity)
      returning p.id, p.quantity
    ),
    ${when(
      shape.holdShare,
      sql`
    -- The hold share (decision 0042), judged per tracked product once this statement holds its row:
    -- units_held (migrations 0030, 0039) reads with a fresh snapshot, so it counts every order of the
    -- holder committed before the lock was granted (hundreds of one holder's orders are counted one
    -- after another), and not this one, which is written only after (placed reads the verdict). A
    -- holder may hold floor(percent × (held + left) / 100) units, at least one; left is the stock
    -- before this order took its units.
    held as (
      select d.quantity as wanted, t.quantity + d.quantity as left_before,
        units_held(${$("merchantId")}, ${$("holderKey")}::text, t.id, ${$("holdSince")}::timestamptz) as units
      from taken t join product_demand d on d.product_id = t.id
      where t.quantity is not null
    ),
    hold_verdict as (
      select exists (
        select 1 from held
        where units + wanted > greatest(1, ((units + left_before) * ${$("holdPercent")}::integer) / 100)
      ) as over
    ),`,
    )}
    ${when(
      shape.variants,
      sql`
    variant_demand as (
      select product_id, variant_id, sum(quantity)::integer as quantity from lines
      where variant_id is not null group by product_id, variant_id order by product_id, variant_id
    ),
    variants_taken as (
      update product_options o set quantity = o.quantity - d.quantity
      from variant_demand d
      where o.id = d.variant_id and o.id = any(${$("variantIds")}::uuid[]) and o.product_id = d.product_id
        and o.merchant_id = ${$("merchantId")}
        and o.is_available and (o.quantity is null or o.quantity >= d.quantity)
      returning o.id
    ),`,
    )}
    ${when(
      shape.slot,
      sql`
    slot as (
      insert into order_slots (merchant_id, starts_at, taken)
      values (${$("merchantId")}, ${$("slotStartsAt")}::timestamptz, 1)
      on conflict (merchant_id, starts_at) do update set taken = order_slots.taken + 1
        where order_slots.taken < ${$("slotCap")}::integer
      returning 1
    ),`,
    )}
    ${when(
      shape.discount,
      sql`
    -- A code's use is taken like a slot's place: one conditional update of its counter, which the
    -- database re-checks against the latest committed row, so a limit of 10 gives exactly 10 orders.
    discount_taken as (
      update discount_codes set uses = uses + 1
      where id = ${$("discountId")}::uuid and merchant_id = ${$("merchantId")}
        and (usage_limit is null or uses < usage_limit)
      returning id
    ),`,
    )}
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
      from customer
      ${when(shape.holdShare, sql`cross join hold_verdict where not hold_verdict.over`)}
      on conflict (tracking_code) do nothing
      returning id, merchant_id, tracking_code, status, currency, total_amount, order_type, notes, created_at,
        customer_name, customer_phone, customer_address, subtotal, delivery_fee, fulfilment,
        scheduled_for, eta_minutes, discount_code, discount_amount
    ),
    ${when(
      shape.discount,
      sql`
    -- The order holds the use; a once-per-customer code's use also holds the phone, which the unique
    -- index lets hold one at a time (a clash leaves this empty, and the order is refused below).
    discount_use as (
      insert into discount_uses (order_id, discount_code_id, merchant_id, phone_key)
      select placed.id, ${$("discountId")}::uuid, placed.merchant_id, ${$("discountPhoneKey")}::text
      from placed
      on conflict do nothing
      returning 1
    ),`,
    )}
    history as (
      insert into order_status_history (order_id, merchant_id, status, updated_by, notes)
      select id, merchant_id, 'pending', 'system', ${$("historyNote")} from placed
    ),
    ${when(
      shape.mails,
      sql`
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
    ),`,
    )}
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
          ${when(shape.variants, sql`or (select count(*) from variants_taken) <> cardinality(${$("variantIds")}::uuid[])`)}
          then place_order_refused(${$("stockRefused")})
        ${when(shape.slot, sql`when not exists (select 1 from slot) then place_order_refused(${$("slotFull")})`)}
        ${when(
          shape.discount,
          sql`when not exists (select 1 from discount_taken) then place_order_refused(${$("discountUsedUp")})`,
        )}
        ${when(shape.holdShare, sql`when (select over from hold_verdict) then place_order_refused(${$("holdShare")})`)}
        when placed.id is null then place_order_refused(${$("codeTaken")})
        ${when(
          shape.discount,
          sql`when not exists (select 1 from discount_use) then place_order_refused(${$("discountAlreadyUsed")})`,
        )}
        else true
      end as placed
    from (select 1) as one left join placed on true`;
}
