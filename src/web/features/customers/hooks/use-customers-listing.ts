import { useState } from "react";
import { CUSTOMERS_PAGE_SIZE, type TCustomerSortKey } from "#contracts/customers";
import { nextSort } from "#web/lib/column-sort";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { searchText, useLastPageWhenPastEnd, useQueryPage } from "#web/lib/use-query-page";
import { type CustomersQuery, useCustomers } from "../api/get-customers";
import { type CustomerSort, LATEST_FIRST, toServerSort } from "../utils/customer-sort";

/**
 * The Customers screen's list, searched (300 ms after typing stops), sorted and paged on the
 * server, 50 at a time. A new search or sort starts again at the first page.
 */
export function useCustomersListing() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<CustomerSort>(LATEST_FIRST);
  const debounced = useDebouncedValue(search, 300);
  const query: CustomersQuery = { q: searchText(debounced), ...toServerSort(sort) };

  const paging = useQueryPage(JSON.stringify(query));
  const { page, setPage } = paging;

  const list = useCustomers(query, page * CUSTOMERS_PAGE_SIZE);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  // Fewer matches than before can leave the page past the end.
  useLastPageWhenPastEnd(paging, pageCount, !list.isPlaceholderData && list.data !== undefined);

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
