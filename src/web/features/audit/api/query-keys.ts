import type { AuditFilter } from "./get-audit-log";

/** The activity log's query keys (decision 0039): every one starts with `all`. */
export const auditKeys = {
  all: ["audit"] as const,
  /** GET /api/audit-log: the pages of one filter. */
  list: (filter: AuditFilter) => [...auditKeys.all, "list", filter] as const,
  /** GET /api/audit-log/actors */
  actors: () => [...auditKeys.all, "actors"] as const,
};
