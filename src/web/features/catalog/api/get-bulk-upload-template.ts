/** GET /api/bulk-upload-template answers a CSV attachment; the spec opens it in a new tab. */
export const BULK_UPLOAD_TEMPLATE_URL = "/api/bulk-upload-template";

export function openBulkUploadTemplate() {
  window.open(BULK_UPLOAD_TEMPLATE_URL, "_blank", "noopener");
}
