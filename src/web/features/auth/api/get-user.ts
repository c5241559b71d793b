import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUser } from "#contracts/staff";
import { getJsonOrNull } from "#web/lib/api-client";
import { authKeys } from "./query-keys";

/**
 * The signed-in person in their session's store (the store, their role there and what it may do:
 * decision 0059), or null when signed out (a 401 is not an error here).
 */
export const getUser = () => getJsonOrNull<TUser>("/api/user");

export const userQueryOptions = () => queryOptions({ queryKey: authKeys.user(), queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());
