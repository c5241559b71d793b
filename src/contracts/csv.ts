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
