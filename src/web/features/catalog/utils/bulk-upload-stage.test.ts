import { describe, expect, it } from "vitest";
import {
  BULK_UPLOAD_STAGES,
  bulkUploadProgress,
  bulkUploadSummary,
  isBulkUploadBusy,
} from "./bulk-upload-stage";

describe("bulk upload stages", () => {
  it("map to the spec's progress values in order", () => {
    expect(BULK_UPLOAD_STAGES.map(bulkUploadProgress)).toEqual([0, 25, 50, 60, 75, 100]);
  });

  it("are busy only between idle and completed", () => {
    expect(BULK_UPLOAD_STAGES.filter(isBulkUploadBusy)).toEqual([
      "reading",
      "parsing",
      "validating",
      "uploading",
    ]);
  });

  it("summarise the result, mentioning failures only when there are some", () => {
    expect(bulkUploadSummary({ successful: 3, failed: 0 })).toBe("Successfully created 3 products.");
    expect(bulkUploadSummary({ successful: 2, failed: 1 })).toBe(
      "Successfully created 2 products. 1 failed.",
    );
  });
});
