import Papa from "papaparse";
import {
  CATALOG_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  type TCreateProductInput,
  ZCreateProductRequest,
} from "../../../contracts/catalog";
import { AppError } from "../../errors";

export type CsvProductRecord =
  | { row: number; name: string; ok: true; input: TCreateProductInput }
  | { row: number; name: string; ok: false; error: string };

const TRUE_WORDS = new Set(["true", "yes", "1", "y"]);
const FALSE_WORDS = new Set(["false", "no", "0", "n"]);

/** true/false, yes/no, 1/0 (any case); blank means the default, available. */
export function parseAvailability(value: string | undefined): boolean | null {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return null;
}

/**
 * Parses the product CSV: header names case-insensitive and trimmed, quoted fields with commas
 * and line breaks, a UTF-8 BOM, LF or CRLF. Each data record becomes either a validated create
 * input (the same rules and messages as POST /api/products) or an error naming the product.
 * Rows are numbered as in a spreadsheet: the header is row 1.
 * Throws a 400 when the file is empty or lacks the name or price column.
 */
export function parseProductCsv(text: string): CsvProductRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === "") throw new AppError("VALIDATION", CATALOG_MESSAGES.csvEmpty);

  const parsed = Papa.parse<string[]>(source, { header: false, skipEmptyLines: false, delimiter: "," });
  const rows = parsed.data;
  const headerIndex = rows.findIndex((cells) => cells.some((c) => c.trim() !== ""));
  if (headerIndex < 0) throw new AppError("VALIDATION", CATALOG_MESSAGES.csvEmpty);

  const header = rows[headerIndex]!.map((h) => h.trim().toLowerCase());
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION",
      `The CSV file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(" and ")}. ` +
        "The first row must name the columns, including name and price.",
    );
  }
  const columnOf = new Map<string, number>();
  header.forEach((name, i) => {
    if (name && !columnOf.has(name)) columnOf.set(name, i);
  });

  const quoteErrorRows = new Set(parsed.errors.filter((e) => e.type === "Quotes").map((e) => e.row));
  const records: CsvProductRecord[] = [];

  for (let i = headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.every((c) => c.trim() === "")) continue;
    const get = (column: string) => {
      const index = columnOf.get(column);
      return index === undefined ? undefined : cells[index];
    };
    const row = i + 1;
    const name = get("name")?.trim() || CATALOG_MESSAGES.unknownProduct;
    const fail = (error: string) => records.push({ row, name, ok: false, error });

    if (quoteErrorRows.has(i)) {
      fail(
        'This row has an unmatched quote ("). Put quotes around the whole field and double any quote inside it.',
      );
      continue;
    }
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== "")) {
      fail(
        `This row has ${cells.length} fields but the header has ${header.length}. ` +
          "Put quotes around values that contain commas.",
      );
      continue;
    }
    const isAvailable = parseAvailability(get("is_available"));
    if (isAvailable === null) {
      fail(CATALOG_MESSAGES.isAvailable);
      continue;
    }
    const result = ZCreateProductRequest.safeParse({
      name: get("name") ?? "",
      price: get("price") ?? "",
      description: get("description"),
      quantity: get("quantity"),
      categoryId: get("category_id"),
      discountPrice: get("discount_price"),
      imageUrl: get("image_url"),
      isAvailable,
    });
    if (result.success) records.push({ row, name, ok: true, input: result.data });
    else fail(result.error.issues[0]?.message ?? "Invalid row");
  }
  return records;
}
