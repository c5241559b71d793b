import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TOperatorLogPage } from "#contracts/admin";
import { getJson } from "#web/lib/api-client";
import { adminKeys } from "./query-keys";

/** How many records a page of the console's Activity holds. */
export const OPERATOR_LOG_PAGE_SIZE = 50;

/** The whole record as a CSV attachment: a download, not a page. */
export const OPERATOR_LOG_CSV_URL = "/api/admin/audit-log?format=csv";

/** One page, newest first, after `cursor` (the last record shown). */
export function operatorLogUrl(cursor: string | null) {
  const params = new URLSearchParams({ limit: String(OPERATOR_LOG_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return `/api/admin/audit-log?${params}`;
}

export const operatorLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.log(),
    queryFn: ({ pageParam }) => getJson<TOperatorLogPage>(operatorLogUrl(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** What operators did, a page at a time ("Load more"). */
export const useOperatorLog = () => useInfiniteQuery(operatorLogQueryOptions());
