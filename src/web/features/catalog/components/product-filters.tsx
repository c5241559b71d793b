import { Search } from "lucide-react";
import type { TCategory } from "#contracts/catalog";
import { ALL_PRODUCTS, UNCATEGORIZED } from "#contracts/catalog-page";
import { Input } from "#web/components/ui/input";
import { cn } from "#web/lib/utils";
import type { ProductFilter } from "../utils/filter-products";

function FilterButton({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors",
        active
          ? "border-blue-600 bg-blue-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
      )}
    >
      {label}
      <span
        className={cn(
          "rounded-full px-1.5 text-xs tabular-nums",
          active ? "bg-blue-800 text-white" : "bg-slate-100 text-slate-700",
        )}
      >
        {count}
      </span>
    </button>
  );
}

/** The search box and the filter buttons All, each category and Uncategorized, with counts. */
export function ProductFilters({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  categories,
  counts,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  filter: ProductFilter;
  onFilterChange: (filter: ProductFilter) => void;
  categories: TCategory[];
  counts: Record<ProductFilter, number>;
}) {
  const options = [
    { value: ALL_PRODUCTS, label: "All" },
    ...categories.map((c) => ({ value: c.id, label: c.name })),
    { value: UNCATEGORIZED, label: "Uncategorized" },
  ];
  return (
    <div className="grid gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <Input
          id="product-search"
          type="search"
          placeholder="Search by name or description"
          maxLength={100}
          className="pl-9"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      <fieldset className="-mx-4 min-w-0 px-4 sm:mx-0 sm:px-0">
        <legend className="sr-only">Filter by category</legend>
        <div className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
          {options.map((option) => (
            <FilterButton
              key={option.value}
              label={option.label}
              count={counts[option.value] ?? 0}
              active={filter === option.value}
              onClick={() => onFilterChange(option.value)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
