import { CheckCircle2, Download, FileSpreadsheet, Loader2, RotateCcw, Upload, XCircle } from "lucide-react";
import { useId } from "react";
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, type TBulkUploadResponse } from "../../../../contracts/catalog";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Progress } from "../../../components/ui/progress";
import { openBulkUploadTemplate } from "../api/get-bulk-upload-template";
import { useBulkUpload } from "../hooks/use-bulk-upload";
import { bulkUploadProgress, bulkUploadStageLabel, isBulkUploadBusy } from "../utils/bulk-upload-stage";
import { CSV_PREVIEW_LINES, formatFileSize } from "../utils/csv-file";

function ResultSummary({ result }: { result: TBulkUploadResponse }) {
  return (
    <div className="grid gap-3" data-testid="bulk-result">
      <div className="grid grid-cols-2 gap-3">
        <div className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-800">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          <span>
            <span className="block text-xl font-bold leading-tight">{result.successful}</span>
            <span className="text-sm">successful</span>
          </span>
        </div>
        <div
          className={`flex items-center gap-2 rounded-lg p-3 ${result.failed > 0 ? "bg-red-50 text-red-800" : "bg-slate-50 text-slate-600"}`}
        >
          <XCircle className="h-5 w-5 shrink-0" aria-hidden />
          <span>
            <span className="block text-xl font-bold leading-tight">{result.failed}</span>
            <span className="text-sm">failed</span>
          </span>
        </div>
      </div>
      {result.errors.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">Rows that were not imported</h3>
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
    </div>
  );
}

/**
 * Bulk CSV upload: choose a file, preview its first 10 lines, download the template, follow the
 * progress through the stages, and read which rows failed and why.
 */
export function BulkUploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { file, preview, stage, result, inputKey, selectFile, upload, reset } = useBulkUpload();
  const busy = isBulkUploadBusy(stage);
  const close = (next: boolean) => {
    if (next || busy) return;
    reset();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Bulk Upload Products</DialogTitle>
          <DialogDescription>Add many products at once from a CSV file (up to 10MB).</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-3 rounded-lg border border-blue-100 bg-blue-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            Columns: <span className="font-mono text-xs">{CSV_COLUMNS.join(", ")}</span>. Required:{" "}
            {CSV_REQUIRED_COLUMNS.join(" and ")}.
          </p>
          <Button variant="outline" size="sm" className="shrink-0" onClick={openBulkUploadTemplate}>
            <Download aria-hidden /> Download Template
          </Button>
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-blue-700"
            onChange={(e) => void selectFile(e.target.files?.[0] ?? null)}
          />
          {file && (
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              <FileSpreadsheet className="h-3.5 w-3.5" aria-hidden />
              {file.name} · {formatFileSize(file.size)}
            </p>
          )}
        </div>

        {preview.length > 0 && !result && (
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Preview (first {CSV_PREVIEW_LINES} lines)</h3>
            <pre
              className="max-h-48 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed"
              data-testid="csv-preview"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
            >
              {preview.join("\n")}
            </pre>
          </div>
        )}

        {stage !== "idle" && (
          <div className="grid gap-1.5" aria-live="polite">
            <div className="flex justify-between text-sm">
              <span>{bulkUploadStageLabel(stage)}</span>
              <span className="tabular-nums text-slate-500">{bulkUploadProgress(stage)}%</span>
            </div>
            <Progress value={bulkUploadProgress(stage)} aria-label="Upload progress" />
          </div>
        )}

        {result && <ResultSummary result={result} />}

        <DialogFooter>
          {result ? (
            <>
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden /> Upload Another File
              </Button>
              <Button onClick={() => close(false)}>Done</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)} disabled={busy}>
                Cancel
              </Button>
              {file && (
                <Button variant="ghost" onClick={reset} disabled={busy}>
                  <RotateCcw aria-hidden /> Reset
                </Button>
              )}
              <Button onClick={() => void upload()} disabled={!file || busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                Upload Products
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
