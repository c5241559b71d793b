import { z } from "zod";
import { fromCents, PRICE_PATTERN, toCents } from "./money";
import { optionalText } from "./optional-text";

/** The spec's catalog messages (section 5) and the server's own clear refusals. */
export const CATALOG_MESSAGES = {
  productName: "Product name is required",
  priceRequired: "Price is required",
  priceInvalid: "Please enter a valid price",
  priceTooLarge: "Price must be at most 99999999.99",
  quantityNegative: "Quantity cannot be negative",
  quantityWhole: "Quantity must be a whole number",
  quantityTooLarge: "Quantity is too large",
  categoryName: "Category name is required",
  sortOrderWhole: "Sort order must be a whole number",
  imageUrl: "Please enter a valid image URL or path",
  categoryNotFound: "The selected category does not exist",
  productHasOrders: "This product has orders and cannot be deleted. Mark it as unavailable instead.",
  imageTooLarge: "Please select an image smaller than 5MB.",
  imageType: "Only JPEG, PNG, GIF or WebP images can be uploaded.",
  imageMissing: "Please select an image to upload.",
  imageUnreadable: "This image could not be read. Please try another file.",
  imageDimensions: "This image is too large. Please use a picture under 50 megapixels.",
  csvTooLarge: "CSV file must be smaller than 10MB.",
  csvEmpty: "The CSV file is empty.",
  csvTooManyRows: "A CSV file can contain at most 10,000 products. Please split it into smaller files.",
  isAvailable: "is_available must be true, false, yes, no, 1 or 0",
  unknownProduct: "Unknown product",
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** Bounds the time and memory one upload can take (5,000 rows take about a second). */
export const MAX_CSV_ROWS = 10_000;
/** numeric(10,2): at most 8 digits before the point. */
const MAX_PRICE_CENTS = 9_999_999_999;
const MAX_INT = 2_147_483_647;

/** Numbers or strings on the wire; always a 2-decimal string ("12.50") after parsing. */
function normalizePrice(value: string | number, ctx: z.RefinementCtx): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
  if (!PRICE_PATTERN.test(text)) {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceInvalid });
    return z.NEVER;
  }
  const cents = toCents(text);
  if (cents > MAX_PRICE_CENTS) {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceTooLarge });
    return z.NEVER;
  }
  return fromCents(cents);
}

const priceInput = z.union([z.string(), z.number()], {
  error: (issue) => (issue.input == null ? CATALOG_MESSAGES.priceRequired : CATALOG_MESSAGES.priceInvalid),
});

/** Required price: missing, null or blank is 'Price is required'. */
export const ZPrice = priceInput.transform((value, ctx) => {
  if (typeof value === "string" && value.trim() === "") {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceRequired });
    return z.NEVER;
  }
  return normalizePrice(value, ctx);
});

/** Optional price (discount): missing, null or blank is null. */
export const ZOptionalPrice = priceInput
  .nullish()
  .transform((value, ctx): string | null =>
    value == null || (typeof value === "string" && value.trim() === "") ? null : normalizePrice(value, ctx),
  );

/**
 * Stock: a whole number from 0, or null for "not tracked". Blank (a cleared form field or an
 * empty CSV cell) counts as not given, so create falls back to the default 0.
 */
export const ZQuantity = z
  .union([z.number(), z.string(), z.null()], { error: CATALOG_MESSAGES.quantityWhole })
  .transform((value, ctx): number | null | undefined => {
    if (value === null) return null;
    const text = typeof value === "string" ? value.trim() : value;
    if (text === "") return undefined;
    const n = typeof text === "number" ? text : /^[+-]?\d+(\.0*)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityWhole });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityNegative });
      return z.NEVER;
    }
    if (n > MAX_INT) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityTooLarge });
      return z.NEVER;
    }
    return n;
  });

/** An image is an uploaded path ("/uploads/...") or an http(s) URL; never javascript: or data:. */
export const ZImageUrl = z
  .string()
  .trim()
  .max(2000, CATALOG_MESSAGES.imageUrl)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^(\/(?!\/)|https?:\/\/)/i.test(v), CATALOG_MESSAGES.imageUrl);

