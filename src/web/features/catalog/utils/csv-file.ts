import { CSV_ACCEPTED_COLUMNS, CSV_REQUIRED_COLUMNS, MAX_CSV_BYTES } from "#contracts/catalog-messages";
import type { FileProblem } from "#web/lib/image-file";

/** Spec section 9: the bulk-upload dialog previews this many lines of the chosen file. */
export const CSV_PREVIEW_LINES = 10;

/** A .csv name or a text/csv type, and at most 10MB; otherwise the toast to show. */
export function checkCsvFile(file: { name: string; type: string; size: number }): FileProblem | null {
  const isCsv = file.name.toLowerCase().endsWith(".csv") || file.type === "text/csv";
  if (!isCsv) return { title: "Invalid file type", description: "Please select a valid CSV file." };
  if (file.size > MAX_CSV_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(2);
    return {
      title: "File too large",
      description: `CSV file must be smaller than 10MB. Selected file is ${mb} MB.`,
    };
  }
  return null;
}

/** "512 bytes", "12.3 KB", "4.50 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The first lines of the text (any line ending, byte-order mark dropped, trailing blank lines too). */
export function previewCsvLines(text: string, count = CSV_PREVIEW_LINES): string[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = source.split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  return lines.slice(0, count);
}

/**
 * One preview line's cells: commas split, double quotes group and "" is a quote. A quoted field
 * that runs onto the next line shows as it is on each line: the preview is a glance, not the import.
 */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** What the header row says before anything is sent: columns the import will ignore, and required ones it lacks. */
export function csvColumnWarnings(headerLine: string): { unknown: string[]; missing: string[] } {
  const columns = splitCsvLine(headerLine).map((c) => c.trim().toLowerCase());
  const accepted: readonly string[] = CSV_ACCEPTED_COLUMNS;
  return {
    unknown: columns.filter((c) => c !== "" && !accepted.includes(c)),
    missing: CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c)),
  };
}
