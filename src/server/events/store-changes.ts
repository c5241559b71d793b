import type { EventBus } from "./event-bus";

/** The channel on which "this store's public data changed" travels to every app process. */
const STORE_CHANGES_CHANNEL = "store_changes";

/**
 * Tells every process that a store's public data changed (catalog, stock, ads, zones, settings), so
 * cached storefront answers are dropped. Called after the change is committed and before the
 * response goes out. A failure to announce never fails the change: cached answers also expire.
 */
export async function announceStoreChange(events: EventBus, merchantId: string): Promise<void> {
  await events.publish(STORE_CHANGES_CHANNEL, merchantId).catch(() => {});
}

/** Calls `onChange` with the store's id for each change announced by any process. */
export function subscribeToStoreChanges(
  events: EventBus,
  onChange: (merchantId: string) => void,
): () => void {
  return events.subscribe(STORE_CHANGES_CHANNEL, onChange);
}
