import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDiscount } from "#contracts/discounts";
import { fetchQuery } from "#web/lib/api-client";

export const discountsQueryKey = ["/api/discounts"] as const;

/** The merchant's discount codes, newest first, with their figures (a 401 gives null, spec section 7). */
export const discountsQueryOptions = () =>
  queryOptions({
    queryKey: discountsQueryKey,
    queryFn: () => fetchQuery<TDiscount[]>(discountsQueryKey, "returnNull"),
  });

export const useDiscounts = () => useQuery(discountsQueryOptions());
