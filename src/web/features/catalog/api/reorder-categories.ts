import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCategory } from "#contracts/catalog";
import type { TCategoryOrderRequest } from "#contracts/catalog-admin";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export async function reorderCategories(ids: string[]): Promise<TCategory[]> {
  const body: TCategoryOrderRequest = { ids };
  return (await apiRequest("PUT", "/api/categories/order", body)).json();
}

/**
 * Saves the categories' new order. The list shows it at once (sort orders 1..n, as the server
 * writes them); a refusal puts the saved order back and says why.
 */
const reorderKey = ["reorder-categories"] as const;

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reorderKey,
    // Quick moves are saved one after another, in the order they were made, so the last one wins.
    scope: { id: "category-order" },
    mutationFn: (ordered: TCategory[]) => reorderCategories(ordered.map((c) => c.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: categoriesQueryKey });
      queryClient.setQueryData<TCategory[]>(
        categoriesQueryKey,
        ordered.map((c, i) => ({ ...c, sortOrder: i + 1 })),
      );
    },
    onSuccess: (saved) => {
      // A later move is still waiting: its order is already shown and must not be undone.
      if (queryClient.isMutating({ mutationKey: reorderKey }) <= 1) {
        queryClient.setQueryData(categoriesQueryKey, saved);
      }
    },
    onError: async (error) => {
      toast({ title: "Error updating category", description: errorMessage(error), variant: "destructive" });
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
}
