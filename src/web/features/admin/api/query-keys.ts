import type { AdminMerchantsQuery } from "./get-merchants";

/** The operator console's query keys (decision 0039): every one starts with `all`. */
export const adminKeys = {
  all: ["admin"] as const,
  /** GET /api/admin/merchants: one page of one search. */
  merchants: () => [...adminKeys.all, "merchants"] as const,
  merchantsPage: (query: AdminMerchantsQuery, offset: number, limit: number) =>
    [...adminKeys.merchants(), query, offset, limit] as const,
  /** GET /api/admin/merchants/{id} */
  merchant: (id: string) => [...adminKeys.all, "merchant", id] as const,
  /** GET /api/admin/stats */
  stats: () => [...adminKeys.all, "stats"] as const,
  /** GET /api/admin/mail/failed */
  failedMail: () => [...adminKeys.all, "failed-mail"] as const,
  /** GET /api/admin/audit-log, a page at a time. */
  log: () => [...adminKeys.all, "log"] as const,
};
