import { Ban, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/utils";

/**
 * Above the list: a box that selects every order shown (dashed when some are), and once any is
 * selected, how many and what can be done to them at once.
 */
export function OrdersSelectionBar({
  selected,
  shown,
  onSelectAll,
  onCancelSelected,
  onClear,
}: {
  selected: number;
  shown: number;
  onSelectAll: (all: boolean) => void;
  onCancelSelected: () => void;
  onClear: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && selected < shown;
  }, [selected, shown]);
  return (
    <section
      aria-label="Selected orders"
      className={cn(
        "flex min-h-12 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-1.5",
        selected > 0 ? "border-blue-200 bg-blue-50" : "border-slate-200 bg-white",
      )}
    >
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          ref={box}
          type="checkbox"
          className="h-5 w-5 cursor-pointer accent-blue-600"
          checked={shown > 0 && selected === shown}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all {shown} shown
      </label>
      {selected > 0 && (
        <>
          <p className="text-sm font-medium text-blue-900" data-testid="selected-orders" aria-live="polite">
            {selected} selected
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button size="sm" variant="destructive" onClick={onCancelSelected}>
              <Ban aria-hidden /> Cancel selected
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear}>
              <X aria-hidden /> Clear selection
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
