import { useCallback, useEffect, useState } from "react";
import { useLocation } from "#web/lib/router";
import { NO_FILTERS, type ProductFilters } from "../utils/product-filters";
import { useDebouncedSearch } from "./use-debounced-search";

/**
 * Search and filters by history entry: coming back from a product page (which unmounts the
 * microsite) finds the list as it was left.
 */
const browseMemory = new Map<string, { search: string; filters: ProductFilters }>();

/** The microsite's search (debounced 300 ms, spec section 4) and filters, remembered per history entry. */
export function useBrowseMemory() {
  const { key: entryKey } = useLocation();
  const search = useDebouncedSearch(300, browseMemory.get(entryKey)?.search);
  const [filters, setFilters] = useState<ProductFilters>(
    () => browseMemory.get(entryKey)?.filters ?? NO_FILTERS,
  );
  useEffect(() => {
    browseMemory.set(entryKey, { search: search.applied, filters });
  }, [entryKey, search.applied, filters]);
  const { reset } = search;
  /** Clears the search and the filters at once ('Clear All', and on the way home). */
  const clear = useCallback(() => {
    reset();
    setFilters(NO_FILTERS);
  }, [reset]);
  return { search, filters, setFilters, clear };
}