/** Empty or null means uncategorised; the server checks the id belongs to the merchant. */
export const ZCategoryId = z
  .string({ error: CATALOG_MESSAGES.categoryNotFound })
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

const productName = z
  .string({ error: CATALOG_MESSAGES.productName })
  .trim()
  .min(1, CATALOG_MESSAGES.productName)
  .max(200, "Product name must be at most 200 characters");

const productFields = {
  name: productName,
  description: optionalText(5000),
  price: ZPrice,
  discountPrice: ZOptionalPrice,
  imageUrl: ZImageUrl,
  categoryId: ZCategoryId,
  isAvailable: z.boolean({ error: "isAvailable must be true or false" }),
};

export const ZCreateProductRequest = z.object({
  ...productFields,
  quantity: ZQuantity.optional().transform((v) => (v === undefined ? 0 : v)),
  isAvailable: productFields.isAvailable.default(true),
});
export type TCreateProductRequest = z.input<typeof ZCreateProductRequest>;
export type TCreateProductInput = z.output<typeof ZCreateProductRequest>;

/**
 * PUT takes any subset of the fields: what is left out stays as it is, while null or blank clears
 * an optional field (and null quantity means "not tracked").
 */
export const ZUpdateProductRequest = z.object({
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  price: productFields.price.optional(),
  discountPrice: productFields.discountPrice.optional(),
  imageUrl: productFields.imageUrl.optional(),
  categoryId: productFields.categoryId.optional(),
  isAvailable: productFields.isAvailable.optional(),
  quantity: ZQuantity.optional(),
});
export type TUpdateProductRequest = z.input<typeof ZUpdateProductRequest>;
export type TUpdateProductInput = z.output<typeof ZUpdateProductRequest>;

export interface TProduct {
  id: string;
  merchantId: string;
  categoryId: string | null;
  name: string;
  description: string | null;
  /** Decimal string with 2 places, e.g. "12.50". */
  price: string;
  discountPrice: string | null;
  imageUrl: string | null;
  /** null: stock is not tracked. */
  quantity: number | null;
  isAvailable: boolean;
  createdAt: string;
  updatedAt: string;
}

const ZSortOrder = z
  .union([z.number(), z.string()], { error: CATALOG_MESSAGES.sortOrderWhole })
  .transform((value, ctx) => {
    const text = typeof value === "string" ? value.trim() : value;
    const n = text === "" ? 0 : Number(text);
    if (!Number.isInteger(n) || Math.abs(n) > MAX_INT) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.sortOrderWhole });
      return z.NEVER;
    }
    return n;
  });

const categoryName = z
  .string({ error: CATALOG_MESSAGES.categoryName })
  .trim()
  .min(1, CATALOG_MESSAGES.categoryName)
  .max(100, "Category name must be at most 100 characters");

export const ZCreateCategoryRequest = z.object({
  name: categoryName,
  description: optionalText(1000),
  sortOrder: ZSortOrder.nullish().transform((v) => v ?? 0),
});
export type TCreateCategoryRequest = z.input<typeof ZCreateCategoryRequest>;

export const ZUpdateCategoryRequest = z.object({
  name: categoryName.optional(),
  description: optionalText(1000).optional(),
  sortOrder: ZSortOrder.optional(),
});
export type TUpdateCategoryRequest = z.input<typeof ZUpdateCategoryRequest>;

export interface TCategory {
  id: string;
  merchantId: string;
  name: string;
  description: string | null;
  sortOrder: number;
  createdAt: string;
}

export interface TUploadImageResponse {
  imageUrl: string;
}

export const ZBulkUploadRequest = z.object({
  csvData: z.string({ error: "csvData must be the CSV text" }),
});
export type TBulkUploadRequest = z.input<typeof ZBulkUploadRequest>;

export interface TBulkUploadError {
  product: { name: string };
  error: string;
  /** The record's row in the file, the header being row 1. */
  row: number;
}

export interface TBulkUploadResponse {
  successful: number;
  failed: number;
  errors: TBulkUploadError[];
}

/** CSV columns (case-insensitive); name and price are required. */
export const CSV_COLUMNS = [
  "name",
  "price",
  "description",
  "quantity",
  "category_id",
  "discount_price",
  "image_url",
  "is_available",
] as const;
export const CSV_REQUIRED_COLUMNS = ["name", "price"] as const;
