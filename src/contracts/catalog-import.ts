// Another platform's catalog export read by the bulk upload (issue 48 item 4, decision 0072): which
// format the header row was recognised as, what the upload counted, and the preview's products.
// Free of zod, so the dashboard's dialog reads the labels without loading it.

import type { TBulkUploadError } from "./catalog";

/** `storelaunch` is our own columns (the template's); the others are the platforms' exports. */
export const IMPORT_FORMATS = ["storelaunch", "shopify", "woocommerce", "square"] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_NAMES: Record<TImportFormat, string> = {
  storelaunch: "Our CSV template",
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  square: "Square",
};

/** "Shopify export recognised": what the dialog says once the header row is known. */
export const importFormatRecognised = (format: TImportFormat) =>
  format === "storelaunch"
    ? "Our CSV template recognised"
    : `${IMPORT_FORMAT_NAMES[format]} export recognised`;

/** A row the import passed over on purpose (not an error in the row), with why. */
export interface TSkippedRow {
  /** The row in the file, the header being row 1. */
  row: number;
  name: string;
  reason: string;
}

/** What an upload makes (or a preview would): products, their options, and the rows passed over. */
export interface TImportCounts {
  products: number;
  options: number;
  skipped: number;
}

/** A product as the upload would create it, for the preview's table. */
export interface TImportPreviewProduct {
  row: number;
  name: string;
  price: string;
  discountPrice: string | null;
  /** The category's name (an existing one, or one the upload will make); null: uncategorised. */
  category: string | null;
  /** Its option groups in a line, e.g. "Size (stock): S, M, L; Colour: Red, Blue"; "" for none. */
  options: string;
  /** Units in stock (a stock group's sum); null: not tracked. */
  quantity: number | null;
  isAvailable: boolean;
  imageUrl: string | null;
}

/** How many products the preview lists; the counts cover the whole file. */
export const IMPORT_PREVIEW_PRODUCTS = 20;

/** POST /api/products/bulk-upload/preview: the upload's reading of the file, nothing written. */
export interface TBulkUploadPreview {
  format: TImportFormat;
  products: TImportPreviewProduct[];
  counts: TImportCounts;
  errors: TBulkUploadError[];
  skipped: TSkippedRow[];
}
