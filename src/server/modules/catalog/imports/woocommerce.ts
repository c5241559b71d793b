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
  stockOf,
  UNMATCHED_QUOTE,
} from "./import-table";

/**
 * WooCommerce's product CSV (its Product CSV Import Schema, WooCommerce 3.1+): one row per product
 * or variation; a variation names its parent in Parent ("id:123" or the parent's SKU) and its
 * choice in "Attribute N name" / "Attribute N value(s)".
 */

export const isWooCommerceHeader = (header: readonly string[]) =>
  header.includes("name") && header.includes("regular price");

export const WOO_SKIPS = {
  noParent: (parent: string) =>
    parent === ""
      ? "A variation without a Parent: WooCommerce joins a variation to its product by Parent"
      : `Its parent product (${parent}) is not in this file`,
  grouped: "Grouped products are not imported: each product in the group is imported from its own row",
  external: "External products are sold on another site, so they are not imported",
} as const;

/** Woo's exporter writes a line break inside a description as the two characters \n. */
const unescapeLines = (text: string) => text.replace(/\\r\\n|\\n/g, "\n");

export function readWooCommerce(table: ImportTable, currency: string): ImportDraft[] {
  const { cell } = cellReader(table.header);
  const get = (row: ImportRow, column: string) => cell(row.cells, column);
  const typesOf = (row: ImportRow) =>
    get(row, "type")
      .toLowerCase()
      .split(",")
      .map((t) => t.trim());
  const attributeNumbers = table.header
    .map((h) => /^attribute (\d+) name$/.exec(h)?.[1])
    .filter((n): n is string => n !== undefined);

  const drafts: ImportDraft[] = [];
  const parents = new Map<ImportRow, ImportRow[]>();
  const parentByRef = new Map<string, ImportRow>();
  const variations: ImportRow[] = [];
  for (const row of table.rows) {
    const name = get(row, "name");
    const types = typesOf(row);
    if (row.quoteError) drafts.push({ kind: "error", row: row.row, name, error: UNMATCHED_QUOTE });
    else if (types.includes("variation")) variations.push(row);
    else if (types.includes("grouped"))
      drafts.push({ kind: "skip", row: row.row, name, reason: WOO_SKIPS.grouped });
    else if (types.includes("external"))
      drafts.push({ kind: "skip", row: row.row, name, reason: WOO_SKIPS.external });
    else {
      parents.set(row, []);
      if (get(row, "id")) parentByRef.set(`id:${get(row, "id")}`, row);
      if (get(row, "sku")) parentByRef.set(get(row, "sku"), row);
    }
  }
  for (const row of variations) {
    const ref = get(row, "parent");
    const parent = parentByRef.get(ref.replace(/^id:\s*/i, "id:"));
    if (parent) parents.get(parent)!.push(row);
    else drafts.push({ kind: "skip", row: row.row, name: get(row, "name"), reason: WOO_SKIPS.noParent(ref) });
  }

  const variantOf = (row: ImportRow, dimensions: string[]): ImportVariant => {
    const sale = get(row, "sale price");
    const quantity = stockOf(get(row, "stock"));
    const outOfStock = get(row, "in stock?") === "0";
    const values = new Map(
      attributeNumbers.map((n) => [
        get(row, `attribute ${n} name`).toLowerCase(),
        firstOfList(get(row, `attribute ${n} value(s)`)),
      ]),
    );
    return {
      row: row.row,
      values: dimensions.map((d) => values.get(d.toLowerCase()) ?? ""),
      price: sale || get(row, "regular price"),
      compareAt: sale ? get(row, "regular price") : "",
      // Out of stock without a count is sold out: none left to sell.
      quantity: quantity ?? (outOfStock ? 0 : null),
      isAvailable: get(row, "published") !== "0" && get(row, "published") !== "-1",
    };
  };

  for (const [row, children] of parents) {
    const name = get(row, "name");
    // The choices are the attributes its variations name, in the order they first name them.
    const dimensions = [
      ...new Set(
        children.flatMap((child) =>
          attributeNumbers.map((n) => get(child, `attribute ${n} name`)).filter((d) => d !== ""),
        ),
      ),
    ];
    const variants = children.length > 0 ? children.map((child) => variantOf(child, dimensions)) : [];
    const own = variantOf(row, []);
    const built = fromVariants(dimensions, variants.length > 0 ? variants : [own], currency, "Options");
    if (!built.ok) {
      drafts.push({ kind: "error", row: row.row, name, error: built.error });
      continue;
    }
    const category = firstOfList(get(row, "categories")).split(">")[0]?.trim() ?? "";
    drafts.push({
      kind: "product",
      row: row.row,
      name,
      request: {
        name,
        description: descriptionOf(unescapeLines(get(row, "description") || get(row, "short description"))),
        imageUrl: imageOf(firstOfList(get(row, "images"))),
        // 1 is published; 0 (private) and -1 (draft) are not shown to shoppers.
        isAvailable: own.isAvailable,
        ...built.fields,
      },
      categoryName: category || null,
    });
  }
  return drafts.sort((a, b) => a.row - b.row);
}
