import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGetMicrositeProductResponse, TGetMicrositeResponse } from "#contracts/storefront";
import { getJsonOrNull } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

/** One available product of one public store. */
export const getMicrositeProduct = (slug: string, productId: string) =>
  getJsonOrNull<TGetMicrositeProductResponse>(
    `/api/microsite/${encodeURIComponent(slug)}/product/${encodeURIComponent(productId)}`,
  );

export const micrositeProductQueryOptions = (slug: string, productId: string) =>
  queryOptions({
    queryKey: storefrontKeys.product(slug, productId),
    queryFn: () => getMicrositeProduct(slug, productId),
  });

/**
 * The product, fetched fresh (stock may have changed); when the store page is already loaded its
 * copy is shown meanwhile, so opening a product from the store is instant.
 */
export function useMicrositeProduct(slug: string, productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...micrositeProductQueryOptions(slug, productId),
    placeholderData: () =>
      queryClient
        .getQueryData<TGetMicrositeResponse | null>(storefrontKeys.store(slug))
        ?.products.find((p) => p.id === productId),
  });
}
