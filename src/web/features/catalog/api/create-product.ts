import type { TCreateProductRequest, TProduct } from "#contracts/catalog";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function createProduct(data: TCreateProductRequest): Promise<TProduct> {
  const res = await apiRequest("POST", "/api/products", data);
  return res.json();
}

export const useCreateProduct = (callbacks?: MutationCallbacks<TProduct, TCreateProductRequest>) =>
  useApiMutation({ mutationFn: createProduct, invalidates: [catalogKeys.products()] }, callbacks);
