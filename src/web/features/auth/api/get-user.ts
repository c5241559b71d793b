import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMerchant } from "#contracts/auth";
import { getJsonOrNull } from "#web/lib/api-client";
import { authKeys } from "./query-keys";

/** The signed-in merchant, or null when signed out (a 401 is not an error here). */
export const getUser = () => getJsonOrNull<TMerchant>("/api/user");

export const userQueryOptions = () => queryOptions({ queryKey: authKeys.user(), queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());
