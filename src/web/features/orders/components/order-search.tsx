import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { MAX_ORDER_SEARCH, ZOrderSearch } from "#contracts/order-management";
import { Input } from "#web/components/ui/input";
import { useDebouncedValue } from "#web/lib/use-debounced-value";

/**
 * The Orders tab's search: any number the order was shown with (the dashboard's, the customer's
 * "#C35A37D6", the tracking code), read as the server reads `q`. Sent 300 ms after typing stops
 * (the spec's search debounce); what can be no number is said under the box and never sent.
 */
export function OrderSearch({ onSearch }: { onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState("");
  const typed = useDebouncedValue(text);
  const parsed = ZOrderSearch.safeParse(typed);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const q = parsed.success ? parsed.data : undefined;
  useEffect(() => {
    if (!problem) onSearch(q);
  }, [q, problem, onSearch]);

  return (
    <div className="grid gap-1">
      <label htmlFor="order-search" className="text-sm font-medium text-slate-700">
        Find an order
      </label>
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id="order-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Order number or tracking code"
          maxLength={MAX_ORDER_SEARCH + 4}
          className="pl-9"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "order-search-problem" : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {problem && (
        <p id="order-search-problem" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
