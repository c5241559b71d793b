import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { storeMoneyFormat } from "#contracts/display-locale";
import { type TMoneyFormat, US_DOLLARS } from "#contracts/money";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useParams } from "#web/lib/router";
import { micrositeQueryOptions } from "../api/get-microsite";

const storeFormats = (store: TGetMicrositeResponse | null) =>
  store ? { currency: store.merchant.currency, locale: store.merchant.locale } : null;

/**
 * How the storefront writes the store's money (issue 45): the currency and locale of the microsite's
 * merchant, read from the page's cached store (every storefront page has the slug in its address
 * and loads it; this only reads that cache, it never fetches), in the page's language (an Arabic
 * page of a US store: "ar-US"). US dollars until it has loaded, as every store was before.
 */
export function useStoreMoney(): TMoneyFormat {
  const { slug = "" } = useParams();
  const { language } = usePageLanguage();
  const { data } = useQuery({ ...micrositeQueryOptions(slug), select: storeFormats, enabled: false });
  return useMemo(() => (data ? storeMoneyFormat(data, language) : US_DOLLARS), [data, language]);
}
