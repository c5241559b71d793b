import { useEffect, useRef } from "react";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";

/**
 * A row of category chips that scrolls sideways. With `active` it is a scroll-spy (the menu's
 * sticky tabs): the current chip is marked `aria-current` and kept in view inside the row.
 * Chips are buttons, so Tab reaches each and Enter or Space picks it; 44 px tall for thumbs.
 */
export function CategoryChips({
  label,
  items,
  onSelect,
  active,
  className,
}: {
  label: string;
  /** With a count, a chip says how many products it opens. */
  items: { id: string; name: string; count?: number }[];
  onSelect: (id: string) => void;
  active?: string;
  className?: string;
}) {
  const t = useT();
  const row = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);
  const firstId = items[0]?.id;
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // A row starts at its first chip: on the first render, with that chip current, there is nothing
    // to scroll, and measuring it would make the browser lay out the page in the middle of the
    // storefront's hydration (a forced layout of several milliseconds on a slow phone: issue 44).
    if (first && active === firstId) return;
    const strip = row.current;
    const chip = active ? strip?.querySelector<HTMLElement>("[aria-current=true]") : null;
    // Scroll the row only: scrollIntoView would also move the page and cut a smooth scroll short.
    if (strip && chip) strip.scrollTo({ left: chip.offsetLeft - (strip.clientWidth - chip.offsetWidth) / 2 });
  }, [active, firstId]);

  return (
    <nav aria-label={label} className={cn("-mx-4 sm:mx-0", className)}>
      <ul
        ref={row}
        className="relative flex gap-2 overflow-x-auto scroll-smooth px-4 py-1 [scrollbar-width:none] sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id} className="shrink-0">
              <button
                dir="auto"
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={current || undefined}
                className={cn(
                  "h-11 cursor-pointer whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--store-primary-strong)",
                  current
                    ? "border-transparent bg-(--store-primary-strong) text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-(--store-primary) hover:bg-(--store-primary-soft)",
                )}
              >
                {item.name}
                {item.count !== undefined && (
                  // Read as "Snacks 30 items"; seen as "Snacks 30".
                  <span className={cn("font-normal", current ? "text-white/80" : "text-slate-500")}>
                    {` ${item.count}`}
                    <span className="sr-only">{` ${t("store.chipItems", { count: item.count })}`}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
