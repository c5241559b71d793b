import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCategory } from "#contracts/catalog";
import { fetchQuery } from "#web/lib/api-client";

export const categoriesQueryKey = ["/api/categories"] as const;

/** The signed-in merchant's categories, by sort order (lower first), then name. */
export const getCategories = async (): Promise<TCategory[]> =>
  (await fetchQuery<TCategory[]>(categoriesQueryKey, "throw")) ?? [];

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
