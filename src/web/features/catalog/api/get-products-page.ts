import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  ALL_PRODUCTS,
  PRODUCTS_PAGE_SIZE,
  type TProductSortKey,
  type TProductsPage,
  type TSortDirection,
} from "#contracts/catalog-page";
import { getJson } from "#web/lib/api-client";
import { catalogKeys } from "./query-keys";

/** What the catalog screen asks for: a search, a filter button, and a sort. */
export interface ProductsQuery {
  q: string;
  category: string;
  sort: TProductSortKey;
  dir: TSortDirection;
}

/** The whole catalog, newest first: the table's first screen. */
export const NEWEST_FIRST: ProductsQuery = { q: "", category: ALL_PRODUCTS, sort: "created", dir: "desc" };

/** The address of one page of a query. */
export function productsPageUrl(
  { q, category, sort, dir }: ProductsQuery,
  offset: number,
  limit = PRODUCTS_PAGE_SIZE,
) {
  const params = new URLSearchParams({ sort, dir, offset: String(offset), limit: String(limit) });
  if (q) params.set("q", q);
  if (category !== ALL_PRODUCTS) params.set("category", category);
  return `/api/products/page?${params}`;
}

/** One page of the merchant's products, with the whole catalog's counts and stats. */
export const getProductsPage = (query: ProductsQuery, offset: number, limit = PRODUCTS_PAGE_SIZE) =>
  getJson<TProductsPage>(productsPageUrl(query, offset, limit));

/** The table's page at `offset`. */
export const productsPageQueryOptions = (query: ProductsQuery, offset: number, limit = PRODUCTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: catalogKeys.productsPage(query, offset, limit),
    queryFn: () => getProductsPage(query, offset, limit),
  });

/** The phone's cards: the pages loaded so far, one after another ("Show more"). */
export const productsPagesQueryOptions = (query: ProductsQuery) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.productsPages(query),
    queryFn: ({ pageParam }) => getProductsPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.products.length, 0);
      return last.products.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/**
 * What the dashboard shows of the catalog: how many products, and the newest one. One product's
 * page, not the whole catalog (up to 10,000 products).
 */
export const catalogSummaryQueryOptions = () => productsPageQueryOptions(NEWEST_FIRST, 0, 1);

/** The table's page; while the next one loads, the previous page stays on screen. */
export const useProductsPage = (query: ProductsQuery, offset: number, enabled = true) =>
  useQuery({ ...productsPageQueryOptions(query, offset), enabled, placeholderData: keepPreviousData });
