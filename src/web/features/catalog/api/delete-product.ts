import { setupKeys } from "#web/features/setup/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/products/${encodeURIComponent(id)}`);
}

/** A product that has orders is refused with 409; the server's message says what to do instead. */
export const useDeleteProduct = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation(
    { mutationFn: deleteProduct, invalidates: [catalogKeys.products(), setupKeys.all] },
    callbacks,
  );
