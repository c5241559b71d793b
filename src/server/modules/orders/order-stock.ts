import { sql } from "drizzle-orm";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import type { Tx } from "#server/db/client";
import type { OrderItemRow } from "#server/db/schema/order-items";
import { variantLabel } from "./place-order";

// The stock a merchant's status change moves: a cancelled order gives its units back, a reopened
// one takes them again (update-order-status.ts). New orders take theirs in their own statement
// (new-order-rows.ts). Every query is scoped to the merchant.

type StockLine = Pick<OrderItemRow, "productId" | "productName" | "quantity" | "variantOptionId" | "options">;

/** Units to move on one stock row, and how to name it when too few are left. */
interface Move {
  id: string;
  units: number;
  label: string;
  /** What is on the row now (locked): null for untracked. */
  left: number | null;
}

/** What an order's lines move: summed per product and per variant, products in id order. */
export interface StockMoves {
  products: Move[];
  variants: Move[];
}

/**
 * Locks the stock rows the order's lines count against, products first and each kind in id order,
 * as a new order's statement takes them (so the two never wait on each other in a circle), and says
 * how many units move on each.
 *
 * A product whose stock is counted per variant (it has a group that tracks stock) keeps its quantity
 * as their sum, so a line moves its variant's units and the product's together. When that variant
 * was deleted since (or its group stopped tracking stock), its units are counted nowhere any more:
 * the line moves nothing while the product still has a stock group (its sum stays true), and the
 * product's units alone once it has none, as any product without options.
 */
export async function lockOrderStock(tx: Tx, merchantId: string, lines: StockLine[]): Promise<StockMoves> {
  if (lines.length === 0) return { products: [], variants: [] };
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantOptionId ? [l.variantOptionId] : [])))];
  const products = await tx.execute<{ id: string; quantity: number | null; per_variant: boolean }>(sql`
    select p.id, p.quantity, exists (
      select 1 from product_option_groups g
      where g.product_id = p.id and g.merchant_id = p.merchant_id and g.tracks_stock
    ) as per_variant
    from products p
    where p.merchant_id = ${merchantId} and p.id in ${productIds}
    order by p.id for no key update of p`);
  const variants = variantIds.length
    ? await tx.execute<{ id: string; product_id: string; quantity: number }>(sql`
        select o.id, o.product_id, o.quantity from product_options o
        join product_option_groups g on g.id = o.group_id and g.merchant_id = o.merchant_id and g.tracks_stock
        where o.merchant_id = ${merchantId} and o.id in ${variantIds} and o.quantity is not null
        order by o.id for no key update of o`)
    : { rows: [] };
  const productRows = new Map(products.rows.map((row) => [row.id, row]));
  const variantRows = new Map(variants.rows.map((row) => [row.id, row]));

  const productMoves = new Map<string, Move>();
  const variantMoves = new Map<string, Move>();
  const add = (moves: Map<string, Move>, id: string, units: number, label: string, left: number | null) => {
    const move = moves.get(id) ?? { id, units: 0, label, left };
    move.units += units;
    moves.set(id, move);
  };
  for (const line of lines) {
    const product = productRows.get(line.productId);
    if (!product) continue;
    const variant = line.variantOptionId ? variantRows.get(line.variantOptionId) : undefined;
    if (variant && variant.product_id === line.productId) {
      // Named as the order shows it: the name the shopper chose then.
      const chosen = line.options.find((option) => option.optionId === variant.id);
      const name = chosen ? variantLabel(line.productName, chosen.name) : line.productName;
      add(variantMoves, variant.id, line.quantity, name, variant.quantity);
    } else if (product.per_variant) continue;
    add(productMoves, product.id, line.quantity, line.productName, product.quantity);
  }
  const byId = (a: Move, b: Move) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    products: [...productMoves.values()].sort(byId),
    variants: [...variantMoves.values()].sort(byId),
  };
}

/**
 * The first stock row that has fewer than its move takes, variants first (the variant is what the
 * merchant restocks); undefined when every one has enough (untracked stock always has).
 */
export const shortOf = (moves: StockMoves): Move | undefined =>
  [...moves.variants, ...moves.products].find((move) => move.left !== null && move.left < move.units);

/**
 * Moves the units: `sign` -1 takes them (a reopened order, after shortOf found none short), +1 gives
 * them back (a cancelled one). Untracked stock stays untracked. Given back, stock may pass the
 * MAX_STOCK a merchant can type, and stops at the column's own maximum (decision 0044): added in
 * bigint, so a cancel never fails with "integer out of range" and an order can always be cancelled.
 */
export async function moveStock(tx: Tx, merchantId: string, moves: StockMoves, sign: 1 | -1) {
  const rows = (list: Move[]) =>
    JSON.stringify(list.map((move) => ({ id: move.id, units: move.units * sign })));
  if (moves.products.length)
    await tx.execute(sql`
      update products p set quantity = least(p.quantity::bigint + d.units, ${MAX_INTEGER})
      from jsonb_to_recordset(${rows(moves.products)}::jsonb) as d(id uuid, units bigint)
      where p.id = d.id and p.merchant_id = ${merchantId} and p.quantity is not null`);
  if (moves.variants.length)
    await tx.execute(sql`
      update product_options o set quantity = least(o.quantity::bigint + d.units, ${MAX_INTEGER})
      from jsonb_to_recordset(${rows(moves.variants)}::jsonb) as d(id uuid, units bigint)
      where o.id = d.id and o.merchant_id = ${merchantId} and o.quantity is not null`);
}
