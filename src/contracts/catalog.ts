import { z } from "zod";
import { perCurrency } from "./amount";
import type { TImportCounts, TImportFormat, TSkippedRow } from "./catalog-import";
import { CATALOG_MESSAGES, MAX_INTEGER } from "./catalog-messages";
import { isUuid } from "./ids";
import { ZMaxPerOrder } from "./order-limits-request";
import { discountProblem, ZOptionalPrice, ZPrice } from "./price";
import type { TOptionGroup } from "./product-options";
import { ZOptionGroupsInput } from "./product-options-request";
import { ZQuantity } from "./quantity";
import { isLanguage, type TLanguage } from "./shopper-language";
import { optionalText, requiredText, TEXT_MESSAGES, type TextKind, withoutControlCharacters } from "./text";

/** An image is an uploaded path ("/uploads/...") or an http(s) URL; never javascript: or data:. */
export const isImageUrl = (value: string) =>
  /^(\/(?!\/)|https?:\/\/)/i.test(value) && withoutControlCharacters()(value);

export const ZImageUrl = z
  .string()
  .trim()
  .max(2000, CATALOG_MESSAGES.imageUrl)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isImageUrl(v), CATALOG_MESSAGES.imageUrl);

/** Empty or null means uncategorised; the server checks the id belongs to the merchant. */
export const ZCategoryId = z
  .string({ error: CATALOG_MESSAGES.categoryNotFound })
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || isUuid(v), CATALOG_MESSAGES.categoryNotFound);

/** A category's or product's name or description in one language, as its merchant wrote it. */
export interface TTranslation {
  name?: string;
  description?: string;
}
/**
 * The merchant's own translations of a category's or product's words (issue 45 item 5), per offered
 * language; each part optional, the original standing in for what is missing. Never machine-made.
 */
export type TCatalogTranslations = Partial<Record<TLanguage, TTranslation>>;

/** One translated text: trimmed, blank dropped, at most as long as the original may be. */
const translatedText = (max: number, message: string, kind: TextKind) =>
  z
    .string({ error: CATALOG_MESSAGES.translationText })
    .trim()
    .max(max, message)
    .refine(withoutControlCharacters(kind), TEXT_MESSAGES.controlCharacters)
    .nullish()
    .transform((v) => v || undefined);

/**
 * `{ "es": { "name": "…", "description": "…" } }`: only the storefront's languages, each text as long
 * as the original's may be. Blanks are dropped, and so is a language left with nothing; null or
 * left out on a new item is none. The whole set is sent each time: a language not in it is removed.
 */
const ZTranslations = (max: { name: number; description: number }) => {
  const entry = z.object(
    {
      name: translatedText(max.name, CATALOG_MESSAGES.translatedName(max.name), "single-line"),
      description: translatedText(
        max.description,
        CATALOG_MESSAGES.translatedDescription(max.description),
        "multi-line",
      ),
    },
    { error: CATALOG_MESSAGES.translationsShape },
  );
  return z
    .record(z.string(), z.unknown(), { error: CATALOG_MESSAGES.translationsShape })
    .nullish()
    .transform((given, ctx) => {
      const kept: TCatalogTranslations = {};
      for (const [language, words] of Object.entries(given ?? {})) {
        if (!isLanguage(language)) {
          ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.translationLanguage, path: [language] });
          continue;
        }
        const parsed = entry.safeParse(words);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            ctx.addIssue({ code: "custom", message: issue.message, path: [language, ...issue.path] });
          }
          continue;
        }
        const { name, description } = parsed.data;
        if (name || description)
          kept[language] = { ...(name && { name }), ...(description && { description }) };
      }
      return kept;
    });
};

/** How long a product's name and description may be (the import cuts a longer description). */
export const PRODUCT_TEXT = { name: 200, description: 5000 };
const CATEGORY_TEXT = { name: 100, description: 1000 };

const productName = requiredText({
  message: CATALOG_MESSAGES.productName,
  max: PRODUCT_TEXT.name,
  label: "Product name",
});

const productFields = (currency: string) => ({
  name: productName,
  description: optionalText(PRODUCT_TEXT.description),
  /** Its name and description in other languages (issue 45 item 5); left out: none (create), kept (update). */
  translations: ZTranslations(PRODUCT_TEXT),
  price: ZPrice(currency),
  discountPrice: ZOptionalPrice(currency),
  imageUrl: ZImageUrl,
  categoryId: ZCategoryId,
  isAvailable: z.boolean({ error: "isAvailable must be true or false" }),
  /** The most one order may take (issue 40); null or blank: the store's maxPerProduct. */
  maxPerOrder: ZMaxPerOrder,
  /** The whole list of option groups (issue 28); [] removes them. Left out: none (create), kept (update). */
  optionGroups: ZOptionGroupsInput(currency),
});

/** Adds the discount rule's issue to the discount field when both prices are known. */
const checkDiscount =
  (currency: string) => (value: { price?: string; discountPrice?: string | null }, ctx: z.RefinementCtx) => {
    if (value.price === undefined || value.discountPrice === undefined) return;
    const problem = discountProblem(value.price, value.discountPrice, currency);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["discountPrice"] });
  };

