import type { TCategory } from "#contracts/catalog";
import type { TCategoryOrderRequest } from "#contracts/catalog-admin";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function reorderCategories(ids: string[]): Promise<TCategory[]> {
  const body: TCategoryOrderRequest = { ids };
  return (await apiRequest("PUT", "/api/categories/order", body)).json();
}

/**
 * Saves the categories' new order. The list shows it at once (sort orders 1..n, as the server
 * writes them); a refusal puts the saved order back (the caller says why).
 */
export const useReorderCategories = (callbacks?: MutationCallbacks<TCategory[], TCategory[]>) =>
  useApiMutation(
    {
      mutationKey: catalogKeys.categoryOrder(),
      // Quick moves are saved one after another, in the order they were made, so the last one wins.
      scope: { id: "category-order" },
      mutationFn: (ordered: TCategory[]) => reorderCategories(ordered.map((c) => c.id)),
      onMutate: async (ordered, context) => {
        await context.client.cancelQueries({ queryKey: catalogKeys.categories() });
        context.client.setQueryData<TCategory[]>(
          catalogKeys.categories(),
          ordered.map((c, i) => ({ ...c, sortOrder: i + 1 })),
        );
      },
      updateCache: (queryClient, saved) => {
        // A later move is still waiting: its order is already shown and must not be undone.
        if (queryClient.isMutating({ mutationKey: catalogKeys.categoryOrder() }) <= 1) {
          queryClient.setQueryData(catalogKeys.categories(), saved);
        }
      },
      invalidates: [catalogKeys.categories()],
      refetchAfter: "error",
    },
    callbacks,
  );
