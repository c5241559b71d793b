import type { EventBus } from "./event-bus";

/** The channel on which "this store's public data changed" travels to every app process. */
const STORE_CHANGES_CHANNEL = "store_changes";

/**
 * What changed: "store", anything the public sees of it (catalog, ads, zones, settings, approval);
 * "stock", only its products' quantities (an order, a cancelled one restoring its units), which
 * the marketplace and the delivery zones do not show, so their cached answers stay.
 */
export type StoreChangeScope = "stock" | "store";

export interface StoreChange {
  merchantId: string;
  scope: StoreChangeScope;
}

const STOCK_PREFIX = "stock:";

/**
 * A store change is sent as the bare store id, which is what every process sent before changes had
 * a scope (a process still running the older code reads it as it always did); a stock change as
 * "stock:<id>". Short: NOTIFY payloads travel on every order.
 */
export function encodeStoreChange({ merchantId, scope }: StoreChange): string {
  return scope === "stock" ? `${STOCK_PREFIX}${merchantId}` : merchantId;
}

export function decodeStoreChange(payload: string): StoreChange {
  return payload.startsWith(STOCK_PREFIX)
    ? { merchantId: payload.slice(STOCK_PREFIX.length), scope: "stock" }
    : { merchantId: payload, scope: "store" };
}

/**
 * Tells every process that a store's public data changed, so cached storefront answers are dropped.
 * Called after the change is committed and before the response goes out. A failure to announce
 * never fails the change (the bus logs and counts it, and sends it again once its connection is
 * back); a process that misses it finds so by the messages' count (decision 0046).
 *
 * A change of the store itself (not its stock alone) returns once every process has heard it
 * (`heardEverywhere`, decision 0071): the very next request to any process shows it, so a suspended
 * store is gone everywhere within one request (issue 47), and a merchant who saves sees it on
 * whichever process serves the store. Stock changes (every order) do not wait.
 */
export async function announceStoreChange(
  events: EventBus,
  merchantId: string,
  scope: StoreChangeScope = "store",
): Promise<void> {
  await events.publish(STORE_CHANGES_CHANNEL, encodeStoreChange({ merchantId, scope }));
  if (scope === "store") await events.heardEverywhere();
}

/** Calls `onChange` for each change announced by any process. */
export function subscribeToStoreChanges(
  events: EventBus,
  onChange: (change: StoreChange) => void,
): () => void {
  return events.subscribe(STORE_CHANGES_CHANNEL, (payload) => onChange(decodeStoreChange(payload)));
}
