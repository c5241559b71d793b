import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TProduct } from "#contracts/catalog";
import { fetchQuery } from "#web/lib/api-client";

export const productsQueryKey = ["/api/products"] as const;

/** The signed-in merchant's products, newest first. */
export const getProducts = async (): Promise<TProduct[]> =>
  (await fetchQuery<TProduct[]>(productsQueryKey, "throw")) ?? [];

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
