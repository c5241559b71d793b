import type { TAppliedTemplate, TApplyTemplateRequest } from "#contracts/store-setup";
import { catalogKeys } from "#web/features/catalog/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";

/** POST /api/setup/template: example items for a store registered without them. */
export async function applyTemplate(data: TApplyTemplateRequest): Promise<TAppliedTemplate> {
  return (await apiRequest("POST", "/api/setup/template", data)).json();
}

export const useApplyTemplate = (callbacks?: MutationCallbacks<TAppliedTemplate, TApplyTemplateRequest>) =>
  useApiMutation({ mutationFn: applyTemplate, invalidates: [setupKeys.all, catalogKeys.all] }, callbacks);
