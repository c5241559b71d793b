import type { TRemovedExamples } from "#contracts/store-setup";
import { catalogKeys } from "#web/features/catalog/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";

/** DELETE /api/setup/examples: every example product, and the example categories left empty. */
export async function removeExamples(): Promise<TRemovedExamples> {
  return (await apiRequest("DELETE", "/api/setup/examples")).json();
}

export const useRemoveExamples = (callbacks?: MutationCallbacks<TRemovedExamples, void>) =>
  useApiMutation({ mutationFn: removeExamples, invalidates: [setupKeys.all, catalogKeys.all] }, callbacks);
