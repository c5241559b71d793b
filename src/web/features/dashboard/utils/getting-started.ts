/** What the store has so far, for the Getting Started card (undefined while it is loading). */
export interface StoreProgress {
  products: number | undefined;
  categories: number | undefined;
  /** Active zones with a drawn area: what the storefront's delivery check uses. */
  deliveryZones: number | undefined;
}

/** Which of the three steps are done: Add Products, Organize Categories, Setup Delivery Zones. */
export function stepsDone({
  products,
  categories,
  deliveryZones,
}: StoreProgress): [boolean, boolean, boolean] {
  return [(products ?? 0) > 0, (categories ?? 0) > 0, (deliveryZones ?? 0) > 0];
}
