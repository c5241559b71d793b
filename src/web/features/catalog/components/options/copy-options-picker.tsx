import { useQuery } from "@tanstack/react-query";
import { Copy, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { ALL_PRODUCTS, MAX_PRODUCTS_PAGE } from "#contracts/catalog-page";
import { optionGroupsOf } from "#contracts/product-options";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { productsPageQueryOptions } from "#web/features/catalog/api/get-products-page";
import { errorMessage } from "#web/lib/api-client";
import { useDebouncedValue } from "#web/lib/use-debounced-value";

/** "Size (3) · Extra (2)": a product's groups and how many options each has. */
const groupsSummary = (product: TProduct) =>
  optionGroupsOf(product)
    .map((group) => `${group.name} (${group.options.length})`)
    .join(" · ");

/** The merchant's products that have option groups, found by the catalog's own search. */
function useProductsWithOptions(search: string, exceptId: string | null) {
  const q = useDebouncedValue(search.trim(), 300);
  const found = useQuery(
    productsPageQueryOptions({ q, category: ALL_PRODUCTS, sort: "name", dir: "asc" }, 0, MAX_PRODUCTS_PAGE),
  );
  const products = found.data?.products.filter(
    (product) => product.id !== exceptId && optionGroupsOf(product).length > 0,
  );
  return { products, error: found.error, searching: q !== search.trim() || found.isFetching };
}

function Results({
  search,
  exceptId,
  onPick,
}: {
  search: string;
  exceptId: string | null;
  onPick: (product: TProduct) => void;
}) {
  const { products, error, searching } = useProductsWithOptions(search, exceptId);
  if (error)
    return (
      <p role="alert" className="text-sm text-red-600">
        Could not load your products: {errorMessage(error)}
      </p>
    );
  if (!products)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading your products...
      </p>
    );
  if (products.length === 0)
    return (
      <p role="status" className="text-sm text-slate-500">
        {searching
          ? "Searching..."
          : search.trim()
            ? `No product with options matches "${search.trim()}".`
            : "None of your other products has options yet."}
      </p>
    );
  return (
    <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Products with options">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            className="grid min-h-11 w-full cursor-pointer rounded-lg px-3 py-2 text-left hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-500"
            onClick={() => onPick(product)}
          >
            <span className="truncate text-sm font-medium text-slate-900">{product.name}</span>
            <span className="truncate text-xs text-slate-500">{groupsSummary(product)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Copy options from another product" (every pizza has the same sizes): a search over the
 * merchant's products that lists those with groups; picking one hands its groups over to be copied.
 */
export function CopyOptionsPicker({
  exceptId,
  onCopy,
}: {
  /** The product being edited: its own groups are already here. */
  exceptId: string | null;
  onCopy: (product: TProduct) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const toggle = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) searchBox.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setSearch("");
    toggle.current?.focus();
  };
  return (
    <div className="grid gap-2">
      <Button
        ref={toggle}
        variant="outline"
        className="justify-self-start max-sm:w-full"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Copy aria-hidden /> Copy options from another product
      </Button>
      {open && (
        <section
          id={`${id}-panel`}
          aria-label="Copy options from another product"
          className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50/50 p-3"
        >
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search your products
            </label>
            <div className="relative min-w-0 flex-1">
              <Search
                className="absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                ref={searchBox}
                id={`${id}-search`}
                type="search"
                className="pl-9"
                placeholder="Search your products"
                autoComplete="off"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <Button variant="ghost" size="icon" aria-label="Close copying options" onClick={close}>
              <X aria-hidden />
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            Its groups are added here as new ones; stock counts are not copied.
          </p>
          <Results
            search={search}
            exceptId={exceptId}
            onPick={(product) => {
              onCopy(product);
              close();
            }}
          />
        </section>
      )}
    </div>
  );
}
