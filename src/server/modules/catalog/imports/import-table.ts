import Papa from "papaparse";
import { amountOf } from "#contracts/amount";
import { isImageUrl, PRODUCT_TEXT, type TCreateProductRequest } from "#contracts/catalog";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { fromMinor, toMinor } from "#contracts/money";
import type { TOptionGroupsRequest } from "#contracts/product-options-request";
import { htmlToText } from "./html-to-text";

/**
 * What the three platform readers share: the file as rows of cells, a cell by any of its column's
 * names, and one product built from its variants (decision 0072).
 */

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface ImportRow {
  row: number;
  cells: string[];
  /** An unmatched quote: the row cannot be trusted. */
  quoteError: boolean;
}

export interface ImportTable {
  /** Column names, trimmed and in lower case. */
  header: string[];
  rows: ImportRow[];
}

/** What a reader makes of a row or a group of rows. */
export type ImportDraft =
  | {
      kind: "product";
      row: number;
      name: string;
      request: TCreateProductRequest;
      /** A category by name (made when new), as our `category` column names one. */
      categoryName: string | null;
    }
  | { kind: "error"; row: number; name: string; error: string }
  | { kind: "skip"; row: number; name: string; reason: string };

export type ImportReader = (table: ImportTable, currency: string) => ImportDraft[];

export const UNMATCHED_QUOTE =
  'This row has an unmatched quote ("). Put quotes around the whole field and double any quote inside it.';

/** The header row (first non-blank row), trimmed and in lower case; null for an empty file. */
export function readHeader(source: string): string[] | null {
  let header: string[] | null = null;
  Papa.parse<string[]>(source, {
    delimiter: ",",
    step(results, parser) {
      if (results.data.every((c) => c.trim() === "")) return;
      header = results.data.map((h) => h.trim().toLowerCase());
      parser.abort();
    },
  });
  return header;
}

/** The whole file (BOM already off): header, then every non-blank row with its number. */
export function readTable(source: string): ImportTable {
  const table: ImportTable = { header: [], rows: [] };
  let rowIndex = -1;
  let headerSeen = false;
  Papa.parse<string[]>(source, {
    delimiter: ",",
    step(results) {
      rowIndex++;
      const cells = results.data;
      if (cells.every((c) => c.trim() === "")) return;
      if (!headerSeen) {
        headerSeen = true;
        table.header = cells.map((h) => h.trim().toLowerCase());
        return;
      }
      table.rows.push({
        row: rowIndex + 1,
        cells,
        quoteError: results.errors.some((e) => e.type === "Quotes"),
      });
    },
  });
  return table;
}

/** A cell reader for one table: a cell by the first of `names` the header has; "" when none. */
export function cellReader(header: readonly string[]) {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (name && !index.has(name)) index.set(name, i);
  });
  const has = (...names: string[]) => names.some((name) => index.has(name));
  const cell = (cells: readonly string[], ...names: string[]) => {
    for (const name of names) {
      const at = index.get(name);
      if (at !== undefined) return (cells[at] ?? "").trim();
    }
    return "";
  };
  return { has, cell };
}

/** The first item of a comma list ("a, b" → "a"); "" for none. */
export const firstOfList = (text: string) => (text.split(",")[0] ?? "").trim();

/** A price as a platform may write it, "$5.00" or " 5 ", as the amount's text ("5.00"). */
export const priceText = (text: string) => text.trim().replace(/^[$€£¥₹]\s*/, "");

/** A stock figure: blank is not tracked; below zero (a platform that oversold) is none left. */
export function stockOf(text: string): number | null {
  const value = text.trim();
  if (value === "" || !/^[+-]?\d+(\.\d+)?$/.test(value)) return null;
  return Math.max(0, Math.floor(Number(value)));
}

const YES_WORDS = new Set(["true", "yes", "y", "1"]);

/** "TRUE", "yes", "1", "Y": the platforms' ways of saying yes, and our own is_available column's. */
export const isYes = (text: string) => YES_WORDS.has(text.trim().toLowerCase());

/** One variant of a platform's product: its option values, prices and stock. */
export interface ImportVariant {
  row: number;
  /** One value per dimension, in the dimensions' order ("" where it has none). */
  values: string[];
  price: string;
  /** The price before a sale ("compare at", "regular"); a discount only when above the price. */
  compareAt: string;
  /** Units in stock; null: the platform does not count them. */
  quantity: number | null;
  isAvailable: boolean;
}

type VariantFields = Pick<TCreateProductRequest, "price" | "discountPrice" | "quantity" | "optionGroups">;

