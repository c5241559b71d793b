import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TProduct, TUpdateProductRequest } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { productsQueryKey } from "./get-products";

export async function updateProduct({
  id,
  data,
}: {
  id: string;
  data: TUpdateProductRequest;
}): Promise<TProduct> {
  const res = await apiRequest("PUT", `/api/products/${encodeURIComponent(id)}`, data);
  return res.json();
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (product) => {
      toast({ title: "Product updated", description: `${product.name} was saved.` });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error updating product", description: errorMessage(error), variant: "destructive" });
    },
  });
}
