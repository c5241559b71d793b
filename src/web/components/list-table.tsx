import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";

/**
 * A merchant list as a table on desktop widths, edge to edge in its card: the heading row `head`
 * and one body row per item. While another page or sort is on its way (`busy`) the rows shown are
 * the previous answer's, dimmed.
 */
export function ListTable({
  head,
  busy = false,
  children,
}: {
  head: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="-mx-5 overflow-x-auto border-t border-slate-200">
      <table
        className={cn("w-full border-collapse text-sm transition-opacity", busy && "opacity-60")}
        aria-busy={busy}
      >
        <thead className="bg-slate-50 text-start text-xs uppercase tracking-wide text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
