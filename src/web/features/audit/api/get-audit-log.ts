import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { AUDIT_PAGE_SIZE, type TAuditKind, type TAuditPage } from "#contracts/audit";
import { getJson } from "#web/lib/api-client";
import { auditKeys } from "./query-keys";

/** Who and what the Activity card shows; empty: everyone, every kind. */
export interface AuditFilter {
  actor?: string;
  kind?: TAuditKind;
}

/** The filter as the list's and the export's query parameters. */
export function auditSearchParams({ actor, kind }: AuditFilter) {
  const params = new URLSearchParams();
  if (actor) params.set("actor", actor);
  if (kind) params.set("kind", kind);
  return params;
}

/** The address of one page: newest first, after `cursor` (the last record shown). */
export function auditPageUrl(filter: AuditFilter, cursor: string | null) {
  const params = auditSearchParams(filter);
  params.set("limit", String(AUDIT_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return `/api/audit-log?${params}`;
}

/** GET /api/audit-log/export answers the filter's every record as a CSV attachment: a download. */
export const auditExportUrl = (filter: AuditFilter) => {
  const params = auditSearchParams(filter).toString();
  return `/api/audit-log/export${params ? `?${params}` : ""}`;
};

export const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => getJson<TAuditPage>(auditPageUrl(filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The Activity card's records, a page at a time ("Load more"). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQueryOptions(filter));
