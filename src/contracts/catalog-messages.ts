/**
 * The catalog's messages and limits, apart from the zod schemas so that screens which only show a
 * message or check a size (and the storefront bundle) do not load zod.
 */

/** How many categories one CSV upload may create by naming them in its `category` column. */
export const MAX_NEW_CATEGORIES_PER_CSV = 100;

/** How many products one bulk action may name; the dashboard sends bigger selections in parts. */
export const MAX_BULK_PRODUCTS = 500;
/** How many categories one reorder may list (a store with more reorders them through their forms). */
export const MAX_ORDERED_CATEGORIES = 1000;

/**
 * The most stock a merchant may give one product, one variant, or all of a product's variants
 * together (issue 40, decision 0044): far above any shop's, and far enough below MAX_INTEGER that
 * orders given back on top of it do not reach the column's limit in practice.
 */
export const MAX_STOCK = 1_000_000;
/**
 * MAX_STOCK as the messages write it. Written out, not formatted when the module loads: the first
 * number formatted through Intl loads its locale data, tens of milliseconds of a storefront's first
 * visit on a low-end phone, for a message it never shows (decision 0061).
 */
export const MAX_STOCK_TEXT = "1,000,000";

/** The spec's catalog messages (section 5) and the server's own clear refusals. */
export const CATALOG_MESSAGES = {
  productName: "Product name is required",
  priceRequired: "Price is required",
  priceInvalid: "Please enter a valid price",
  priceTooLarge: "Price must be at most 99999999.99",
  discountNotLower: "The discount price must be lower than the price",
  quantityNegative: "Quantity cannot be negative",
  quantityWhole: "Quantity must be a whole number",
  quantityTooLarge: `Quantity must be at most ${MAX_STOCK_TEXT}`,
  /** A stock group's variants whose sum, the product's stock, is above the bound. */
  variantStockTooLarge: (group: string, sum: number) =>
    `The stock of "${group}" adds up to ${sum.toLocaleString("en-US")}; a product's stock can be at most ${MAX_STOCK_TEXT}`,
  categoryName: "Category name is required",
  sortOrderWhole: "Sort order must be a whole number",
  imageUrl: "Please enter a valid image URL or path",
  categoryNotFound: "The selected category does not exist",
  /** A product's or category's own translations (issue 45 item 5). */
  translationsShape:
    'Please give translations per language, e.g. { "es": { "name": "…", "description": "…" } }',
  translationLanguage: "Please write translations only for English, Spanish, Hindi or Arabic",
  translationText: "A translated name or description must be text",
  translatedName: (max: number) => `A translated name can be at most ${max} characters`,
  translatedDescription: (max: number) => `A translated description can be at most ${max} characters`,
  /** A product or category named in the address that is not the merchant's (or not at all): 404. */
  productNotFound: "Product not found",
  categoryNotFoundById: "Category not found",
  csvTooManyNewCategories: `This file names more than ${MAX_NEW_CATEGORIES_PER_CSV} new categories. Create some first, or name fewer.`,
  productHasOrders: "This product has orders and cannot be deleted. Mark it as unavailable instead.",
  imageTooLarge: "Please select an image smaller than 5MB.",
  imageType: "Only JPEG, PNG, GIF or WebP images can be uploaded.",
  imageMissing: "Please select an image to upload.",
  imageUnreadable: "This image could not be read. Please try another file.",
  imageDimensions: "This image is too large. Please use a picture under 50 megapixels.",
  csvTooLarge: "CSV file must be smaller than 10MB.",
  csvEmpty: "The CSV file is empty.",
  csvTooManyRows: "A CSV file can contain at most 10,000 products. Please split it into smaller files.",
  csvTooManyOptions: "A CSV file can contain at most 100,000 options. Please split it into smaller files.",
  isAvailable: "is_available must be true, false, yes, no, 1 or 0",
  unknownProduct: "Unknown product",
  bulkNoProducts: "Select at least one product",
  bulkTooManyProducts: `You can change at most ${MAX_BULK_PRODUCTS} products at once`,
  bulkProductId: "Each selected product must be given by its id",
  bulkAction: "Choose what to do with the selected products: available, unavailable, category or delete",
  bulkCategoryMissing: "Choose the category to move the products to (null for no category)",
  categoryOrderIds: "Give the categories' ids in their new order",
  categoryOrderTooMany: `At most ${MAX_ORDERED_CATEGORIES} categories can be reordered at once`,
  categoryOrderDuplicate: "Each category may appear only once in the new order",
  categoryOrderStale: "Your categories changed since this page loaded. Reload the page and try again.",
  storeFull: (limit: number) =>
    `Your store has reached its limit of ${limit.toLocaleString("en-US")} products. Delete products you no longer sell to add new ones.`,
  uploadOverLimit: (limit: number, existing: number) =>
    `This upload would take your store past its limit of ${limit.toLocaleString("en-US")} products (it has ${existing.toLocaleString("en-US")}). Upload fewer rows or delete products first.`,
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** Bounds the time and memory one upload can take (5,000 rows take about a second). */
export const MAX_CSV_ROWS = 10_000;
/**
 * Options in one upload's options column, for the same reason: ten thousand products with ten
 * options each. Without it, 10 MB of short options ("a=0|b=0|...") are two million rows to save.
 */
export const MAX_CSV_OPTIONS = 100_000;
/** PostgreSQL's integer: the largest stock quantity or sort order a column can hold. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * CSV columns (case-insensitive); name and price are required. `options` holds a product's option
 * groups in one cell (issue 28, contracts/product-options-csv.ts); `max_per_order` the most one order
 * may take (issue 40; blank: the store's limit).
 */
export const CSV_COLUMNS = [
  "name",
  "price",
  "description",
  "quantity",
  "category_id",
  "discount_price",
  "image_url",
  "is_available",
  "options",
  "max_per_order",
] as const;
export const CSV_REQUIRED_COLUMNS = ["name", "price"] as const;
/** What an upload reads: the template's columns, and `category` by name beside `category_id`. */
export const CSV_ACCEPTED_COLUMNS = [...CSV_COLUMNS, "category"] as const;
