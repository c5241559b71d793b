import { CheckCircle2, type LucideIcon, XCircle } from "lucide-react";
import type { TBulkUploadResponse } from "#contracts/catalog";
import { importFormatRecognised } from "#contracts/catalog-import";
import { cn } from "#web/lib/utils";
import { importCountsLine } from "./import-preview";

function CountTile({
  icon: Icon,
  count,
  label,
  tone,
}: {
  icon: LucideIcon;
  count: number;
  label: string;
  tone: string;
}) {
  return (
    <div className={cn("flex items-center gap-2 rounded-lg p-3", tone)}>
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <span>
        <span className="block text-xl font-bold leading-tight">{count}</span>{" "}
        <span className="text-sm">{label}</span>
      </span>
    </div>
  );
}

/**
 * Successful and failed counts, the products and options made (and from which export), then each
 * refused row and each row passed over: product name, row, and why.
 */
export function BulkUploadResult({ result }: { result: TBulkUploadResponse }) {
  const { counts, skipped, format } = result;
  return (
    <div className="grid gap-3" data-testid="bulk-result">
      <div className="grid grid-cols-2 gap-3">
        <CountTile
          icon={CheckCircle2}
          count={result.successful}
          label="successful"
          tone="bg-emerald-50 text-emerald-800"
        />
        <CountTile
          icon={XCircle}
          count={result.failed}
          label="failed"
          tone={result.failed > 0 ? "bg-red-50 text-red-800" : "bg-slate-50 text-slate-600"}
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="bulk-result-counts">
        {format !== "storelaunch" && `${importFormatRecognised(format)}: `}
        {importCountsLine(counts, result.failed)}
      </p>
      {result.errors.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">
            Rows that were not imported
            {result.errors.length < result.failed && (
              <span className="font-normal text-slate-500"> (the first {result.errors.length})</span>
            )}
          </h3>
          <ul className="max-h-48 divide-y divide-red-100 overflow-y-auto rounded-lg border border-red-200 bg-red-50/50 text-sm">
            {result.errors.map((e) => (
              <li key={`${e.row}-${e.product.name}`} className="px-3 py-2">
                <span className="font-medium">{e.product.name}</span>
                <span className="text-slate-500"> (row {e.row})</span>: {e.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {skipped.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">
            Rows skipped
            {skipped.length < counts.skipped && (
              <span className="font-normal text-slate-500"> (the first {skipped.length})</span>
            )}
          </h3>
          <ul
            className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm"
            data-testid="bulk-result-skipped"
          >
            {skipped.map((s) => (
              <li key={s.row} className="px-3 py-2">
                <span className="font-medium">{s.name}</span>
                <span className="text-slate-500"> (row {s.row})</span>: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
