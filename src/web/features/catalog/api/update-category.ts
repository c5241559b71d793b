import type { TCategory, TUpdateCategoryRequest } from "#contracts/catalog";
import { setupKeys } from "#web/features/setup/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

type CategoryUpdate = { id: string; data: TUpdateCategoryRequest };

export async function updateCategory({ id, data }: CategoryUpdate): Promise<TCategory> {
  const res = await apiRequest("PUT", `/api/categories/${encodeURIComponent(id)}`, data);
  return res.json();
}

export const useUpdateCategory = (callbacks?: MutationCallbacks<TCategory, CategoryUpdate>) =>
  useApiMutation(
    { mutationFn: updateCategory, invalidates: [catalogKeys.categories(), setupKeys.all] },
    callbacks,
  );
