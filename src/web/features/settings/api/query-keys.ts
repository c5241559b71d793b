/** The store settings' query keys (decision 0039). */
export const settingsKeys = {
  all: ["settings"] as const,
  /** GET /api/merchant/notifications */
  notifications: () => [...settingsKeys.all, "notifications"] as const,
  /** GET /api/merchant/order-limits */
  orderLimits: () => [...settingsKeys.all, "orderLimits"] as const,
  /** GET /api/merchant/payments */
  payments: () => [...settingsKeys.all, "payments"] as const,
  /** GET /api/geocode?q= (the store's location by address) */
  geocode: (q: string) => [...settingsKeys.all, "geocode", q] as const,
  /** GET /api/merchant/trading */
  trading: () => [...settingsKeys.all, "trading"] as const,
};
