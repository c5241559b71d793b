/** The dashboard's query keys (decision 0039). */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** Every time zone's figures: what a change to orders makes stale. */
  stats: () => [...dashboardKeys.all, "stats"] as const,
  /** GET /api/merchant/stats?tz= */
  statsIn: (timeZone: string) => [...dashboardKeys.stats(), timeZone] as const,
  /** GET /api/microsite-qr */
  qr: () => [...dashboardKeys.all, "qr"] as const,
};
