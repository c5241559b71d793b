import { z } from "zod";
import { ZCategoryId } from "./catalog";
import { CATALOG_MESSAGES, MAX_BULK_PRODUCTS, MAX_ORDERED_CATEGORIES } from "./catalog-messages";
import { uuidList } from "./ids";

/**
 * What the catalog screen does to many rows at once: one action over selected products, and the
 * categories' order. Both name rows by id; the server only ever touches the signed-in merchant's.
 */

export const BULK_PRODUCT_ACTIONS = ["available", "unavailable", "category", "delete"] as const;
export type TBulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

export const ZBulkProductsRequest = z
  .object({
    ids: uuidList(CATALOG_MESSAGES.bulkProductId)
      .min(1, CATALOG_MESSAGES.bulkNoProducts)
      .max(MAX_BULK_PRODUCTS, CATALOG_MESSAGES.bulkTooManyProducts)
      // The same product twice is the same product: it is changed once.
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_PRODUCT_ACTIONS, { error: CATALOG_MESSAGES.bulkAction }),
    /** For "category": the category to move to, or null (or "") for none. Ignored otherwise. */
    categoryId: ZCategoryId.optional(),
  })
  .superRefine((value, ctx) => {
    // `ZCategoryId` reads a missing id as "none"; for a move the caller must say so on purpose.
    if (value.action === "category" && value.categoryId === undefined) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.bulkCategoryMissing, path: ["categoryId"] });
    }
  });
export type TBulkProductsRequest = z.input<typeof ZBulkProductsRequest>;
export type TBulkProductsInput = z.output<typeof ZBulkProductsRequest>;

export interface TBulkProductsResponse {
  action: TBulkProductAction;
  /** The products changed (or deleted). */
  productIds: string[];
  /** Delete only: products kept because orders point at them (mark them unavailable instead). */
  keptWithOrders: string[];
  /** Ids that are not among this store's products: unknown, deleted meanwhile, or another store's. */
  notFound: number;
}

/** The merchant's categories, every one of them, first to last. */
export const ZCategoryOrderRequest = z.object({
  ids: uuidList(CATALOG_MESSAGES.categoryOrderIds)
    .max(MAX_ORDERED_CATEGORIES, CATALOG_MESSAGES.categoryOrderTooMany)
    .refine((ids) => new Set(ids).size === ids.length, CATALOG_MESSAGES.categoryOrderDuplicate),
});
export type TCategoryOrderRequest = z.input<typeof ZCategoryOrderRequest>;
