import { z } from "zod";
import { BUSINESS_TYPES } from "./business-types";
import { UUID_PATTERN } from "./ids";
import { AVAILABILITY_VALUES, MAX_LISTED_IDS, PRICE_BAND_VALUES, UNCATEGORISED } from "./product-listing";
import { MARKETPLACE_PAGE_SIZE, MICROSITE_PAGE_SIZE } from "./storefront";
import { withoutControlCharacters } from "./text";

// Apart from storefront.ts, which the storefront bundle loads: these schemas need zod, the pages do not.

export const STOREFRONT_REQUEST_MESSAGES = {
  cursor: "The page cursor is not valid. Reload the store to start again.",
  limit: `limit must be a whole number from 1 to ${MICROSITE_PAGE_SIZE}`,
  marketplaceLimit: `limit must be a whole number from 1 to ${MARKETPLACE_PAGE_SIZE}`,
  search: "Search for at most 100 characters of plain text",
  businessType: `type must be one of: ${BUSINESS_TYPES.join(", ")}`,
  category: `category must be a category id, or "${UNCATEGORISED}" for products without one`,
  price: `price must be one of: ${PRICE_BAND_VALUES.join(", ")}`,
  availability: `availability must be one of: ${AVAILABILITY_VALUES.join(", ")}`,
  ids: `ids must be product ids separated by commas, at most ${MAX_LISTED_IDS}`,
} as const;

/**
 * A search box's text in a query string: at most 100 characters of plain text, trimmed; blank is no
 * search. The storefront, the marketplace and the merchant's catalog read it alike.
 */
export const ZSearchText = z
  .string({ error: STOREFRONT_REQUEST_MESSAGES.search })
  .trim()
  .max(100, STOREFRONT_REQUEST_MESSAGES.search)
  .refine(withoutControlCharacters(), STOREFRONT_REQUEST_MESSAGES.search)
  .optional()
  .transform((v) => v || undefined);

const isUuid = (v: string) => UUID_PATTERN.test(v);

const ZCursor = z
  .string({ error: STOREFRONT_REQUEST_MESSAGES.cursor })
  .regex(UUID_PATTERN, STOREFRONT_REQUEST_MESSAGES.cursor)
  .transform((v) => v.toLowerCase())
  .optional();

/**
 * GET /api/microsite/{slug}/products?cursor=&limit=&category=&q=&price=&availability=&ids=: every
 * filter is optional; without any, the store's products page after page, as before.
 */
export const ZMicrositeProductsQuery = z.object({
  cursor: ZCursor,
  limit: z.coerce
    .number({ error: STOREFRONT_REQUEST_MESSAGES.limit })
    .int(STOREFRONT_REQUEST_MESSAGES.limit)
    .min(1, STOREFRONT_REQUEST_MESSAGES.limit)
    .max(MICROSITE_PAGE_SIZE, STOREFRONT_REQUEST_MESSAGES.limit)
    .default(MICROSITE_PAGE_SIZE),
  /** A category id, or "none" for the uncategorised. */
  category: z
    .string({ error: STOREFRONT_REQUEST_MESSAGES.category })
    .trim()
    .toLowerCase()
    .refine((v) => v === UNCATEGORISED || isUuid(v), STOREFRONT_REQUEST_MESSAGES.category)
    .optional(),
  q: ZSearchText,
  price: z.enum(PRICE_BAND_VALUES, { error: STOREFRONT_REQUEST_MESSAGES.price }).default("all"),
  availability: z
    .enum(AVAILABILITY_VALUES, { error: STOREFRONT_REQUEST_MESSAGES.availability })
    .default("all"),
  /** Only these products (a cart's lines, refreshed): comma-separated ids. */
  ids: z
    .string({ error: STOREFRONT_REQUEST_MESSAGES.ids })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= MAX_LISTED_IDS && ids.every(isUuid), STOREFRONT_REQUEST_MESSAGES.ids)
    .optional(),
});
export type TMicrositeProductsQuery = z.output<typeof ZMicrositeProductsQuery>;

/** GET /api/marketplace?q=&type=&cursor=&limit= (all optional: the default is the first page of all). */
export const ZMarketplaceQuery = z.object({
  q: ZSearchText,
  type: z.enum(BUSINESS_TYPES, { error: STOREFRONT_REQUEST_MESSAGES.businessType }).optional(),
  cursor: ZCursor,
  limit: z.coerce
    .number({ error: STOREFRONT_REQUEST_MESSAGES.marketplaceLimit })
    .int(STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .min(1, STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .max(MARKETPLACE_PAGE_SIZE, STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .default(MARKETPLACE_PAGE_SIZE),
});
export type TMarketplaceQuery = z.output<typeof ZMarketplaceQuery>;
