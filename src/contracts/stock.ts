/**
 * What a product's stock means, in one place for the storefront and the admin (issue 14): a
 * customer sees "Out of Stock" when the product is unavailable or its tracked quantity is 0;
 * untracked stock (quantity null) never runs out.
 */
export interface StockFields {
  isAvailable: boolean;
  quantity: number | null;
}

export const isOutOfStock = (product: StockFields): boolean => !product.isAvailable || product.quantity === 0;

/** "Only N left" on a product card for 1 to 9, on the product page for 1 to 5 (spec sections 2, 4). */
export const CARD_FEW_LEFT_MAX = 9;
export const PAGE_FEW_LEFT_MAX = 5;

/** Tracked, and from 1 up to `max` left. */
export const fewLeft = (quantity: number | null, max: number): boolean =>
  quantity !== null && quantity >= 1 && quantity <= max;

/** The catalog screen's Low Stock card: tracked stock under this quantity, 0 included (spec section 2). */
export const LOW_STOCK_THRESHOLD = 10;
