/** The discount codes' query keys (decision 0039): every discounts query starts with `all`. */
export const discountsKeys = {
  all: ["discounts"] as const,
  /** GET /api/discounts */
  list: () => [...discountsKeys.all, "list"] as const,
};
