import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";
import { productsQueryKey } from "./get-products";

export async function deleteCategory(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/categories/${encodeURIComponent(id)}`);
}

/** The category's products stay, uncategorised: both lists are fetched again. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      toast({ title: "Category deleted", description: "Its products are now uncategorized." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryKey }),
      ]);
    },
    onError: (error) => {
      toast({ title: "Error deleting category", description: errorMessage(error), variant: "destructive" });
    },
  });
}
