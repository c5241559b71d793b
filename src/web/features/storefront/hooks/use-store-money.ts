import { useQuery } from "@tanstack/react-query";
import { storeMoneyFormat } from "#contracts/display-locale";
import { type TMoneyFormat, US_DOLLARS } from "#contracts/money";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { useParams } from "#web/lib/router";
import { micrositeQueryOptions } from "../api/get-microsite";

const storeMoney = (store: TGetMicrositeResponse | null): TMoneyFormat | null =>
  store ? storeMoneyFormat(store.merchant) : null;

/**
 * How the storefront writes the store's money (issue 45): the currency and locale of the microsite's
 * merchant, read from the page's cached store (every storefront page has the slug in its address
 * and loads it; this only reads that cache, it never fetches). US dollars until it has loaded, as
 * every store was before.
 */
export function useStoreMoney(): TMoneyFormat {
  const { slug = "" } = useParams();
  const { data } = useQuery({ ...micrositeQueryOptions(slug), select: storeMoney, enabled: false });
  return data ?? US_DOLLARS;
}
