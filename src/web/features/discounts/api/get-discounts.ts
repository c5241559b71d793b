import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDiscount } from "#contracts/discounts";
import { getJsonOrNull } from "#web/lib/api-client";
import { discountsKeys } from "./query-keys";

/** The merchant's discount codes, newest first, with their figures (a 401 gives null, spec section 7). */
export const discountsQueryOptions = () =>
  queryOptions({
    queryKey: discountsKeys.list(),
    queryFn: () => getJsonOrNull<TDiscount[]>("/api/discounts"),
  });

export const useDiscounts = () => useQuery(discountsQueryOptions());