/** POST /api/products, in the store's currency (decision 0067). */
export const ZCreateProductRequest = perCurrency((currency) => {
  const fields = productFields(currency);
  return z
    .object({
      ...fields,
      quantity: ZQuantity.optional().transform((v) => (v === undefined ? 0 : v)),
      isAvailable: fields.isAvailable.default(true),
      maxPerOrder: fields.maxPerOrder.optional().transform((v) => v ?? null),
      optionGroups: fields.optionGroups.default([]),
    })
    .superRefine(checkDiscount(currency));
});
export type TCreateProductRequest = z.input<ReturnType<typeof ZCreateProductRequest>>;
export type TCreateProductInput = z.output<ReturnType<typeof ZCreateProductRequest>>;

/**
 * PUT takes any subset of the fields: what is left out stays as it is, while null or blank clears
 * an optional field (and null quantity means "not tracked").
 */
export const ZUpdateProductRequest = perCurrency((currency) =>
  z
    .object({ ...productFields(currency), quantity: ZQuantity })
    .partial()
    .superRefine(checkDiscount(currency)),
);
export type TUpdateProductRequest = z.input<ReturnType<typeof ZUpdateProductRequest>>;
export type TUpdateProductInput = z.output<ReturnType<typeof ZUpdateProductRequest>>;

export interface TProduct {
  id: string;
  merchantId: string;
  categoryId: string | null;
  name: string;
  description: string | null;
  /** The store's currency (ISO 4217, decision 0067): the prices are in it. */
  currency: string;
  /** Decimal string with the currency's decimals, e.g. "12.50" (USD), "1200" (JPY). */
  price: string;
  discountPrice: string | null;
  imageUrl: string | null;
  /** null: stock is not tracked. */
  quantity: number | null;
  isAvailable: boolean;
  /** The most one order may take; null: the store's `maxPerProduct` (contracts/order-limits.ts). */
  maxPerOrder: number | null;
  /** The merchant's own words in other languages (issue 45 item 5); `{}` for none. */
  translations: TCatalogTranslations;
  /**
   * A template's example (issue 48): kept unavailable, shown to the merchant only, until they
   * publish or edit it, when it becomes their own.
   */
  isExample: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * Sizes, add-ons and variants (issue 28). Left out when the product has none, so such a product
   * answers exactly as before. With a group that tracks stock, `quantity` is its variants' sum.
   */
  optionGroups?: TOptionGroup[];
}

export const ZSortOrder = z
  .union([z.number(), z.string()], { error: CATALOG_MESSAGES.sortOrderWhole })
  .transform((value, ctx) => {
    // Stryker disable next-line ConditionalExpression,StringLiteral,MethodExpression: Number() trims the same whitespace, so the trim only states the rule
    const text = typeof value === "string" ? value.trim() : value;
    // Stryker disable next-line ConditionalExpression,StringLiteral: Number("") is 0 too; the branch only states the rule
    const n = text === "" ? 0 : Number(text);
    if (!Number.isInteger(n) || Math.abs(n) > MAX_INTEGER) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.sortOrderWhole });
      return z.NEVER;
    }
    return n;
  });

const categoryName = requiredText({
  message: CATALOG_MESSAGES.categoryName,
  max: CATEGORY_TEXT.name,
  label: "Category name",
});

const categoryFields = {
  name: categoryName,
  description: optionalText(CATEGORY_TEXT.description),
  sortOrder: ZSortOrder,
  /** Its name and description in other languages (issue 45 item 5); left out: none (create), kept (update). */
  translations: ZTranslations(CATEGORY_TEXT),
};

/**
 * A new category: without a sort order (left out, null or blank) it goes after the store's last one
 * (0 for its first), so categories made one after another keep that order (issue 42).
 */
export const ZCreateCategoryRequest = z.object({
  ...categoryFields,
  sortOrder: z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), ZSortOrder.nullish())
    .transform((v) => v ?? null),
});
export type TCreateCategoryRequest = z.input<typeof ZCreateCategoryRequest>;
export type TCreateCategoryInput = z.output<typeof ZCreateCategoryRequest>;

/** Any subset of the fields; what is left out stays as it is. */
export const ZUpdateCategoryRequest = z.object(categoryFields).partial();
export type TUpdateCategoryRequest = z.input<typeof ZUpdateCategoryRequest>;
export type TUpdateCategoryInput = z.output<typeof ZUpdateCategoryRequest>;

export interface TCategory {
  id: string;
  merchantId: string;
  name: string;
  description: string | null;
  sortOrder: number;
  /** The merchant's own words in other languages (issue 45 item 5); `{}` for none. */
  translations: TCatalogTranslations;
  /** A template's example category (issue 48): its own once edited. */
  isExample: boolean;
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
  /** The export the header row was recognised as (issue 48 item 4); `storelaunch` is our own columns. */
  format: TImportFormat;
  /** Products and options made, and rows passed over on purpose (each listed in `skipped`). */
  counts: TImportCounts;
  skipped: TSkippedRow[];
}
