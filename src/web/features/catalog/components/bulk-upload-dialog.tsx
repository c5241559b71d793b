import { Download, FileSpreadsheet, Loader2, RotateCcw, Upload } from "lucide-react";
import { useId, useState } from "react";
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from "#contracts/catalog-messages";
import { Button } from "#web/components/ui/button";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Progress } from "#web/components/ui/progress";
import { cn } from "#web/lib/utils";
import { openBulkUploadTemplate } from "../api/get-bulk-upload-template";
import { useBulkUpload } from "../hooks/use-bulk-upload";
import { bulkUploadProgress, bulkUploadStageLabel, isBulkUploadBusy } from "../utils/bulk-upload-stage";
import { formatFileSize } from "../utils/csv-file";
import { BulkUploadResult } from "./bulk-upload-result";
import { CsvPreview } from "./csv-preview";
import { ImportPreview } from "./import-preview";

/**
 * Bulk CSV upload: choose a file, preview its first 10 lines and what each product will become (the
 * format recognised: ours, Shopify, WooCommerce or Square), download the template, follow the
 * progress through the stages, and read which rows failed or were skipped and why.
 */
export function BulkUploadDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const { file, preview, importPreview, stage, result, inputKey, selectFile, upload, reset } =
    useBulkUpload();
  const busy = isBulkUploadBusy(stage);
  const [dragging, setDragging] = useState(false);
  const close = (next: boolean) => {
    if (next || busy) return;
    reset();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent maxWidth="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Bulk Upload Products</DialogTitle>
          <DialogDescription>
            Add many products at once from a CSV file (up to 10MB): our template, or a product export from
            Shopify, WooCommerce or Square.
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-3 rounded-lg border border-blue-100 bg-blue-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            Columns: <span className="font-mono text-xs">{CSV_COLUMNS.join(", ")}</span>. Required:{" "}
            {CSV_REQUIRED_COLUMNS.join(" and ")}. A <span className="font-mono text-xs">category</span> column
            may name categories instead; missing ones are created.
          </p>
          <Button variant="outline" size="sm" className="shrink-0" onClick={openBulkUploadTemplate}>
            <Download aria-hidden /> Download Template
          </Button>
        </div>

        {/* The file can also be dropped anywhere on this area. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard's way */}
        <div
          className={cn(
            "grid gap-1.5 rounded-lg border-2 border-dashed p-3 transition-colors",
            dragging ? "border-blue-500 bg-blue-50" : "border-slate-200",
          )}
          data-testid="csv-drop-zone"
          onDragOver={(e) => {
            if (busy) return;
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const dropped = e.dataTransfer.files[0];
            if (dropped && !busy) void selectFile(dropped);
          }}
        >
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            sizeClassName="h-auto w-full py-1.5"
            className="cursor-pointer file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-blue-700"
            onChange={(e) => void selectFile(e.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-slate-500">Or drop the file on this box.</p>
          {file && (
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              <FileSpreadsheet className="h-3.5 w-3.5" aria-hidden />
              {file.name} · {formatFileSize(file.size)}
            </p>
          )}
        </div>

        {preview.length > 0 && !result && (
          <CsvPreview
            lines={preview}
            recognisedExport={(importPreview?.format ?? "storelaunch") !== "storelaunch"}
          />
        )}
        {importPreview && !result && <ImportPreview preview={importPreview} />}

        {stage !== "idle" && (
          <div className="grid gap-1.5" aria-live="polite">
            <div className="flex justify-between text-sm">
              <span>{bulkUploadStageLabel(stage)}</span>
              <span className="tabular-nums text-slate-500">{bulkUploadProgress(stage)}%</span>
            </div>
            <Progress value={bulkUploadProgress(stage)} aria-label="Upload progress" />
          </div>
        )}

        {result && <BulkUploadResult result={result} />}

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
