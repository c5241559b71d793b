import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCategory } from "#contracts/catalog";
import { getJson } from "#web/lib/api-client";
import { catalogKeys } from "./query-keys";

/** The signed-in merchant's categories, by sort order (lower first), then name. */
export const getCategories = () => getJson<TCategory[]>("/api/categories");

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
