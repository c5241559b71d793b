import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminMerchantList } from "#contracts/admin";
import type { BusinessType } from "#contracts/business-types";
import type { TStoreStatus } from "#contracts/store-status";
import { getJson } from "#web/lib/api-client";
import { adminKeys } from "./query-keys";

/** What the console asks of the stores list: a search, a status and a type (each optional). */
export interface AdminMerchantsQuery {
  q?: string;
  status?: TStoreStatus;
  type?: BusinessType;
}

/** The address of one page: `status=pending` is the approval queue, oldest first. */
export function adminMerchantsUrl({ q, status, type }: AdminMerchantsQuery, offset: number, limit: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (type) params.set("type", type);
  params.set("offset", String(offset));
  params.set("limit", String(limit));
  return `/api/admin/merchants?${params}`;
}

export const adminMerchantsQueryOptions = (query: AdminMerchantsQuery, offset: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.merchantsPage(query, offset, limit),
    queryFn: () => getJson<TAdminMerchantList>(adminMerchantsUrl(query, offset, limit)),
  });

/** One page of stores; while the next loads, the previous stays on screen. */
export const useAdminMerchants = (query: AdminMerchantsQuery, offset: number, limit: number) =>
  useQuery({ ...adminMerchantsQueryOptions(query, offset, limit), placeholderData: keepPreviousData });
