import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TGetMicrositeProductsResponse } from "#contracts/storefront";
import { throwIfResNotOk } from "#web/lib/api-client";

async function getProductsPage(slug: string, cursor: string): Promise<TGetMicrositeProductsResponse> {
  const res = await fetch(
    `/api/microsite/${encodeURIComponent(slug)}/products?cursor=${encodeURIComponent(cursor)}`,
    { credentials: "include" },
  );
  await throwIfResNotOk(res);
  return res.json();
}

/** A large store's products after the first page the microsite came with, a page at a time. */
export const moreProductsQueryOptions = (slug: string, firstCursor: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/microsite", encodeURIComponent(slug), "products", firstCursor] as const,
    queryFn: ({ pageParam }) => getProductsPage(slug, pageParam),
    initialPageParam: firstCursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages beyond the first, fetched only when the shopper asks for more. */
export function useMoreProducts(slug: string, firstCursor: string | null) {
  const [requested, setRequested] = useState(false);
  const query = useInfiniteQuery({
    ...moreProductsQueryOptions(slug, firstCursor ?? ""),
    enabled: requested && firstCursor !== null,
  });
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const hasMore = firstCursor !== null && (!query.data || query.hasNextPage);
  return {
    products,
    hasMore,
    loading: query.isFetching,
    loadMore: () => (requested ? void query.fetchNextPage() : setRequested(true)),
  };
}
