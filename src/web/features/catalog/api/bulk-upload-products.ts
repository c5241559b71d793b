import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkUploadRequest, TBulkUploadResponse } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { bulkUploadSummary } from "../utils/bulk-upload-stage";
import { productsQueryKey } from "./get-products";

export async function bulkUploadProducts(data: TBulkUploadRequest): Promise<TBulkUploadResponse> {
  const res = await apiRequest("POST", "/api/products/bulk-upload", data);
  return res.json();
}

export function useBulkUploadProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadProducts,
    onSuccess: async (result) => {
      toast({ title: "Bulk upload completed", description: bulkUploadSummary(result) });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error in bulk upload", description: errorMessage(error), variant: "destructive" });
    },
  });
}