const variantName = (variant: ImportVariant) =>
  variant.values.filter((v) => v !== "").join(" / ") || `Variant ${variant.row}`;

/** Each combination of the dimensions' values exactly once, so separate choices name real variants. */
function isFullGrid(dimensions: readonly string[], variants: readonly ImportVariant[]): boolean {
  const distinct = dimensions.map((_, d) => new Set(variants.map((v) => v.values[d] ?? "")));
  const combinations = new Set(variants.map((v) => JSON.stringify(v.values)));
  const size = distinct.reduce((n, values) => n * values.size, 1);
  return (
    combinations.size === variants.length && size === variants.length && !distinct.some((s) => s.has(""))
  );
}

/**
 * A product's price, discount, stock and option groups from its variants (decision 0072): the
 * price is the cheapest variant's (its compare-at price above it makes the discount pair), the
 * others cost their difference as a price change. Variants differing only in choices that price
 * nothing and count no stock, and covering every combination, become one group per dimension
 * ("Size", "Colour"); otherwise one group of the variants themselves ("Size / Colour": "S / Red"),
 * the group that tracks stock when every variant counts its stock (one stock group per product).
 * A variant whose price is not an amount is the product's error, naming the variant and its row.
 */
export function fromVariants(
  dimensions: readonly string[],
  variants: readonly ImportVariant[],
  currency: string,
  groupName: string,
): { ok: true; fields: VariantFields } | { ok: false; error: string } {
  const priced: { variant: ImportVariant; minor: number; compareAt: string | null }[] = [];
  for (const variant of variants) {
    const amount = amountOf(priceText(variant.price), currency);
    if (amount === null) {
      const problem = variant.price === "" ? CATALOG_MESSAGES.priceRequired : CATALOG_MESSAGES.priceInvalid;
      return variants.length === 1
        ? { ok: false, error: problem }
        : { ok: false, error: `${problem} (variant "${variantName(variant)}", row ${variant.row})` };
    }
    const compareAt = amountOf(priceText(variant.compareAt), currency);
    const minor = toMinor(amount, currency);
    priced.push({
      variant,
      minor,
      compareAt: compareAt !== null && toMinor(compareAt, currency) > minor ? compareAt : null,
    });
  }
  const base = priced.reduce((low, next) => (next.minor < low.minor ? next : low));
  const price = fromMinor(base.minor, currency);
  const head = {
    price: base.compareAt ?? price,
    discountPrice: base.compareAt ? price : null,
  };
  if (variants.length === 1)
    return { ok: true, fields: { ...head, quantity: base.variant.quantity, optionGroups: [] } };

  const tracked = variants.every((v) => v.quantity !== null);
  const samePrice = priced.every((p) => p.minor === base.minor);
  const allAvailable = variants.every((v) => v.isAvailable);
  let optionGroups: TOptionGroupsRequest;
  if (dimensions.length > 1 && !tracked && samePrice && allAvailable && isFullGrid(dimensions, variants)) {
    optionGroups = dimensions.map((name, d) => ({
      name,
      selection: "single",
      required: true,
      options: [...new Set(variants.map((v) => v.values[d] ?? ""))].map((value) => ({
        name: value,
        priceDelta: fromMinor(0, currency),
      })),
    }));
  } else {
    optionGroups = [
      {
        name: dimensions.filter((d) => d !== "").join(" / ") || groupName,
        selection: "single",
        required: true,
        tracksStock: tracked,
        options: priced.map(({ variant, minor }) => ({
          name: variantName(variant),
          priceDelta: fromMinor(minor - base.minor, currency),
          ...(tracked && { quantity: variant.quantity ?? 0 }),
          isAvailable: variant.isAvailable,
        })),
      },
    ];
  }
  // A stock group's sum becomes the product's stock when it is saved.
  return { ok: true, fields: { ...head, quantity: null, optionGroups } };
}

/**
 * A platform's description as ours: HTML made plain text, and cut at our length (with "…") rather
 * than refusing a product whose long page of text a shopper would not read on a phone anyway.
 */
export function descriptionOf(html: string): string {
  const text = htmlToText(html);
  if (text.length <= PRODUCT_TEXT.description) return text;
  const cut = text.slice(0, PRODUCT_TEXT.description - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > PRODUCT_TEXT.description - 200 ? cut.slice(0, space) : cut}…`;
}

/** A platform's image address, kept when it is a web address (an uploaded file's name is not). */
export const imageOf = (text: string) => (/^https?:\/\//i.test(text) && isImageUrl(text) ? text : null);
