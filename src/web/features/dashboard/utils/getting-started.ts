import { SETUP_STEP_LABELS, SETUP_STEPS, type TSetupProgress } from "#contracts/store-setup";

/** What the store has so far, for the Getting Started card (undefined while it is loading). */
export interface StoreProgress {
  products: number | undefined;
  categories: number | undefined;
  /** Active zones with a drawn area: what the storefront's delivery check uses. */
  deliveryZones: number | undefined;
  /**
   * The template's examples still waiting (GET /api/setup): shoppers cannot see them, so they do
   * not count as the store's own products and categories until published or edited (issue 48).
   */
  examples?: TSetupProgress["examples"];
}

/** Which of the three steps are done: Add Products, Organize Categories, Setup Delivery Zones. */
export function stepsDone({
  products,
  categories,
  deliveryZones,
  examples = { products: 0, categories: 0 },
}: StoreProgress): [boolean, boolean, boolean] {
  return [
    (products ?? 0) - examples.products > 0,
    (categories ?? 0) - examples.categories > 0,
    (deliveryZones ?? 0) > 0,
  ];
}

/** Where an unfinished first-run path stands, for the card's "Continue setup"; null once finished. */
export function setupStanding(progress: TSetupProgress | undefined) {
  if (!progress || progress.finishedAt !== null) return null;
  const done = SETUP_STEPS.filter((step) => progress.steps[step] === "done").length;
  return {
    summary: `${done} of ${SETUP_STEPS.length} steps done`,
    // Every step done or skipped: what is left is the last screen, where the store goes live.
    next: progress.next ? SETUP_STEP_LABELS[progress.next] : "Your store is live",
  };
}
