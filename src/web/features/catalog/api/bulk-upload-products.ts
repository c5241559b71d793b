import type { TBulkUploadRequest, TBulkUploadResponse } from "#contracts/catalog";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function bulkUploadProducts(data: TBulkUploadRequest): Promise<TBulkUploadResponse> {
  const res = await apiRequest("POST", "/api/products/bulk-upload", data);
  return res.json();
}

export const useBulkUploadProducts = (
  callbacks?: MutationCallbacks<TBulkUploadResponse, TBulkUploadRequest>,
) => useApiMutation({ mutationFn: bulkUploadProducts, invalidates: [catalogKeys.products()] }, callbacks);
