import { useEffect, useState } from "react";
import { CUSTOMERS_PAGE_SIZE, type TCustomerSortKey } from "#contracts/customers";
import { nextSort } from "#web/lib/column-sort";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { type CustomersQuery, useCustomers } from "../api/get-customers";
import { type CustomerSort, LATEST_FIRST, toServerSort } from "../utils/customer-sort";

/** The search as the server reads it: plain text (control characters, which it refuses, as spaces). */
const searchText = (typed: string) => typed.replace(/\p{Cc}/gu, " ").trim();

/**
 * The Customers screen's list, searched (300 ms after typing stops), sorted and paged on the
 * server, 50 at a time. A new search or sort starts again at the first page.
 */
export function useCustomersListing() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<CustomerSort>(LATEST_FIRST);
  const debounced = useDebouncedValue(search, 300);
  const query: CustomersQuery = { q: searchText(debounced), ...toServerSort(sort) };

  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ queryKey, page: 0 });
  const page = paging.queryKey === queryKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ queryKey, page: next });

  const list = useCustomers(query, page * CUSTOMERS_PAGE_SIZE);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  // Fewer matches than before can leave the page past the end: go to the last one there is.
  const pastEnd = !list.isPlaceholderData && list.data !== undefined && page >= pageCount;
  useEffect(() => {
    if (pastEnd) setPaging({ queryKey, page: pageCount - 1 });
  }, [pastEnd, queryKey, pageCount]);

  return {
    search,
    setSearch,
    /** The search the list shows (typed, then settled). */
    appliedSearch: query.q,
    query,
    sort,
    /** A click on a column heading: ascending, then descending. */
    sortBy: (column: TCustomerSortKey) => setSort((now) => nextSort(now, column)),
    /** The phone's sort picker: a column and a direction at once. */
    setSort,
    customers: list.data?.customers,
    total,
    page,
    pageCount,
    setPage,
    /** The shown rows are the previous query's while this one's are on their way. */
    loading: list.isFetching && list.isPlaceholderData,
    error: list.isError ? list.error : null,
    refetch: () => void list.refetch(),
  };
}

export type CustomersListing = ReturnType<typeof useCustomersListing>;
