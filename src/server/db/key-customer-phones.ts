import { sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { MAX_TOTAL_SPENT } from "#server/db/schema/customers";
import { phoneKey } from "#server/phones/phone-key";
import { storeCountry } from "#server/phones/whatsapp-phone";

// SQL cannot run libphonenumber, so migration 0023 only adds `customers.phone_key`; this step, run
// by the migrations after it (client.ts), keys the rows it left null and merges the customers that
// turn out to be one number (docs/decisions/0049-a-phone-is-one-phone.md). It is idempotent: once
// every row has its key it finds nothing to do, through the partial index `customers_unkeyed_idx`.

/** Customers keyed per round trip: a store of 100,000 takes 50. */
const BATCH = 2_000;

/** What the step did: rows keyed, and rows merged into another customer (and deleted). */
export interface KeyingResult {
  keyed: number;
  merged: number;
}

/**
 * Keys every customer without a phone key, store by store, each store in one transaction: a crash
 * leaves a store either untouched or done, and the next start picks up the rest.
 */
export async function keyCustomerPhones(db: Db): Promise<KeyingResult> {
  const result: KeyingResult = { keyed: 0, merged: 0 };
  const stores = await db.execute<{ merchant_id: string }>(
    sql`select distinct merchant_id from customers where phone_key is null`,
  );
  for (const { merchant_id: merchantId } of stores.rows) {
    const done = await db.transaction((tx) => keyStore(tx, merchantId));
    result.keyed += done.keyed;
    result.merged += done.merged;
  }
  return result;
}

type Member = {
  id: string;
  key: string;
  /** As text: only compared, and ISO strings from both drivers compare as the times do. */
  last: string | null;
};

/** The country the store's national numbers are read in now (storeCountry); null for none or no store. */
async function countryOfStore(db: Db | Tx, merchantId: string): Promise<string | null> {
  const store = await db.execute<{ country: string | null; contact_phone: string | null; time_zone: string }>(
    sql`select country, contact_phone, time_zone from merchants where id = ${merchantId}`,
  );
  const row = store.rows[0];
  return row
    ? storeCountry({ country: row.country, contactPhone: row.contact_phone, timeZone: row.time_zone })
    : null;
}

/**
 * Runs `change` (a save of the store's settings) and, when it changed the country the store's
 * national numbers are read in (set in Settings, or guessed anew from its phone or time zone), keys
 * again every customer whose phone was not written with its "+": "(212) 555-7777" in a store that
 * becomes American is "+12125557777", and meets the customer who wrote it so. Otherwise a customer
 * would be two, and a once-per-customer code good twice.
 */
export async function keepingCustomersKeyed<T>(
  db: Db,
  merchantId: string,
  change: () => Promise<T>,
): Promise<T> {
  const before = await countryOfStore(db, merchantId);
  const result = await change();
  if ((await countryOfStore(db, merchantId)) !== before)
    await db.transaction(async (tx) => {
      await tx.execute(sql`update customers set phone_key = null
        where merchant_id = ${merchantId} and phone !~ '^[[:space:]]*[+]'`);
      await keyStore(tx, merchantId);
    });
  return result;
}

async function keyStore(tx: Tx, merchantId: string): Promise<KeyingResult> {
  const result: KeyingResult = { keyed: 0, merged: 0 };
  const storeIn = await countryOfStore(tx, merchantId);
  for (;;) {
    const unkeyed = await tx.execute<{ id: string; phone: string; last: string | null }>(sql`
      select id, phone, to_char(last_order_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as last
      from customers where merchant_id = ${merchantId} and phone_key is null
      order by id limit ${BATCH}`);
    if (unkeyed.rows.length === 0) break;
    const members: Member[] = unkeyed.rows.map((r) => ({
      id: r.id,
      key: phoneKey(r.phone, storeIn),
      last: r.last,
    }));
    // Customers keyed already (by an order placed since, or an earlier batch) join their number's group.
    const keys = JSON.stringify([...new Set(members.map((m) => m.key))]);
    const keyed = await tx.execute<Member>(sql`
      select id, phone_key as key, to_char(last_order_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as last
      from customers
      where merchant_id = ${merchantId} and phone_key in (select jsonb_array_elements_text(${keys}::jsonb))`);
    const merges = mergeGroups([...members, ...keyed.rows]);
    await mergeCustomers(tx, merchantId, merges);
    result.keyed += unkeyed.rows.length;
    result.merged += merges.filter((m) => m.id !== m.survivor).length;
  }
  await rekeyDiscountUses(tx, merchantId);
  return result;
}

/**
 * Each customer, with its number's key and the customer it becomes: the one who ordered last, whose
 * name and phone as typed are the latest (ties by id, so a rerun chooses alike).
 */
function mergeGroups(members: Member[]): { id: string; key: string; survivor: string }[] {
  const latest = new Map<string, Member>();
  for (const m of members) {
    const best = latest.get(m.key);
    if (!best || isLater(m, best)) latest.set(m.key, m);
  }
  return members.map((m) => ({ id: m.id, key: m.key, survivor: latest.get(m.key)!.id }));
}

const isLater = (a: Member, b: Member) =>
  a.last !== b.last ? b.last === null || (a.last !== null && a.last > b.last) : a.id > b.id;

/**
 * One customer per key: the others' orders move to the survivor, whose figures become the group's
 * sums (spending held at its column's maximum, decision 0044; first order the earliest, last the latest; its address, or the latest one given), and the
 * others go. Moving an order's customer leaves its status and total alone, so the
 * orders_customer_totals trigger does not count it again.
 */
async function mergeCustomers(
  tx: Tx,
  merchantId: string,
  merges: { id: string; key: string; survivor: string }[],
) {
  const mapping = sql`jsonb_to_recordset(${JSON.stringify(merges)}::jsonb) as m(id uuid, key text, survivor uuid)`;
  if (merges.some((m) => m.id !== m.survivor)) {
    await tx.execute(sql`
      update orders o set customer_id = m.survivor from ${mapping}
      where o.customer_id = m.id and m.id <> m.survivor and o.merchant_id = ${merchantId}`);
    await tx.execute(sql`
      update customers s set orders_count = g.orders_count, total_spent = g.total_spent,
        first_order_at = g.first_order_at, last_order_at = g.last_order_at, address = coalesce(s.address, g.address)
      from (
        select m.survivor, sum(c.orders_count)::integer as orders_count,
          least(sum(c.total_spent), ${sql.raw(MAX_TOTAL_SPENT)}) as total_spent,
          min(c.first_order_at) as first_order_at, max(c.last_order_at) as last_order_at,
          (array_agg(c.address order by c.last_order_at desc nulls last) filter (where c.address is not null))[1]
            as address
        from ${mapping} join customers c on c.id = m.id and c.merchant_id = ${merchantId}
        group by m.survivor having count(*) > 1
      ) g
      where s.id = g.survivor and s.merchant_id = ${merchantId}`);
    await tx.execute(sql`
      delete from customers c using ${mapping}
      where c.id = m.id and m.id <> m.survivor and c.merchant_id = ${merchantId}`);
  }
  // "is distinct from", not "phone_key is null": that would match customers_unkeyed_idx, and the
  // planner scanned the store's unkeyed rows once per customer (quadratic) instead of the primary key.
  await tx.execute(sql`
    update customers c set phone_key = m.key from ${mapping}
    where c.id = m.id and m.id = m.survivor and c.merchant_id = ${merchantId}
      and c.phone_key is distinct from m.key`);
}

/**
 * A once-per-customer use holds its customer's key. Uses written under an older key (the digits
 * before decision 0049, or a customer merged since) take it; where one customer then holds several
 * uses of one code, the earliest keeps the phone and the others are kept without it, as a reopened
 * order's is (decision 0034): they still count, and cancelling still gives them back.
 */
async function rekeyDiscountUses(tx: Tx, merchantId: string) {
  const held = sql`discount_uses u join orders o on o.id = u.order_id and o.merchant_id = ${merchantId}
    join customers c on c.id = o.customer_id and c.merchant_id = ${merchantId}`;
  await tx.execute(sql`
    update discount_uses d set phone_key = null
    from (
      select u.order_id, row_number() over (
        partition by u.discount_code_id, c.phone_key
        order by u.phone_key = c.phone_key desc, o.created_at, u.order_id) as n
      from ${held}
      where u.merchant_id = ${merchantId} and u.phone_key is not null
    ) r
    where d.order_id = r.order_id and d.merchant_id = ${merchantId} and r.n > 1`);
  await tx.execute(sql`
    update discount_uses d set phone_key = c.phone_key
    from ${held}
    where d.order_id = u.order_id and d.merchant_id = ${merchantId} and u.merchant_id = ${merchantId}
      and u.phone_key is not null and u.phone_key <> c.phone_key`);
}
