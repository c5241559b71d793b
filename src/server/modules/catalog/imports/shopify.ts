import {
  cellReader,
  descriptionOf,
  firstOfList,
  fromVariants,
  type ImportDraft,
  type ImportRow,
  type ImportTable,
  type ImportVariant,
  imageOf,
  isYes,
  stockOf,
  UNMATCHED_QUOTE,
} from "./import-table";

/**
 * Shopify's product CSV (help.shopify.com, "Using CSV files to import and export products"): one row
 * per variant or extra image, the rows of one product sharing its Handle; the product's own columns
 * on its first row. Both the long-standing headers ("Handle", "Variant Price", "Image Src") and the
 * newer ones ("URL handle", "Price", "Product image URL") are read.
 */
const COLUMNS = {
  handle: ["handle", "url handle"],
  title: ["title"],
  body: ["body (html)", "description"],
  type: ["type"],
  tags: ["tags"],
  published: ["published", "published on online store"],
  status: ["status"],
  price: ["variant price", "price"],
  compareAt: ["variant compare at price", "compare-at price", "compare at price"],
  tracker: ["variant inventory tracker", "inventory tracker"],
  quantity: ["variant inventory qty", "inventory quantity"],
  image: ["image src", "product image url"],
  imagePosition: ["image position"],
  giftCard: ["gift card"],
} as const;
const OPTION_NUMBERS = [1, 2, 3] as const;

export const isShopifyHeader = (header: readonly string[]) =>
  cellReader(header).has(...COLUMNS.handle) && header.includes("title");

export const SHOPIFY_SKIPS = {
  noHandle: "No Handle: Shopify joins a product's rows by their Handle",
  giftCard: "Gift cards are not imported: a store sells them through its payment provider",
} as const;

export function readShopify(table: ImportTable, currency: string): ImportDraft[] {
  const { has, cell } = cellReader(table.header);
  const get = (row: ImportRow, column: keyof typeof COLUMNS) => cell(row.cells, ...COLUMNS[column]);
  const option = (row: ImportRow, n: number, part: "name" | "value") => cell(row.cells, `option${n} ${part}`);

  const drafts: ImportDraft[] = [];
  // Products in the order their first rows come; later rows join by Handle wherever they stand.
  const byHandle = new Map<string, ImportRow[]>();
  for (const row of table.rows) {
    const handle = get(row, "handle");
    if (row.quoteError) {
      drafts.push({ kind: "error", row: row.row, name: get(row, "title") || handle, error: UNMATCHED_QUOTE });
    } else if (handle === "") {
      drafts.push({ kind: "skip", row: row.row, name: get(row, "title"), reason: SHOPIFY_SKIPS.noHandle });
    } else {
      const rows = byHandle.get(handle);
      if (rows) rows.push(row);
      else byHandle.set(handle, [row]);
    }
  }

  for (const [handle, rows] of byHandle) {
    const main = rows.find((r) => get(r, "title") !== "") ?? rows[0]!;
    const name = get(main, "title") || handle;
    if (isYes(get(main, "giftCard"))) {
      drafts.push({ kind: "skip", row: main.row, name, reason: SHOPIFY_SKIPS.giftCard });
      continue;
    }
    // "Title: Default Title" is how Shopify writes a product without options.
    let dimensions = OPTION_NUMBERS.map((n) => option(main, n, "name"));
    const lastNamed = dimensions.findLastIndex((d) => d !== "");
    dimensions = dimensions.slice(0, lastNamed + 1);
    const variantRows = rows.filter(
      (r) => get(r, "price") !== "" || OPTION_NUMBERS.some((n) => option(r, n, "value") !== ""),
    );
    const defaultOnly =
      dimensions.length === 1 &&
      dimensions[0]!.toLowerCase() === "title" &&
      variantRows.every((r) => option(r, 1, "value").toLowerCase() === "default title");
    if (defaultOnly) dimensions = [];
    const variants: ImportVariant[] = (variantRows.length > 0 ? variantRows : [main]).map((r) => ({
      row: r.row,
      values: dimensions.map((_, d) => option(r, d + 1, "value")),
      price: get(r, "price"),
      compareAt: get(r, "compareAt"),
      // Counted only where Shopify tracks it; otherwise the figure means nothing.
      quantity: get(r, "tracker").toLowerCase() === "shopify" ? (stockOf(get(r, "quantity")) ?? 0) : null,
      isAvailable: true,
    }));
    const built = fromVariants(dimensions, variants, currency, "Options");
    if (!built.ok) {
      drafts.push({ kind: "error", row: main.row, name, error: built.error });
      continue;
    }
    const status = get(main, "status").toLowerCase();
    const published = get(main, "published");
    const images = rows
      .map((r) => ({ url: imageOf(get(r, "image")), position: Number(get(r, "imagePosition")) || 0 }))
      .filter((image) => image.url !== null);
    const firstImage = images.find((i) => i.position === 1) ?? images[0];
    drafts.push({
      kind: "product",
      row: main.row,
      name,
      request: {
        name,
        description: has(...COLUMNS.body) ? descriptionOf(get(main, "body")) : undefined,
        imageUrl: firstImage?.url ?? null,
        isAvailable: status !== "draft" && status !== "archived" && !(published !== "" && !isYes(published)),
        ...built.fields,
      },
      categoryName: get(main, "type") || firstOfList(get(main, "tags")) || null,
    });
  }
  return drafts.sort((a, b) => a.row - b.row);
}
