import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFailedMail } from "#contracts/admin";
import { getJson } from "#web/lib/api-client";
import { adminKeys } from "./query-keys";

/** GET /api/admin/mail/failed: the mails the outbox gave up on. */
export const failedMailQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.failedMail(),
    queryFn: () => getJson<TFailedMail[]>("/api/admin/mail/failed"),
  });

export const useFailedMail = () => useQuery(failedMailQueryOptions());
