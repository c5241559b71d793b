import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMerchant } from "#contracts/auth";
import { fetchQuery } from "#web/lib/api-client";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in merchant, or null when signed out (a 401 is not an error here). */
export const getUser = () => fetchQuery<TMerchant>(userQueryKey, "returnNull");

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());
