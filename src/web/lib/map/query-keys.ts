/** The maps' query keys (decision 0039): shared by every map, so they live beside the maps' code. */
export const mapKeys = {
  all: ["map"] as const,
  /** GET /api/map-settings */
  settings: () => [...mapKeys.all, "settings"] as const,
};
