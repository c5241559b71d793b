import { AlertTriangle } from "lucide-react";
import { CSV_PREVIEW_LINES, csvColumnWarnings, splitCsvLine } from "../utils/csv-file";

/**
 * The chosen file's first lines as a table, with what the import will ignore or miss, before anything
 * is sent. Another platform's export (`recognisedExport`) is read by its own columns, so ours are not
 * asked of it.
 */
export function CsvPreview({
  lines,
  recognisedExport = false,
}: {
  lines: string[];
  recognisedExport?: boolean;
}) {
  const [header = "", ...rows] = lines;
  const columns = splitCsvLine(header);
  const { unknown, missing } = recognisedExport ? { unknown: [], missing: [] } : csvColumnWarnings(header);
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-medium">Preview (first {CSV_PREVIEW_LINES} lines)</h3>
      {(unknown.length > 0 || missing.length > 0) && (
        <div
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="csv-warnings"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            {unknown.length > 0 && (
              <p>
                {unknown.length === 1 ? "This column is" : "These columns are"} not used and will be ignored:{" "}
                <span className="font-mono text-xs">{unknown.join(", ")}</span>.
              </p>
            )}
            {missing.length > 0 && (
              <p>
                Missing the required column{missing.length > 1 ? "s" : ""}{" "}
                <span className="font-mono text-xs">{missing.join(" and ")}</span>: the upload will be
                refused.
              </p>
            )}
          </div>
        </div>
      )}
      <section
        className="max-h-56 overflow-auto rounded-lg border border-slate-200"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="CSV preview"
      >
        <table className="w-full text-left text-xs" data-testid="csv-preview">
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              {columns.map((column, i) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their places
                  key={i}
                  scope="col"
                  className="whitespace-nowrap px-2 py-1.5 font-semibold text-slate-700"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows keep their order
              <tr key={r} className="border-t border-slate-100">
                {splitCsvLine(row).map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their places
                  <td key={c} className="max-w-48 truncate px-2 py-1 font-mono text-slate-700" title={cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
