import { useRef, useState } from "react";
import type { TBulkUploadResponse } from "#contracts/catalog";
import type { TBulkUploadPreview } from "#contracts/catalog-import";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { toast } from "#web/components/ui/use-toast";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useBulkUploadProducts } from "../api/bulk-upload-products";
import { previewBulkUpload } from "../api/preview-bulk-upload";
import { type BulkUploadStage, bulkUploadSummary } from "../utils/bulk-upload-stage";
import { checkCsvFile, previewCsvLines } from "../utils/csv-file";

/** The preview needs only the start of the file, even a 10MB one. */
const PREVIEW_BYTES = 64 * 1024;

/** Lets the browser paint each stage of the progress bar before the next one. */
const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 16));

function readError() {
  toast({
    title: "Error reading file",
    description: "Failed to read the CSV file. Please try again.",
    variant: "destructive",
  });
}

/**
 * The bulk upload's state (spec section 4): the chosen file and its first lines, then the stages
 * reading, parsing, validating, uploading and completed, back to idle on an error or a reset.
 */
export function useBulkUpload() {
  const mutation = useBulkUploadProducts(
    toastOutcome(
      (result) => ({ title: "Bulk upload completed", description: bulkUploadSummary(result) }),
      "Error in bulk upload",
    ),
  );
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[]>([]);
  const [stage, setStage] = useState<BulkUploadStage>("idle");
  const [result, setResult] = useState<TBulkUploadResponse | null>(null);
  // The server's reading of the whole file (issue 48): its format and what each product becomes.
  const [importPreview, setImportPreview] = useState<TBulkUploadPreview | null>(null);
  // Bumped to give the file input a fresh element, so it shows no stale or refused file.
  const [inputKey, setInputKey] = useState(0);
  // A reset (or a new file) makes whatever an earlier run is still doing irrelevant.
  const run = useRef(0);

  function clear() {
    run.current++;
    setFile(null);
    setPreview([]);
    setStage("idle");
    setResult(null);
    setImportPreview(null);
  }

  function reset() {
    clear();
    setInputKey((k) => k + 1);
  }

  async function selectFile(next: File | null) {
    clear();
    if (!next) return;
    const problem = checkCsvFile(next);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      setInputKey((k) => k + 1);
      return;
    }
    const id = run.current;
    try {
      const head = await next.slice(0, PREVIEW_BYTES).text();
      if (id !== run.current) return;
      setFile(next);
      setPreview(previewCsvLines(head));
    } catch {
      if (id !== run.current) return;
      readError();
      setInputKey((k) => k + 1);
      return;
    }
    // Best effort: a file the server refuses gets its message when it is uploaded, as before.
    try {
      const text = await next.text();
      const csvData = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      if (id !== run.current || csvData.trim() === "") return;
      const reading = await previewBulkUpload({ csvData });
      if (id === run.current) setImportPreview(reading);
    } catch {
      // Nothing to show: the raw lines stay.
    }
  }

  async function upload() {
    if (!file) return;
    const id = ++run.current;
    const current = () => id === run.current;
    setResult(null);
    setStage("reading");
    let text: string;
    try {
      [text] = await Promise.all([file.text(), nextPaint()]);
    } catch {
      if (current()) {
        readError();
        setStage("idle");
      }
      return;
    }
    if (!current()) return;
    setStage("parsing");
    const csvData = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    await nextPaint();
    if (!current()) return;
    setStage("validating");
    await nextPaint();
    if (!current()) return;
    if (csvData.trim() === "") {
      toast({
        title: "Error in bulk upload",
        description: CATALOG_MESSAGES.csvEmpty,
        variant: "destructive",
      });
      setStage("idle");
      return;
    }
    setStage("uploading");
    try {
      const response = await mutation.mutateAsync({ csvData });
      if (!current()) return;
      setResult(response);
      setStage("completed");
    } catch {
      // The mutation's toast has shown the server's message.
      if (current()) setStage("idle");
    }
  }

  return { file, preview, importPreview, stage, result, inputKey, selectFile, upload, reset };
}
