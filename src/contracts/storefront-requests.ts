import { z } from "zod";
import { BUSINESS_TYPES } from "./business-types";
import { UUID_PATTERN } from "./ids";
import { MARKETPLACE_PAGE_SIZE, MICROSITE_PAGE_SIZE } from "./storefront";
import { withoutControlCharacters } from "./text";

// Apart from storefront.ts, which the storefront bundle loads: these schemas need zod, the pages do not.

export const STOREFRONT_REQUEST_MESSAGES = {
  cursor: "The page cursor is not valid. Reload the store to start again.",
  limit: `limit must be a whole number from 1 to ${MICROSITE_PAGE_SIZE}`,
  marketplaceLimit: `limit must be a whole number from 1 to ${MARKETPLACE_PAGE_SIZE}`,
  search: "Search for at most 100 characters of plain text",
  businessType: `type must be one of: ${BUSINESS_TYPES.join(", ")}`,
} as const;

/** GET /api/microsite/{slug}/products?cursor=&limit= */
export const ZMicrositeProductsQuery = z.object({
  cursor: z
    .string({ error: STOREFRONT_REQUEST_MESSAGES.cursor })
    .regex(UUID_PATTERN, STOREFRONT_REQUEST_MESSAGES.cursor)
    .transform((v) => v.toLowerCase())
    .optional(),
  limit: z.coerce
    .number({ error: STOREFRONT_REQUEST_MESSAGES.limit })
    .int(STOREFRONT_REQUEST_MESSAGES.limit)
    .min(1, STOREFRONT_REQUEST_MESSAGES.limit)
    .max(MICROSITE_PAGE_SIZE, STOREFRONT_REQUEST_MESSAGES.limit)
    .default(MICROSITE_PAGE_SIZE),
});
export type TMicrositeProductsQuery = z.output<typeof ZMicrositeProductsQuery>;

/**
 * A search box's text in a query string: at most 100 characters of plain text, trimmed; blank is no
 * search. The marketplace and the merchant's catalog read it alike.
 */
export const ZSearchText = z
  .string({ error: STOREFRONT_REQUEST_MESSAGES.search })
  .trim()
  .max(100, STOREFRONT_REQUEST_MESSAGES.search)
  .refine(withoutControlCharacters(), STOREFRONT_REQUEST_MESSAGES.search)
  .optional()
  .transform((v) => v || undefined);

/** GET /api/marketplace?q=&type=&cursor=&limit= (all optional: the default is the first page of all). */
export const ZMarketplaceQuery = z.object({
  q: ZSearchText,
  type: z.enum(BUSINESS_TYPES, { error: STOREFRONT_REQUEST_MESSAGES.businessType }).optional(),
  cursor: ZMicrositeProductsQuery.shape.cursor,
  limit: z.coerce
    .number({ error: STOREFRONT_REQUEST_MESSAGES.marketplaceLimit })
    .int(STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .min(1, STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .max(MARKETPLACE_PAGE_SIZE, STOREFRONT_REQUEST_MESSAGES.marketplaceLimit)
    .default(MARKETPLACE_PAGE_SIZE),
});
export type TMarketplaceQuery = z.output<typeof ZMarketplaceQuery>;
