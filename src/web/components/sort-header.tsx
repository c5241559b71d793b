import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import type { ColumnSort } from "#web/lib/column-sort";
import { cn } from "#web/lib/utils";

/**
 * A column heading that sorts its table (the catalog's products, the customers); aria-sort tells
 * screen readers which way it is sorted.
 */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  align = "left",
  edge,
  children,
}: {
  column: K;
  sort: ColumnSort<K> | null;
  onSort: (column: K) => void;
  align?: "left" | "right";
  /** The table's first or last column: more room on that side, in line with the card's edge. */
  edge?: "start" | "end";
  children: ReactNode;
}) {
  const direction = sort?.key === column ? sort.direction : undefined;
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={cn(
        "py-2 font-medium",
        edge === "start" ? "pe-3 ps-5" : edge === "end" ? "pe-5 ps-3" : "px-3",
        align === "right" && "text-end",
      )}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          "-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-500",
          direction && "text-slate-900",
        )}
      >
        {children}
        <Icon className={cn("h-3.5 w-3.5", !direction && "text-slate-400")} aria-hidden />
      </button>
    </th>
  );
}
