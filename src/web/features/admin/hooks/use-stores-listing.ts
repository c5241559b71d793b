import { useState } from "react";
import type { BusinessType } from "#contracts/business-types";
import type { TStoreStatus } from "#contracts/store-status";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { searchText, useLastPageWhenPastEnd, useQueryPage } from "#web/lib/use-query-page";
import { type AdminMerchantsQuery, useAdminMerchants } from "../api/get-merchants";

export const STORES_PAGE_SIZE = 25;

/**
 * The Stores tab's list (issue 47 item 4): searched by name, email or slug (300 ms after typing
 * stops), filtered by status and type, paged on the server. A new search or filter starts again at
 * the first page. Kept by the tab, so "Back to stores" returns to where the operator was.
 */
export function useStoresListing() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<TStoreStatus | "">("");
  const [type, setType] = useState<BusinessType | "">("");
  const debounced = useDebouncedValue(search, 300);
  const query: AdminMerchantsQuery = {
    ...(searchText(debounced) ? { q: searchText(debounced) } : {}),
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
  };
  const paging = useQueryPage(JSON.stringify(query));
  const list = useAdminMerchants(query, paging.page * STORES_PAGE_SIZE, STORES_PAGE_SIZE);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STORES_PAGE_SIZE));
  useLastPageWhenPastEnd(paging, pageCount, !list.isPlaceholderData && list.data !== undefined);
  return {
    search,
    setSearch,
    status,
    setStatus,
    type,
    setType,
    /** A search or a filter is applied: an empty answer is "no match", not "no stores". */
    filtered: Object.keys(query).length > 0,
    stores: list.data?.merchants,
    total,
    page: paging.page,
    pageCount,
    setPage: paging.setPage,
    /** The rows shown are the previous query's while this one's are on their way. */
    loading: list.isFetching && list.isPlaceholderData,
    error: list.isError ? list.error : null,
    refetch: () => void list.refetch(),
  };
}

export type StoresListing = ReturnType<typeof useStoresListing>;
