import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminMerchantDetail } from "#contracts/admin";
import { getJson } from "#web/lib/api-client";
import { adminKeys } from "./query-keys";

export const adminMerchantUrl = (id: string) => `/api/admin/merchants/${encodeURIComponent(id)}`;

/** One store as it registered, its people, and what the operators did to it (404: no such store). */
export const adminMerchantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.merchant(id),
    queryFn: () => getJson<TAdminMerchantDetail>(adminMerchantUrl(id)),
  });

export const useAdminMerchant = (id: string) => useQuery(adminMerchantQueryOptions(id));
