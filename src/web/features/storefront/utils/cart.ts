import type { TProduct } from "#contracts/catalog";
import { effectivePriceCents } from "#contracts/money";
import { isOutOfStock, type StockFields } from "#contracts/stock";
import type { CartLine } from "#web/lib/cart-storage";

/**
 * Cart maths in integer cents. Every price is the effective one (the discount price when present),
 * the same rule the server uses for the order total.
 */

/**
 * The most of an untracked product one order line may hold: the API's MAX_LINE_QUANTITY
 * (contracts/orders.ts imports zod, which the storefront bundle leaves out; a test keeps them equal).
 */
export const MAX_UNTRACKED_QUANTITY = 1000;

/** How many units one cart may hold: the tracked stock, or the per-line limit when untracked. */
export function maxQuantity(product: StockFields): number {
  if (isOutOfStock(product)) return 0;
  return product.quantity ?? MAX_UNTRACKED_QUANTITY;
}

export function quantityInCart(lines: CartLine[], productId: string): number {
  return lines.find((line) => line.product.id === productId)?.quantity ?? 0;
}

/** Units of this product that can still be added on top of what the cart holds. */
export function remainingQuantity(lines: CartLine[], product: TProduct): number {
  return Math.max(0, maxQuantity(product) - quantityInCart(lines, product.id));
}

/** Adds `quantity` units (capped at the stock); the line's product data is refreshed. */
export function addToCart(lines: CartLine[], product: TProduct, quantity = 1): CartLine[] {
  const add = Math.min(Math.max(0, Math.floor(quantity)), remainingQuantity(lines, product));
  if (add === 0) return lines;
  const index = lines.findIndex((line) => line.product.id === product.id);
  if (index === -1) return [...lines, { product, quantity: add }];
  return lines.map((line, i) => (i === index ? { product, quantity: line.quantity + add } : line));
}

/** Sets a line's quantity: 0 or below removes the line; above the stock is capped. */
export function setLineQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  const line = lines.find((l) => l.product.id === productId);
  if (!line) return lines;
  const capped = Math.min(Math.floor(quantity), maxQuantity(line.product));
  if (capped <= 0) return lines.filter((l) => l.product.id !== productId);
  return lines.map((l) => (l.product.id === productId ? { ...l, quantity: capped } : l));
}

/** A product card's control: the cart holds `quantity` of the product (0 removes it, a first unit adds it). */
export function setCartQuantity(lines: CartLine[], product: TProduct, quantity: number): CartLine[] {
  return quantityInCart(lines, product.id) === 0
    ? addToCart(lines, product, quantity)
    : setLineQuantity(lines, product.id, quantity);
}

export const cartItemCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export const lineTotalCents = (line: CartLine) => effectivePriceCents(line.product) * line.quantity;

export const cartTotalCents = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

/**
 * The stored cart checked against the store's current products: product data (price, stock) is
 * refreshed, lines whose product is gone or out of stock are dropped, quantities are capped.
 * `covers(id)` says whether `products` would hold that product if the store still sold it: a
 * complete list covers every product, a large store's first page only its own.
 */
export function reconcileCart(
  lines: CartLine[],
  products: TProduct[],
  { covers = () => true }: { covers?: (productId: string) => boolean } = {},
): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const next: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.product.id);
    if (!product) {
      if (!covers(line.product.id)) next.push(line);
      continue;
    }
    const quantity = Math.min(line.quantity, maxQuantity(product));
    if (quantity > 0) next.push({ product, quantity });
  }
  return next;
}

/** Whether two carts hold the same products, quantities and product data. */
export function sameCart(a: CartLine[], b: CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => line.quantity === b[i]?.quantity && line.product === b[i]?.product)
  );
}

/** The order request's items: ids and quantities only (the server prices them). */
export const toOrderItems = (lines: CartLine[]) =>
  lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
