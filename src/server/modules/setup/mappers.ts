import { SETUP_STEPS, type TSetupProgress } from "#contracts/store-setup";
import type { SetupRow } from "./queries";

/** Where the store's first run stands, with its examples' counts. */
export function toSetupProgress(row: SetupRow, examples: TSetupProgress["examples"]): TSetupProgress {
  // Only the steps there are: a stored key no step has (an older or newer release's) is not shown.
  const steps: TSetupProgress["steps"] = {};
  for (const step of SETUP_STEPS) {
    const state = row.setupSteps[step];
    if (state === "done" || state === "skipped") steps[step] = state;
  }
  return {
    steps,
    next: SETUP_STEPS.find((step) => steps[step] === undefined) ?? null,
    finishedAt: row.setupFinishedAt?.toISOString() ?? null,
    examples,
  };
}
