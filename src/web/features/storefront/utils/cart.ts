import type { TProduct } from "#contracts/catalog";
import type { Translate } from "#contracts/i18n/format-message";
import { choiceKey, choiceStock, resolveChoice, stockKey, unitPriceMinor } from "#contracts/product-options";
import { isOutOfStock, type StockFields } from "#contracts/stock";
import {
  productOrderMax,
  STORE_ORDER_LIMIT_MESSAGES,
  type TStoreOrderLimits,
} from "#contracts/store-order-limits";
import type { CartLine } from "#web/lib/cart-storage";
import { pickedDeltaMinor, pickedOptions } from "./choice";

/**
 * Cart maths in integer minor units of the store's currency (cents, yen, fils). Every price is the effective one (the discount price when present),
 * the same rule the server uses for the order total, plus the picked options' changes (issue 28).
 * One line per product and choice (choiceKey): two sizes of one pizza are two lines.
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

export const lineOptionIds = (line: CartLine): string[] => line.optionIds ?? [];

/** The line's identity in the cart: its product and choice. */
export const lineKey = (line: CartLine) => choiceKey(line.product.id, lineOptionIds(line));

/** The line's picks as the cart and the checkout show them (group, name, price change). */
export const lineOptions = (line: CartLine) => pickedOptions(line.product, lineOptionIds(line));

/** One unit of the line: the product's effective price plus its options' changes. */
export const lineUnitMinor = (line: CartLine, currency: string) =>
  unitPriceMinor(line.product, pickedDeltaMinor(lineOptions(line), currency), currency);

/** The stock a line draws on: its variant's, or its product's. */
export const lineStock = (line: CartLine) => choiceStock(line.product, lineOptionIds(line));

/** Units of the product in the cart, whatever their choice (a card's count). */
export const quantityInCart = (lines: CartLine[], productId: string): number =>
  lines.reduce((sum, line) => (line.product.id === productId ? sum + line.quantity : sum), 0);

/**
 * Units the cart holds against the stock of `product` picked with `optionIds`: the lines of the
 * same variant, or every line of the product when no variant is picked (its stock is then the
 * product's, which is its variants' sum when it has some).
 */
export function heldAgainst(lines: CartLine[], product: TProduct, optionIds: readonly string[] = []): number {
  const key = stockKey(product, optionIds);
  const whole = key === stockKey(product, []);
  return lines.reduce(
    (sum, line) =>
      line.product.id === product.id && (whole || stockKey(line.product, lineOptionIds(line)) === key)
        ? sum + line.quantity
        : sum,
    0,
  );
}

/**
 * The store's limits on one order (issue 40): the most of one product (its own maximum, else the
 * store's) and the most units in all. null: none known yet (the store's answer has not come).
 */
export type CartLimits = TStoreOrderLimits | null;

/**
 * Units of the product the store's limits still let an order add, when it holds `productUnits` of
 * the product and `cartUnits` in all. Unlimited while the limits are not known.
 */
export function limitRoomFor(limits: CartLimits, product: TProduct, productUnits: number, cartUnits: number) {
  if (!limits) return Number.POSITIVE_INFINITY;
  const perProduct = productOrderMax(product, limits) - productUnits;
  return Math.max(0, Math.min(perProduct, limits.maxUnitsPerOrder - cartUnits));
}

/** limitRoomFor over the cart's lines. */
export const limitRoom = (lines: CartLine[], product: TProduct, limits: CartLimits) =>
  limitRoomFor(limits, product, quantityInCart(lines, product.id), cartItemCount(lines));

/** A limit of the store's that an order has reached: where the quantity selector stops. */
export interface LimitReached {
  limit: "perProduct" | "units";
  max: number;
}

/**
 * Which limit an order holding `productUnits` of the product and `cartUnits` in all has reached
 * (the selector's note where it stops), or null: the product's maximum, then the order's units.
 */
export function limitReached(
  limits: CartLimits,
  product: TProduct,
  productUnits: number,
  cartUnits: number,
): LimitReached | null {
  if (!limits) return null;
  const perProduct = productOrderMax(product, limits);
  if (productUnits >= perProduct && perProduct < limits.maxUnitsPerOrder)
    return { limit: "perProduct", max: perProduct };
  if (cartUnits >= limits.maxUnitsPerOrder) return { limit: "units", max: limits.maxUnitsPerOrder };
  return null;
}

const englishNote = ({ limit, max }: LimitReached) =>
  limit === "perProduct"
    ? STORE_ORDER_LIMIT_MESSAGES.selectorPerProduct(max)
    : STORE_ORDER_LIMIT_MESSAGES.selectorUnits(max);

/** limitReached's note in the contract's English (STORE_ORDER_LIMIT_MESSAGES), or null. */
export function limitNoteFor(
  limits: CartLimits,
  product: TProduct,
  productUnits: number,
  cartUnits: number,
): string | null {
  const reached = limitReached(limits, product, productUnits, cartUnits);
  return reached && englishNote(reached);
}

/** A reached limit's note in the page's language (`t`: useT's; issue 45 item 3). */
export const limitNoteText = ({ limit, max }: LimitReached, t: Translate) =>
  t(limit === "perProduct" ? "cart.limitPerProduct" : "cart.limitUnits", { max });

