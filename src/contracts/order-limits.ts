/**
 * Zod-free, so the storefront's bundle can read it (the requests' schemas: order-limits-request.ts).
 *
 * What one shopper may hold of a store's stock (issue 40): the most of one product in one order
 * (a product's own `maxPerOrder`, else the store's `maxPerProduct`), the most units in one order,
 * the share of a product's stock one phone and one address may hold in unconfirmed orders within
 * an hour, and how long after its due time an unconfirmed order is let go (null: never).
 */
export interface TOrderLimits {
  maxPerProduct: number;
  maxUnitsPerOrder: number;
  holdSharePercent: number;
  releaseUnconfirmedAfterMinutes: number | null;
}

export const ORDER_LIMIT_DEFAULTS: TOrderLimits = {
  maxPerProduct: 20,
  maxUnitsPerOrder: 100,
  holdSharePercent: 50,
  releaseUnconfirmedAfterMinutes: null,
};

/** The bounds a merchant may set: wide enough for a wholesaler, narrow enough to mean something. */
export const ORDER_LIMIT_BOUNDS = {
  maxPerProduct: { min: 1, max: 10_000 },
  maxUnitsPerOrder: { min: 1, max: 100_000 },
  holdSharePercent: { min: 1, max: 100 },
  /** From 5 minutes to 30 days. */
  releaseUnconfirmedAfterMinutes: { min: 5, max: 43_200 },
  /** A product's own maximum. */
  maxPerOrder: { min: 1, max: 10_000 },
} as const;

/** How long an order counts towards its holder's share: orders placed within the last hour. */
export const HOLD_WINDOW_MS = 60 * 60 * 1000;

const between = (field: keyof typeof ORDER_LIMIT_BOUNDS) => {
  const { min, max } = ORDER_LIMIT_BOUNDS[field];
  return `${field} must be a whole number from ${min} to ${max.toLocaleString("en-US")}`;
};

export const ORDER_LIMIT_MESSAGES = {
  maxPerProduct: between("maxPerProduct"),
  maxUnitsPerOrder: between("maxUnitsPerOrder"),
  holdSharePercent: between("holdSharePercent"),
  releaseUnconfirmedAfterMinutes: `${between("releaseUnconfirmedAfterMinutes")}, or null to keep unconfirmed orders`,
  maxPerOrder: `${between("maxPerOrder")}, or empty for the store's limit`,
  nothingToChange:
    "Send at least one of maxPerProduct, maxUnitsPerOrder, holdSharePercent or releaseUnconfirmedAfterMinutes",
  /** Refusals at checkout (409): each says what the limit is. */
  perProduct: (name: string, max: number) => `You can order at most ${max} of "${name}" in one order.`,
  unitsPerOrder: (max: number) => `You can order at most ${max} items in one order.`,
  holdShare: (name: string, percent: number, more: number) =>
    `You already have unconfirmed orders for "${name}": one customer may hold at most ${percent}% of its stock until the store confirms them` +
    (more > 0 ? `, so you can order ${more} more for now.` : "."),
  /** The status history's note on an order released by the store's setting. */
  released: (minutes: number) =>
    `Cancelled automatically: not confirmed within ${minutes} minutes of its due time`,
} as const;
