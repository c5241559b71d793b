import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function deleteCategory(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/categories/${encodeURIComponent(id)}`);
}

/** The category's products stay, uncategorised: both lists are fetched again. */
export const useDeleteCategory = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation(
    { mutationFn: deleteCategory, invalidates: [catalogKeys.categories(), catalogKeys.products()] },
    callbacks,
  );
