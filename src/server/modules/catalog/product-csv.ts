import Papa from "papaparse";
import {
  type TCreateProductInput,
  type TCreateProductRequest,
  ZCreateProductRequest,
} from "#contracts/catalog";
import {
  CATALOG_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  MAX_CSV_OPTIONS,
  MAX_CSV_ROWS,
} from "#contracts/catalog-messages";
import { optionsCellProblem, parseOptionsCell } from "#contracts/product-options-csv";
import { AppError } from "#server/errors";
import { isYes, UNMATCHED_QUOTE } from "./imports/import-table";

export type CsvProductRecord =
  | {
      row: number;
      name: string;
      ok: true;
      input: TCreateProductInput;
      /** The `category` column (a name), used when `category_id` is blank; null when absent. */
      categoryName: string | null;
    }
  | { row: number; name: string; ok: false; error: string };

const FALSE_WORDS = new Set(["false", "no", "0", "n"]);

/** true/false, yes/no, 1/0 (any case); blank means the default, available. */
export function parseAvailability(value: string | undefined): boolean | null {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || isYes(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return null;
}

function missingColumnsMessage(missing: readonly string[]): string {
  return (
    `The CSV file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(" and ")}. ` +
    "The first row must name the columns, including name and price."
  );
}

/**
 * A cell as the merchant meant it. A CSV we write (the catalog export, csvCell) puts an apostrophe
 * before a value starting with = + - @ (or a tab), so a spreadsheet shows it as text instead of
 * running it as a formula; reading our own file back must take that apostrophe off again, or a
 * description starting "- " would gain one on every round trip. csvCell adds it before any run of
 * apostrophes that leads to such a character, so exactly one comes off here. A merchant's own
 * "'=..." loses its apostrophe too, which is what a spreadsheet shows for it anyway.
 */
const unguarded = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** One data row to a validated create input (same rules and messages as POST /api/products) or an error. */
function toRecord(
  cells: string[],
  header: string[],
  columnOf: Map<string, number>,
  row: number,
  quoteError: boolean,
  tally: { options: number },
  currency: string,
): CsvProductRecord {
  const get = (column: string) => {
    const index = columnOf.get(column);
    const cell = index === undefined ? undefined : cells[index];
    return cell === undefined ? undefined : unguarded(cell);
  };
  const name = get("name")?.trim() || CATALOG_MESSAGES.unknownProduct;
  const fail = (error: string): CsvProductRecord => ({ row, name, ok: false, error });

  if (quoteError) return fail(UNMATCHED_QUOTE);
  // Trailing empty cells (as spreadsheets export them) are fine; real extra values mean a shifted row.
  if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== "")) {
    return fail(
      `This row has ${cells.length} fields but the header has ${header.length}. ` +
        "Put quotes around values that contain commas.",
    );
  }
  const isAvailable = parseAvailability(get("is_available"));
  if (isAvailable === null) return fail(CATALOG_MESSAGES.isAvailable);
  // The `options` column (issue 28): blank or absent is a product without options, as before.
  const options = parseOptionsCell(get("options") ?? "", currency);
  if (options.ok) for (const group of options.groups) tally.options += group.options.length;
  const result = checkProduct(currency, {
    name: get("name") ?? "",
    price: get("price") ?? "",
    description: get("description"),
    // A blank or missing quantity means the stock is not tracked, never "0 in stock": a merchant
    // who leaves it out does not count units, and 0 would hide the product as sold out (decision 0011).
    quantity: get("quantity")?.trim() ? get("quantity") : null,
    categoryId: get("category_id"),
    discountPrice: get("discount_price"),
    imageUrl: get("image_url"),
    isAvailable,
    // The `max_per_order` column (issue 40): blank or absent is the store's limit.
    maxPerOrder: get("max_per_order"),
    optionGroups: options.ok ? options.groups : [],
  });
  if (!result.ok) return fail(result.error);
  // A cell the options parser refused is named once the row's other cells are fine.
  if (!options.ok) return fail(options.error);
  const categoryName = result.input.categoryId ? null : get("category")?.trim() || null;
  return { row, name, ok: true, input: result.input, categoryName };
}

/**
 * A product to create, checked as POST /api/products checks it: the input, or the first problem
 * (an option group's named as the options column's are). Also checks what another platform's
 * export became (imports/).
 */
export function checkProduct(
  currency: string,
  request: TCreateProductRequest,
): { ok: true; input: TCreateProductInput } | { ok: false; error: string } {
  const result = ZCreateProductRequest(currency).safeParse(request);
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, error: "Invalid row" };
  return {
    ok: false,
    error: issue.path[0] === "optionGroups" ? optionsCellProblem(issue.message) : issue.message,
  };
}

/**
 * Parses the product CSV: header names case-insensitive and trimmed, quoted fields with commas
 * and line breaks, a UTF-8 BOM, LF or CRLF; blank lines are skipped. Each data record becomes a
 * validated create input or an error naming the product ('Unknown product' without a name), its
 * prices read in the store's `currency` (its decimals, its cap and messages naming it).
 * Rows are numbered as in a spreadsheet: the header is row 1.
 * Throws a 400 when the file is empty or lacks the name or price column, and a 413 past
 * MAX_CSV_ROWS products or MAX_CSV_OPTIONS options (parsing stops there, so a huge file costs little).
 */
export function parseProductCsv(text: string, currency: string): CsvProductRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let header: string[] | null = null;
  const columnOf = new Map<string, number>();
  const records: CsvProductRecord[] = [];
  let missing: string[] = [];
  let tooManyRows = false;
  const tally = { options: 0 };
  let rowIndex = -1;

  // String input is parsed synchronously; `step` sees one row at a time and can stop the parser.
  Papa.parse<string[]>(source, {
    delimiter: ",",
    skipEmptyLines: false,
    step(results, parser) {
      rowIndex++;
      const cells = results.data;
      if (cells.every((c) => c.trim() === "")) return;
      if (!header) {
        header = cells.map((h) => h.trim().toLowerCase());
        missing = CSV_REQUIRED_COLUMNS.filter((column) => !header!.includes(column));
        if (missing.length > 0) parser.abort();
        header.forEach((column, i) => {
          if (column && !columnOf.has(column)) columnOf.set(column, i);
        });
        return;
      }
      if (records.length >= MAX_CSV_ROWS) {
        tooManyRows = true;
        parser.abort();
        return;
      }
      const quoteError = results.errors.some((e) => e.type === "Quotes");
      records.push(toRecord(cells, header, columnOf, rowIndex + 1, quoteError, tally, currency));
      if (tally.options > MAX_CSV_OPTIONS) parser.abort();
    },
  });

  if (!header) throw new AppError("VALIDATION", CATALOG_MESSAGES.csvEmpty);
  if (missing.length > 0) throw new AppError("VALIDATION", missingColumnsMessage(missing));
  if (tooManyRows) throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooManyRows);
  if (tally.options > MAX_CSV_OPTIONS) throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooManyOptions);
  return records;
}