/** Units of this product (and choice) that can still be added on top of what the cart holds. */
export function remainingQuantity(
  lines: CartLine[],
  product: TProduct,
  optionIds: readonly string[] = [],
  limits: CartLimits = null,
) {
  const byStock = Math.max(
    0,
    maxQuantity(choiceStock(product, optionIds)) - heldAgainst(lines, product, optionIds),
  );
  return Math.min(byStock, limitRoom(lines, product, limits));
}

/**
 * Adds `quantity` units of the product with the picked options (capped at the stock they draw on);
 * the line's product data is refreshed. The caller has checked the choice (resolveChoice).
 */
export function addToCart(
  lines: CartLine[],
  product: TProduct,
  quantity = 1,
  optionIds: readonly string[] = [],
  limits: CartLimits = null,
): CartLine[] {
  const add = Math.min(
    Math.max(0, Math.floor(quantity)),
    remainingQuantity(lines, product, optionIds, limits),
  );
  if (add === 0) return lines;
  const key = choiceKey(product.id, optionIds);
  const index = lines.findIndex((line) => lineKey(line) === key);
  if (index === -1)
    return [...lines, { product, quantity: add, ...(optionIds.length > 0 && { optionIds: [...optionIds] }) }];
  return lines.map((line, i) => (i === index ? { ...line, product, quantity: line.quantity + add } : line));
}

/**
 * The most a line may hold: what its stock allows beyond the cart's other lines drawing on the
 * same stock (another topping on the same size, another choice of the same product).
 */
export function lineMaxQuantity(lines: CartLine[], line: CartLine, limits: CartLimits = null): number {
  const others = heldAgainst(lines, line.product, lineOptionIds(line)) - line.quantity;
  const byStock = Math.max(0, maxQuantity(lineStock(line)) - others);
  // The limits' room beside the cart's other lines (this line's own units left out).
  const byLimits = limitRoomFor(
    limits,
    line.product,
    quantityInCart(lines, line.product.id) - line.quantity,
    cartItemCount(lines) - line.quantity,
  );
  return Math.min(byStock, byLimits);
}

/** Sets a line's quantity (`key`: lineKey): 0 or below removes the line; above the stock is capped. */
export function setLineQuantity(
  lines: CartLine[],
  key: string,
  quantity: number,
  limits: CartLimits = null,
): CartLine[] {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line) return lines;
  const capped = Math.min(Math.floor(quantity), lineMaxQuantity(lines, line, limits));
  if (capped <= 0) return lines.filter((l) => l !== line);
  return lines.map((l) => (l === line ? { ...l, quantity: capped } : l));
}

/**
 * A product card's control: the cart holds `quantity` of the product (0 removes it, a first unit
 * adds it without options). With one line of the product, that line is set, whatever its choice;
 * with several, nothing changes: which choice to change is the shopper's (see ProductCard).
 */
export function setCartQuantity(
  lines: CartLine[],
  product: TProduct,
  quantity: number,
  limits: CartLimits = null,
): CartLine[] {
  const mine = lines.filter((line) => line.product.id === product.id);
  if (mine.length === 0) return addToCart(lines, product, quantity, [], limits);
  if (mine.length > 1) return lines;
  return setLineQuantity(lines, lineKey(mine[0]!), quantity, limits);
}

export const cartItemCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export const lineTotalMinor = (line: CartLine, currency: string) =>
  lineUnitMinor(line, currency) * line.quantity;

export const cartTotalMinor = (lines: CartLine[], currency: string) =>
  lines.reduce((sum, line) => sum + lineTotalMinor(line, currency), 0);

/**
 * The stored cart checked against the store's current products: product data (price, stock,
 * options) is refreshed, and lines whose product is gone or out of stock are dropped, quantities
 * are capped at the stock each draws on. A line whose choice is no longer valid (an option gone or
 * switched off, a group now required) is dropped too, like a product no longer sold: the cart
 * cannot change a choice, and the server would refuse it at the checkout.
 * `covers(id)` says whether `products` would hold that product if the store still sold it: a
 * complete list covers every product, a large store's first page only its own.
 */
export function reconcileCart(
  lines: CartLine[],
  products: TProduct[],
  currency: string,
  {
    covers = () => true,
    limits = null,
  }: { covers?: (productId: string) => boolean; limits?: CartLimits } = {},
): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const next: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.product.id);
    if (!product) {
      if (!covers(line.product.id)) next.push(line);
      continue;
    }
    if (!resolveChoice(product, lineOptionIds(line), currency).ok) continue;
    const refreshed = { ...line, product };
    const quantity = Math.min(line.quantity, lineMaxQuantity([...next, refreshed], refreshed, limits));
    if (quantity > 0) next.push({ ...refreshed, quantity });
  }
  return next;
}

/** Whether two carts hold the same lines, quantities and product data. */
export function sameCart(a: CartLine[], b: CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (line, i) =>
        line.quantity === b[i]?.quantity &&
        line.product === b[i]?.product &&
        lineKey(line) === lineKey(b[i]!),
    )
  );
}

/**
 * The order request's items: ids, quantities and picked options only (the server prices them). A
 * line without options is sent as before issue 28, `{productId, quantity}` (optionIds defaults to []).
 */
export const toOrderItems = (lines: CartLine[]) =>
  lines.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    ...(line.optionIds?.length ? { optionIds: line.optionIds } : {}),
  }));
