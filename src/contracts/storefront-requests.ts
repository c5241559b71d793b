import { z } from "zod";
import { UUID_PATTERN } from "./ids";
import { MICROSITE_PAGE_SIZE } from "./storefront";

// Apart from storefront.ts, which the storefront bundle loads: these schemas need zod, the pages do not.

export const STOREFRONT_REQUEST_MESSAGES = {
  cursor: "The page cursor is not valid. Reload the store to start again.",
  limit: `limit must be a whole number from 1 to ${MICROSITE_PAGE_SIZE}`,
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
