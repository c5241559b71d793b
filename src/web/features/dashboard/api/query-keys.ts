/** The dashboard's query keys (decision 0039). */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** GET /api/merchant/stats: the store's figures, what a change to orders makes stale. */
  stats: () => [...dashboardKeys.all, "stats"] as const,
  /** GET /api/microsite-qr */
  qr: () => [...dashboardKeys.all, "qr"] as const,
};
