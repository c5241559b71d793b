import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import { HOLD_WINDOW_MS, ORDER_LIMIT_MESSAGES, type TOrderLimits } from "#contracts/order-limits";
import type { TPlaceOrderInput } from "#contracts/orders";
import type { Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import type { OrderProduct } from "./queries";

// What one shopper may hold of a store's stock (issue 40, decision 0042): the most of one product
// and of all units in one order, and the share of a product's stock one phone and one address may
// hold in unconfirmed orders.

/**
 * Who holds an order's units: one phone (by its key, phoneKey: one number however written, decision
 * 0049) together with one address, an IPv6 client by its /64 as the per-address rate limits count
 * it. Stored as a hash: the orders table keeps no readable address.
 */
export const holderKeyOf = (phoneKey: string, ip: string) =>
  createHash("sha256")
    .update(`${phoneKey}\n${normalizeIP(ip)}`)
    .digest("base64url");

/** The cart's units per product, and in all. */
function demandOf(items: TPlaceOrderInput["items"]) {
  const perProduct = new Map<string, number>();
  let total = 0;
  for (const line of items) {
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
    total += line.quantity;
  }
  return { perProduct, total };
}

/**
 * Refuses (409) a cart that takes more of one product than its maximum per order (its own, else the
 * store's) or more units in all than the store's maximum, naming the limit. Products the store no
 * longer has are left to the order's own checks.
 */
export function requireWithinOrderLimits(
  items: TPlaceOrderInput["items"],
  products: OrderProduct[],
  limits: Pick<TOrderLimits, "maxPerProduct" | "maxUnitsPerOrder">,
) {
  const found = new Map(products.map((p) => [p.id, p]));
  const { perProduct, total } = demandOf(items);
  for (const [productId, units] of perProduct) {
    const product = found.get(productId);
    if (!product) continue;
    const max = product.maxPerOrder ?? limits.maxPerProduct;
    if (units > max) throw new AppError("CONFLICT", ORDER_LIMIT_MESSAGES.perProduct(product.name, max));
  }
  if (total > limits.maxUnitsPerOrder)
    throw new AppError("CONFLICT", ORDER_LIMIT_MESSAGES.unitsPerOrder(limits.maxUnitsPerOrder));
}

/** Whether the hold share can refuse this cart: a share below 100% and a product whose stock is counted. */
export const holdShareApplies = (products: OrderProduct[], holdSharePercent: number) =>
  holdSharePercent < 100 && products.some((p) => p.quantity !== null);

/**
 * The most units of a product one holder may hold: `percent` of the stock as it stands for them (what
 * they already hold in unconfirmed orders plus what is left), rounded down, and never less than one
 * unit (half a unit cannot be held, and the last one must stay buyable).
 */
export const holdAllowance = (held: number, left: number, percent: number) =>
  Math.max(1, Math.floor(((held + left) * percent) / 100));

/**
 * Refuses (409) an order that would leave one holder with more than the store's share of a product's
 * stock in unconfirmed (pending) orders placed within the last hour, naming the limit. The order's
 * own statement judges the share (new-order-rows.ts, issue 44); this says why once it has refused,
 * the same way: in a transaction, it first locks the products' rows (in id order, as the statement
 * takes them), then reads what the holder holds in a statement of its own that sees every order
 * committed before the lock was granted.
 */
export async function requireHoldShare(
  tx: Tx,
  order: {
    merchantId: string;
    holderKey: string;
    items: TPlaceOrderInput["items"];
    products: OrderProduct[];
    percent: number;
    at: number;
  },
) {
  const tracked = order.products.filter((p) => p.quantity !== null).map((p) => p.id);
  if (tracked.length === 0) return;
  const locked = await tx.execute<{ id: string; quantity: number | null }>(sql`
    select p.id, p.quantity from products p
    where p.merchant_id = ${order.merchantId} and p.id in ${tracked} and p.quantity is not null
    order by p.id for no key update of p`);
  // Counted by the order's own statement's function (units_held, migration 0038), one definition of
  // what a holder holds; a statement of its own, so it sees every order committed before the lock.
  const held = await tx.execute<{ product_id: string; units: number | string }>(sql`
    select p.id as product_id,
      units_held(${order.merchantId}, ${order.holderKey}::text, p.id,
        ${new Date(order.at - HOLD_WINDOW_MS).toISOString()}::timestamptz) as units
    from products p
    where p.merchant_id = ${order.merchantId} and p.id in ${tracked} and p.quantity is not null`);
  const heldOf = new Map(held.rows.map((row) => [row.product_id, Number(row.units)]));
  const names = new Map(order.products.map((p) => [p.id, p.name]));
  const { perProduct } = demandOf(order.items);
  for (const row of locked.rows) {
    const wanted = perProduct.get(row.id) ?? 0;
    const holds = heldOf.get(row.id) ?? 0;
    // Stock that is short is the statement's to refuse, with its own message.
    if (row.quantity === null || wanted > row.quantity) continue;
    const allowance = holdAllowance(holds, row.quantity, order.percent);
    if (holds + wanted > allowance)
      throw new AppError(
        "CONFLICT",
        ORDER_LIMIT_MESSAGES.holdShare(names.get(row.id) ?? "", order.percent, allowance - holds),
      );
  }
}
