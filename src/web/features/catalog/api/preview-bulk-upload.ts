import type { TBulkUploadRequest } from "#contracts/catalog";
import type { TBulkUploadPreview } from "#contracts/catalog-import";
import { apiRequest } from "#web/lib/api-client";

/** What the upload would make of the file (its format, the first products), nothing written. */
export async function previewBulkUpload(data: TBulkUploadRequest): Promise<TBulkUploadPreview> {
  const res = await apiRequest("POST", "/api/products/bulk-upload/preview", data);
  return res.json();
}
