import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { TCategory } from "#contracts/catalog";
import { ALL_PRODUCTS, PRODUCTS_PAGE_SIZE, type TProductsPage, UNCATEGORIZED } from "#contracts/catalog-page";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { searchText, useLastPageWhenPastEnd, useQueryPage } from "#web/lib/use-query-page";
import { type ProductsQuery, productsPagesQueryOptions, useProductsPage } from "../api/get-products-page";
import type { ProductFilter } from "../utils/filter-products";
import { nextSort, type ProductSort, type ProductSortKey, serverSort } from "../utils/sort-products";

/**
 * The catalog screen's list, searched (300 ms after typing stops), filtered and sorted on the
 * server: a page at a time in the table (`wide`), or pages added one after another on phones.
 * `summary` is the latest answer's counts and stats, kept while another query loads or fails.
 */
export function useCatalogListing({ wide, categories }: { wide: boolean; categories?: TCategory[] }) {
  const [search, setSearch] = useState("");
  const [chosenFilter, setFilter] = useState<ProductFilter>(ALL_PRODUCTS);
  const [sort, setSort] = useState<ProductSort | null>(null);
  const debounced = useDebouncedValue(search, 300);
  // A filter whose category was deleted falls back to All.
  const filter =
    !categories || [ALL_PRODUCTS, UNCATEGORIZED, ...categories.map((c) => c.id)].includes(chosenFilter)
      ? chosenFilter
      : ALL_PRODUCTS;
  const query: ProductsQuery = { q: searchText(debounced), category: filter, ...serverSort(sort) };

  const paging = useQueryPage(JSON.stringify(query));
  const { page, setPage } = paging;

  const table = useProductsPage(query, page * PRODUCTS_PAGE_SIZE, wide);
  const cards = useInfiniteQuery({
    ...productsPagesQueryOptions(query),
    enabled: !wide,
    placeholderData: keepPreviousData,
  });
  const current = wide ? table : cards;
  const answer: TProductsPage | undefined = wide ? table.data : cards.data?.pages[0];
  const summary = useRef<TProductsPage | undefined>(undefined);
  if (answer) summary.current = answer;

  const total = answer?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  // Products deleted meanwhile can leave the page past the end.
  useLastPageWhenPastEnd(paging, pageCount, wide && !table.isPlaceholderData && table.data !== undefined);

  return {
    search,
    setSearch,
    /** The search the list shows (typed, then settled). */
    appliedSearch: debounced,
    filter,
    setFilter,
    sort,
    sortBy: (column: ProductSortKey) => setSort((now) => nextSort(now, column)),
    /** What selects the listed products (a selection is made within one of these). */
    criteria: { q: query.q, category: query.category },
    summary: summary.current,
    products: wide ? table.data?.products : cards.data?.pages.flatMap((p) => p.products),
    total,
    page,
    pageCount,
    setPage,
    /** The shown rows are the previous query's while this one's are on their way. */
    loading: current.isFetching && current.isPlaceholderData,
    error: current.isError ? current.error : null,
    refetch: () => void current.refetch(),
    hasMore: cards.hasNextPage,
    loadingMore: cards.isFetchingNextPage,
    showMore: () => void cards.fetchNextPage(),
  };
}

export type CatalogListing = ReturnType<typeof useCatalogListing>;
