/** The delivery zones' query keys (decision 0039): every zones query starts with `all`. */
export const zonesKeys = {
  all: ["zones"] as const,
  /** GET /api/delivery-zones */
  list: () => [...zonesKeys.all, "list"] as const,
};
