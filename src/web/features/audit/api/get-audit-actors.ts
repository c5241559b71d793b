import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAuditActor } from "#contracts/audit";
import { getJson } from "#web/lib/api-client";
import { auditKeys } from "./query-keys";

export const AUDIT_ACTORS_URL = "/api/audit-log/actors";

/** The store's members and everyone its log names: the "Person" filter's choices. */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: async () => (await getJson<{ actors: TAuditActor[] }>(AUDIT_ACTORS_URL)).actors,
  });

export const useAuditActors = () => useQuery(auditActorsQueryOptions());
