import type { TPublishExamplesRequest, TPublishedExamples } from "#contracts/store-setup";
import { catalogKeys } from "#web/features/catalog/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";
import { removeExamples } from "./remove-examples";

/** POST /api/setup/examples/publish: the named examples, with their edits, become the store's own. */
export async function publishExamples(data: TPublishExamplesRequest): Promise<TPublishedExamples> {
  return (await apiRequest("POST", "/api/setup/examples/publish", data)).json();
}

export interface KeepExamples extends TPublishExamplesRequest {
  /** Examples the merchant took out (×): removed once the rest is published. */
  dropRest: boolean;
}

/** The catalog step's "Publish N items": the kept examples published, then the ones taken out removed. */
export async function keepExamples({ dropRest, ...request }: KeepExamples): Promise<TPublishedExamples> {
  const published = await publishExamples(request);
  if (dropRest) await removeExamples();
  return published;
}

export const useKeepExamples = (callbacks?: MutationCallbacks<TPublishedExamples, KeepExamples>) =>
  useApiMutation(
    {
      mutationFn: keepExamples,
      invalidates: [setupKeys.all, catalogKeys.all],
      // A publish that went through before the removal failed still changed the catalog.
      refetchAfter: "settled",
    },
    callbacks,
  );
