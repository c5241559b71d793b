import type { TBulkUploadResponse } from "#contracts/catalog";

/** Spec section 4: the bulk upload's stages, in order, and the progress each one shows. */
export const BULK_UPLOAD_STAGES = [
  "idle",
  "reading",
  "parsing",
  "validating",
  "uploading",
  "completed",
] as const;
export type BulkUploadStage = (typeof BULK_UPLOAD_STAGES)[number];

const PROGRESS: Record<BulkUploadStage, number> = {
  idle: 0,
  reading: 25,
  parsing: 50,
  validating: 60,
  uploading: 75,
  completed: 100,
};

const LABEL: Record<BulkUploadStage, string> = {
  idle: "",
  reading: "Reading file...",
  parsing: "Parsing CSV...",
  validating: "Validating products...",
  uploading: "Uploading products...",
  completed: "Upload complete",
};

export const bulkUploadProgress = (stage: BulkUploadStage): number => PROGRESS[stage];
export const bulkUploadStageLabel = (stage: BulkUploadStage): string => LABEL[stage];

/** True while a file is being read or sent: the dialog's actions wait for it. */
export const isBulkUploadBusy = (stage: BulkUploadStage): boolean =>
  stage !== "idle" && stage !== "completed";

/** The 'Bulk upload completed' toast's text (spec section 8). */
export function bulkUploadSummary({
  successful,
  failed,
}: Pick<TBulkUploadResponse, "successful" | "failed">) {
  return `Successfully created ${successful} products.${failed > 0 ? ` ${failed} failed.` : ""}`;
}
