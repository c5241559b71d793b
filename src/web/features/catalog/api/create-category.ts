import type { TCategory, TCreateCategoryRequest } from "#contracts/catalog";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function createCategory(data: TCreateCategoryRequest): Promise<TCategory> {
  const res = await apiRequest("POST", "/api/categories", data);
  return res.json();
}

export const useCreateCategory = (callbacks?: MutationCallbacks<TCategory, TCreateCategoryRequest>) =>
  useApiMutation({ mutationFn: createCategory, invalidates: [catalogKeys.categories()] }, callbacks);
