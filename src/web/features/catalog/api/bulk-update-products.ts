import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TBulkProductAction,
  TBulkProductsRequest,
  TBulkProductsResponse,
} from "#contracts/catalog-admin";
import { MAX_BULK_PRODUCTS } from "#contracts/catalog-messages";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { describeBulkResult } from "../utils/bulk-result-message";
import { productsQueryKey } from "./get-products";

export interface BulkUpdate {
  ids: string[];
  action: TBulkProductAction;
  /** For "category": the category's id, or null for none. */
  categoryId?: string | null;
  /** For "category": the category's name, for the message. */
  categoryName?: string;
}

/**
 * The server takes at most MAX_BULK_PRODUCTS ids a request, so a larger selection goes in parts,
 * one after another; the answers are added up. A part that fails stops the rest.
 */
export async function bulkUpdateProducts({
  ids,
  action,
  categoryId,
}: BulkUpdate): Promise<TBulkProductsResponse> {
  const total: TBulkProductsResponse = { action, productIds: [], keptWithOrders: [], notFound: 0 };
  for (let start = 0; start < ids.length; start += MAX_BULK_PRODUCTS) {
    const body: TBulkProductsRequest = { ids: ids.slice(start, start + MAX_BULK_PRODUCTS), action };
    if (action === "category") body.categoryId = categoryId ?? null;
    const part: TBulkProductsResponse = await (await apiRequest("POST", "/api/products/bulk", body)).json();
    total.productIds.push(...part.productIds);
    total.keptWithOrders.push(...part.keptWithOrders);
    total.notFound += part.notFound;
  }
  return total;
}

/** One action over the selected products; the list reloads after it, success or not. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BulkUpdate) => bulkUpdateProducts(update),
    onSuccess: (result, { categoryName }) => toast(describeBulkResult(result, categoryName)),
    onError: (error, { action }) => {
      toast({
        title: action === "delete" ? "Error deleting product" : "Error updating product",
        description: errorMessage(error),
        variant: "destructive",
      });
    },
    // A part may have gone through before another failed: what the server holds is shown either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
