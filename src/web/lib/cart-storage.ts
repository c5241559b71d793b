import type { TProduct } from "#contracts/catalog";
import { isAmountIn } from "#contracts/money";
import { choiceKey, OPTION_LIMITS } from "#contracts/product-options";

/**
 * The shopper's cart, kept per store in browser storage under `cart_{slug}` (spec section 3):
 * a list of `{ product, quantity, optionIds }` lines, one per product and choice. Anything
 * unreadable is ignored, never thrown.
 */
export interface CartLine {
  product: TProduct;
  quantity: number;
  /**
   * The options picked (issue 28). Left out for none, so a product without options is stored
   * exactly as every line saved before options existed, which still load.
   */
  optionIds?: string[];
}

/** The subset of the Web Storage API used here (tests pass a Map-backed stand-in). */
export type CartStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const cartKey = (slug: string) => `cart_${slug}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An amount the store's currency can hold: "1.234" is a price in dinars, never in dollars. */
const isPrice = (value: unknown, currency: string): value is string =>
  typeof value === "string" && isAmountIn(value, currency);

function isProduct(value: unknown, currency: string): value is TProduct {
  if (!isObject(value)) return false;
  const { id, name, price, discountPrice, quantity, isAvailable } = value;
  return (
    typeof id === "string" &&
    id.length > 0 &&
    typeof name === "string" &&
    isPrice(price, currency) &&
    (discountPrice == null || isPrice(discountPrice, currency)) &&
    (quantity == null || (Number.isInteger(quantity) && (quantity as number) >= 0)) &&
    (isAvailable === undefined || typeof isAvailable === "boolean") &&
    (value.optionGroups === undefined || isList(value.optionGroups, (group) => isGroup(group, currency)))
  );
}

const isList = (value: unknown, each: (item: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((item) => isObject(item) && each(item));

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Enough of a stored option group for the cart's maths not to throw on it. */
const isGroup = (group: Record<string, unknown>, currency: string) =>
  typeof group.id === "string" &&
  typeof group.name === "string" &&
  isCount(group.minSelect) &&
  isCount(group.maxSelect) &&
  isList(
    group.options,
    (option) =>
      typeof option.id === "string" &&
      typeof option.name === "string" &&
      isPrice(option.priceDelta, currency) &&
      (option.quantity === null || isCount(option.quantity)),
  );

/** A line's picked options: left out (none), or a short list of ids. */
const isOptionIds = (value: unknown): value is string[] | undefined =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= OPTION_LIMITS.optionIdsPerLine &&
    value.every((id) => typeof id === "string" && id.length > 0));

/**
 * Cart lines from stored text. Not JSON, not a list: an empty cart. Malformed lines are dropped,
 * and the same product with the same choice twice becomes one line. `currency`: the store's, which
 * every price must fit.
 */
export function parseCart(raw: string | null | undefined, currency: string): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    if (!isObject(item) || !isProduct(item.product, currency)) continue;
    const quantity = item.quantity;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    if (!isOptionIds(item.optionIds)) continue;
    const optionIds = item.optionIds ?? [];
    const product: TProduct = {
      ...item.product,
      description: item.product.description ?? null,
      discountPrice: item.product.discountPrice ?? null,
      imageUrl: item.product.imageUrl ?? null,
      quantity: item.product.quantity ?? null,
      isAvailable: item.product.isAvailable ?? true,
    };
    const key = choiceKey(product.id, optionIds);
    const existing = lines.find((line) => choiceKey(line.product.id, line.optionIds) === key);
    if (existing) existing.quantity += quantity;
    else lines.push({ product, quantity, ...(optionIds.length > 0 && { optionIds }) });
  }
  return lines;
}

/** The browser's localStorage, or null where it is blocked (some private modes throw on access). */
export function browserCartStore(): CartStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The store's cart as stored (parseCart reads it); null when there is none or storage is blocked. */
export function storedCartText(slug: string, store: CartStore | null = browserCartStore()): string | null {
  try {
    return store?.getItem(cartKey(slug)) ?? null;
  } catch {
    return null;
  }
}

/** False when the cart could not be written (storage blocked or full). An empty cart removes the key. */
export function saveCart(
  slug: string,
  lines: CartLine[],
  store: CartStore | null = browserCartStore(),
): boolean {
  if (!store) return false;
  try {
    if (lines.length === 0) store.removeItem(cartKey(slug));
    else store.setItem(cartKey(slug), JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}

export function clearCart(slug: string, store: CartStore | null = browserCartStore()): boolean {
  return saveCart(slug, [], store);
}
