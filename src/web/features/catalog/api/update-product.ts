import type { TProduct, TUpdateProductRequest } from "#contracts/catalog";
import { setupKeys } from "#web/features/setup/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

type ProductUpdate = { id: string; data: TUpdateProductRequest };

export async function updateProduct({ id, data }: ProductUpdate): Promise<TProduct> {
  const res = await apiRequest("PUT", `/api/products/${encodeURIComponent(id)}`, data);
  return res.json();
}

export const useUpdateProduct = (callbacks?: MutationCallbacks<TProduct, ProductUpdate>) =>
  useApiMutation(
    { mutationFn: updateProduct, invalidates: [catalogKeys.products(), setupKeys.all] },
    callbacks,
  );
