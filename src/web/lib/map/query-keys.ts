/** The maps' query keys (decision 0039): shared by every map, so they live beside the maps' code. */
export const mapKeys = {
  all: ["map"] as const,
  /** GET /api/map-settings */
  settings: () => [...mapKeys.all, "settings"] as const,
  /** GET /api/microsite/{slug}/delivery-areas */
  deliveryAreas: (slug: string) => [...mapKeys.all, "deliveryAreas", slug] as const,
};
