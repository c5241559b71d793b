import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { LISTING_PAGE_SIZE } from "#contracts/product-listing";
import type { TGetMicrositeProductsResponse, TGetMicrositeResponse } from "#contracts/storefront";
import { getStoreProducts } from "../api/get-store-products";
import { storefrontKeys } from "../api/query-keys";
import { isWholeStore, type ListingQuery, listingParams, matchesListing } from "../utils/product-filters";

/** What a list of the store's products shows, whether it came with the store's page or page by page. */
export interface StoreProducts {
  products: TProduct[];
  /** How many match in all; null while the server is still counting. */
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** Why the last page failed (null when it did not): the server's words are shown when it has some. */
  error: Error | null;
  loadMore: () => void;
}

type Pages = InfiniteData<TGetMicrositeProductsResponse, string | null>;

/**
 * The store's products that match `query`. A store whose page carried every product (under 200)
 * filters them here, as it always has. A larger store asks the server, a page at a time, so that
 * counts and results cover every product; meanwhile the matches among the products already here
 * are shown (they are the first of the server's answer: both lists keep the store's order).
 * `enabled: false` keeps a larger store's list to what is here until it is wanted (a menu section).
 */
export function useStoreProducts(
  store: TGetMicrositeResponse,
  query: ListingQuery,
  { enabled = true }: { enabled?: boolean } = {},
): StoreProducts {
  const slug = store.merchant.businessSlug;
  const complete = store.nextCursor === null;
  const whole = isWholeStore(query);
  // The whole list starts from the store's first page; its next pages come when asked for.
  const [wantsMore, setWantsMore] = useState(false);
  // Two hundred products at most: filtered on each render, no memo needed.
  const here = whole
    ? store.products
    : store.products.filter((p) => matchesListing(p, query, store.merchant.currency));

  const remote = useInfiniteQuery<
    TGetMicrositeProductsResponse,
    Error,
    Pages,
    readonly unknown[],
    string | null
  >({
    queryKey: storefrontKeys.products(slug, listingParams(query)),
    queryFn: ({ pageParam, signal }) =>
      getStoreProducts(slug, query, {
        cursor: pageParam,
        limit: whole ? undefined : LISTING_PAGE_SIZE,
        signal,
      }),
    initialPageParam: whole ? store.nextCursor : null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !complete && enabled && (!whole || wantsMore),
  });

  if (complete) {
    return {
      products: here,
      total: here.length,
      hasMore: false,
      loading: false,
      failed: false,
      error: null,
      loadMore: noop,
    };
  }
  const pages = remote.data?.pages ?? [];
  const fetched = pages.flatMap((page) => page.products);
  const loadMore = () => {
    if (whole && !wantsMore) setWantsMore(true);
    else if (remote.isError && pages.length === 0) void remote.refetch();
    else void remote.fetchNextPage();
  };
  const loading = remote.isFetching;
  const failed = remote.isError;
  const { error } = remote;
  if (whole) {
    const hasMore = pages.length === 0 || remote.hasNextPage;
    return {
      products: [...here, ...fetched],
      total: store.productTotal,
      hasMore,
      loading,
      failed,
      error,
      loadMore,
    };
  }
  if (pages.length === 0) {
    // Until the server answers (or while a menu section is not open): what is here.
    return {
      products: here.slice(0, LISTING_PAGE_SIZE),
      total: null,
      hasMore: false,
      loading,
      failed,
      error,
      loadMore,
    };
  }
  return {
    products: fetched,
    total: pages[0]!.total,
    hasMore: remote.hasNextPage,
    loading,
    failed,
    error,
    loadMore,
  };
}

const noop = () => {};
