/**
 * How a shopper narrows a store's products (spec section 5), shared by the storefront's filters and
 * the server that applies them to every product of a large store. No zod here: the storefront
 * bundle loads this file.
 */

/** Price bands on the effective price (the discount price when present): under $10; $10 to $50 inclusive; over $50. */
export const PRICE_BAND_VALUES = ["all", "under-10", "10-50", "over-50"] as const;
export type PriceBand = (typeof PRICE_BAND_VALUES)[number];

/** In stock: available and a quantity that is not 0 (untracked never runs out); out of stock: the opposite. */
export const AVAILABILITY_VALUES = ["all", "in-stock", "out-of-stock"] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

/**
 * The band limits in whole units of the store's currency: under LOW, LOW to HIGH inclusive, over
 * HIGH (spec: "Price bands 10 and 50").
 */
export const PRICE_BAND_LOW = 10;
export const PRICE_BAND_HIGH = 50;

/** The `category` value that asks for the products without a category. */
export const UNCATEGORISED = "none";

/** Products one `ids=` request may name (a cart's lines). */
export const MAX_LISTED_IDS = 100;

/** Products per page when the storefront asks the server for a filtered list (search, category, filters). */
export const LISTING_PAGE_SIZE = 60;

/**
 * Which of a store's products a list shows: all of them, or those that match every condition given.
 * The storefront applies it to the products a store's page brought; the server, to all of them.
 */
export interface TListingQuery {
  /** A category id, or UNCATEGORISED. */
  category?: string;
  /** Name or description contains it, in any case. */
  q?: string;
  price?: PriceBand;
  availability?: Availability;
}
