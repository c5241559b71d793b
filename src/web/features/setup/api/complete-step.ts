import type { TSetupProgress, TSetupStep, TSetupStepState } from "#contracts/store-setup";
import { authKeys } from "#web/features/auth/api/query-keys";
import { catalogKeys } from "#web/features/catalog/api/query-keys";
import { settingsKeys } from "#web/features/settings/api/query-keys";
import { zonesKeys } from "#web/features/zones/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";

export interface StepOutcome {
  step: TSetupStep;
  state: TSetupStepState;
  /** The step's own writes (its hours, its delivery area...), made before it is marked done. */
  write?: () => Promise<unknown>;
}

/** PUT /api/setup/steps/{step}: the step is done or skipped, remembered on the server. */
export async function markStep(step: TSetupStep, state: TSetupStepState): Promise<TSetupProgress> {
  return (await apiRequest("PUT", `/api/setup/steps/${encodeURIComponent(step)}`, { state })).json();
}

/** A step's writes, then the step marked: a write that fails leaves the step to do. */
export async function completeStep({ step, state, write }: StepOutcome): Promise<TSetupProgress> {
  if (write) await write();
  return markStep(step, state);
}

/**
 * Continue (done) or Skip (skipped). The steps write the store's settings, location, zones and
 * catalog: those screens read them again.
 */
export const useCompleteStep = (callbacks?: MutationCallbacks<TSetupProgress, StepOutcome>) =>
  useApiMutation(
    {
      mutationFn: completeStep,
      updateCache: (queryClient, progress) => queryClient.setQueryData(setupKeys.progress(), progress),
      invalidates: ({ write }) =>
        write ? [settingsKeys.all, catalogKeys.all, zonesKeys.all, authKeys.user()] : [],
    },
    callbacks,
  );
