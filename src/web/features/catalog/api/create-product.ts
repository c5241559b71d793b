import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateProductRequest, TProduct } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { productsQueryKey } from "./get-products";

export async function createProduct(data: TCreateProductRequest): Promise<TProduct> {
  const res = await apiRequest("POST", "/api/products", data);
  return res.json();
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (product) => {
      toast({ title: "Product created", description: `${product.name} was added to your catalog.` });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error creating product", description: errorMessage(error), variant: "destructive" });
    },
  });
}
