import { Search, X } from "lucide-react";
import { useId, useRef } from "react";
import { useT } from "#web/lib/i18n/page-language";
import { useEarlyInput } from "#web/lib/use-early-input";

/** A labelled search box with a clear button. */
export function SearchInput({
  value,
  onChange,
  onClear,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The clear button; defaults to onChange(""). */
  onClear?: () => void;
  placeholder?: string;
  label?: string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, value, onChange);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label ?? t("store.searchProducts")}
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        ref={input}
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? t("store.searchProductsPlaceholder")}
        className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-10 text-base placeholder:text-slate-400 focus-visible:border-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--store-primary) [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={onClear ?? (() => onChange(""))}
          aria-label={t("store.clearSearch")}
          className="absolute end-1.5 top-1/2 grid h-8 w-8 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
