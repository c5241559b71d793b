import type { TImportFormat, TSkippedRow } from "#contracts/catalog-import";
import { CATALOG_MESSAGES, MAX_CSV_OPTIONS, MAX_CSV_ROWS } from "#contracts/catalog-messages";
import { AppError } from "#server/errors";
import { type CsvProductRecord, checkProduct, parseProductCsv } from "../product-csv";
import { type ImportReader, readHeader, readTable } from "./import-table";
import { isShopifyHeader, readShopify } from "./shopify";
import { isSquareHeader, readSquare } from "./square";
import { isWooCommerceHeader, readWooCommerce } from "./woocommerce";

/** The platforms' exports, recognised by their header rows; anything else is read as our own columns. */
const PLATFORMS: {
  format: Exclude<TImportFormat, "storelaunch">;
  recognises: (header: string[]) => boolean;
  read: ImportReader;
}[] = [
  { format: "shopify", recognises: isShopifyHeader, read: readShopify },
  { format: "woocommerce", recognises: isWooCommerceHeader, read: readWooCommerce },
  { format: "square", recognises: isSquareHeader, read: readSquare },
];

export interface CatalogFile {
  format: TImportFormat;
  records: CsvProductRecord[];
  skipped: TSkippedRow[];
}

/** Options the checked products hold, as the limit counts them. */
const optionsIn = (records: readonly CsvProductRecord[]) =>
  records.reduce(
    (sum, r) => sum + (r.ok ? r.input.optionGroups.reduce((n, g) => n + g.options.length, 0) : 0),
    0,
  );

/**
 * The bulk upload's file (decision 0072): our own columns exactly as before (parseProductCsv, its
 * messages and limits), or a Shopify, WooCommerce or Square export recognised from its header row,
 * each product checked as POST /api/products checks one. Rows an export holds that are not products
 * here (a gift card, a variation without its parent) come back as skipped, with why. The limits
 * hold for an export too: at most MAX_CSV_ROWS products and MAX_CSV_OPTIONS options (413).
 */
export function readCatalogFile(text: string, currency: string): CatalogFile {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const header = readHeader(source);
  const platform = header && PLATFORMS.find((p) => p.recognises(header));
  if (!platform) return { format: "storelaunch", records: parseProductCsv(text, currency), skipped: [] };

  const records: CsvProductRecord[] = [];
  const skipped: TSkippedRow[] = [];
  for (const draft of platform.read(readTable(source), currency)) {
    const { row, name } = draft;
    if (draft.kind === "skip") {
      skipped.push({ row, name: name || CATALOG_MESSAGES.unknownProduct, reason: draft.reason });
      continue;
    }
    if (records.length >= MAX_CSV_ROWS) throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooManyRows);
    const shown = name || CATALOG_MESSAGES.unknownProduct;
    if (draft.kind === "error") {
      records.push({ row, name: shown, ok: false, error: draft.error });
      continue;
    }
    const checked = checkProduct(currency, draft.request);
    records.push(
      checked.ok
        ? { row, name: shown, ok: true, input: checked.input, categoryName: draft.categoryName }
        : { row, name: shown, ok: false, error: checked.error },
    );
  }
  if (optionsIn(records) > MAX_CSV_OPTIONS)
    throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooManyOptions);
  return { format: platform.format, records, skipped };
}
