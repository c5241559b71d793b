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
 * Square's item library export (Square Dashboard, Items > Export library, CSV): one row per
 * variation, the variations of one item sharing its Item Name; stock per location in
 * "Current Quantity <location>" columns, options (when the item uses them) in "Option Name N" /
 * "Option Value N".
 */

export const isSquareHeader = (header: readonly string[]) =>
  header.includes("item name") && (header.includes("variation name") || header.includes("price"));

export const SQUARE_SKIPS = {
  notSellable: "Not sellable in Square (an ingredient or stock item), so it is not imported",
  variablePrice:
    "Variable price: Square asks for the price at the till; give this variation a price to import it",
} as const;

export function readSquare(table: ImportTable, currency: string): ImportDraft[] {
  const { cell } = cellReader(table.header);
  const get = (row: ImportRow, ...columns: string[]) => cell(row.cells, ...columns);
  // Our store is one place: the first location's count is its stock (decision 0072).
  const stockColumn = table.header.find((h) => h.startsWith("current quantity"));
  const optionNumbers = table.header
    .map((h) => /^option name (\d+)$/.exec(h)?.[1])
    .filter((n): n is string => n !== undefined);

  const drafts: ImportDraft[] = [];
  const items = new Map<string, ImportRow[]>();
  for (const row of table.rows) {
    const name = get(row, "item name");
    const price = get(row, "price");
    if (row.quoteError) drafts.push({ kind: "error", row: row.row, name, error: UNMATCHED_QUOTE });
    else if (get(row, "sellable") !== "" && !isYes(get(row, "sellable")))
      drafts.push({ kind: "skip", row: row.row, name, reason: SQUARE_SKIPS.notSellable });
    else if (price.toLowerCase() === "variable" || (price === "" && name !== ""))
      drafts.push({ kind: "skip", row: row.row, name, reason: SQUARE_SKIPS.variablePrice });
    else {
      const rows = items.get(name);
      if (rows) rows.push(row);
      else items.set(name, [row]);
    }
  }

  for (const [name, rows] of items) {
    const main = rows[0]!;
    // Named options when the item has them, else the variations' own names ("Small", "Large").
    const dimensions = optionNumbers.map((n) => get(main, `option name ${n}`)).filter((d) => d !== "");
    const variants: ImportVariant[] = rows.map((row) => ({
      row: row.row,
      values:
        dimensions.length > 0
          ? optionNumbers.slice(0, dimensions.length).map((n) => get(row, `option value ${n}`))
          : [get(row, "variation name")],
      // Square Online's sale price, below the price, is our discount pair.
      price: get(row, "online sale price") || get(row, "price"),
      compareAt: get(row, "online sale price") ? get(row, "price") : "",
      quantity: stockColumn ? stockOf(get(row, stockColumn)) : null,
      isAvailable: true,
    }));
    const built = fromVariants(dimensions, variants, currency, "Variation");
    if (!built.ok) {
      drafts.push({ kind: "error", row: main.row, name, error: built.error });
      continue;
    }
    const visibility = get(main, "square online item visibility").toLowerCase();
    drafts.push({
      kind: "product",
      row: main.row,
      name,
      request: {
        name,
        description: descriptionOf(get(main, "description")),
        imageUrl: imageOf(firstOfList(get(main, "image url", "image urls", "image"))),
        isAvailable: !isYes(get(main, "archived")) && visibility !== "hidden" && visibility !== "unavailable",
        ...built.fields,
      },
      categoryName: firstOfList(get(main, "category", "categories", "reporting category")) || null,
    });
  }
  return drafts.sort((a, b) => a.row - b.row);
}
