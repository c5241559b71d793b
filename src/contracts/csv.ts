/**
 * Writes CSV that a spreadsheet opens safely. A cell starting with =, +, -, @, tab or carriage
 * return would be run as a formula by Excel, LibreOffice and Google Sheets (CSV injection), so it
 * is prefixed with an apostrophe, which they show as text (OWASP's advice). Cells with a comma,
 * quote or line break are quoted, inner quotes doubled. Rows end with CRLF, as RFC 4180 says.
 * A value that already starts with apostrophes before such a character gets one more, so that
 * reading the file back (the catalog upload takes one apostrophe off) gives every value as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * The UTF-8 byte-order mark every CSV file we send starts with: without it Excel reads the file as
 * the system's code page and "González" becomes "GonzÃ¡lez". Readers that know UTF-8 skip it (the
 * catalog upload does).
 */
export const CSV_BOM = "\uFEFF";

/** A time column's heading with the time zone its cells are in: "Placed at (America/New_York)". */
export const zonedHeading = (label: string, timeZone: string) => `${label} (${timeZone})`;

/**
 * An instant as the store's wall clock, "2026-11-24 12:05:33" (a form every spreadsheet reads as a
 * date and time, and that sorts as text); "" for none. The zone is named in the column's heading.
 */
export function csvDateTime(instant: string | Date | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined) return "";
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}
