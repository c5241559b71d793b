import { Search } from "lucide-react";
import { useRef } from "react";
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, type BusinessType } from "#contracts/business-types";
import { useEarlyInput } from "#web/lib/use-early-input";

/** The marketplace's search box and business-type picker. */
export function MarketplaceFilters({
  search,
  onSearch,
  type,
  onType,
}: {
  search: string;
  onSearch: (value: string) => void;
  type: BusinessType | undefined;
  onType: (value: BusinessType | undefined) => void;
}) {
  const searchBox = useRef<HTMLInputElement>(null);
  const typePicker = useRef<HTMLSelectElement>(null);
  useEarlyInput(searchBox, search, onSearch);
  useEarlyInput(typePicker, type ?? "", (value) => onType((value || undefined) as BusinessType | undefined));
  return (
    <div className="mx-auto mb-6 flex max-w-2xl flex-col gap-3 sm:flex-row">
      <label className="relative flex-1">
        <span className="sr-only">Search stores</span>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          ref={searchBox}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search stores..."
          maxLength={100}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-base sm:text-sm focus-visible:outline-2 focus-visible:outline-blue-500"
        />
      </label>
      <label className="sm:w-48">
        <span className="sr-only">Business type</span>
        <select
          ref={typePicker}
          value={type ?? ""}
          onChange={(e) => onType((e.target.value || undefined) as BusinessType | undefined)}
          className="h-11 w-full cursor-pointer rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm focus-visible:outline-2 focus-visible:outline-blue-500"
        >
          <option value="">All types</option>
          {BUSINESS_TYPES.map((t) => (
            <option key={t} value={t}>
              {BUSINESS_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
