/** The ads' query keys (decision 0039): every ads query starts with `all`. */
export const adsKeys = {
  all: ["ads"] as const,
  /** GET /api/ads */
  list: () => [...adsKeys.all, "list"] as const,
};
