import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { productsQueryKey } from "./get-products";

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/products/${encodeURIComponent(id)}`);
}

/** A product that has orders is refused with 409; the server's message says what to do instead. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast({ title: "Product deleted", description: "The product was removed from your catalog." });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error deleting product", description: errorMessage(error), variant: "destructive" });
    },
  });
}
