import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";

/**
 * A pager button. At the first or last page it is marked disabled but keeps its focus, so pressing
 * Next again and again with the keyboard never drops focus onto the page.
 */
function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={disabled}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => !disabled && onClick()}
    >
      {children}
    </Button>
  );
}

/**
 * Under a table paged on the server (the catalog's products, the customers): which rows these are,
 * and First, Previous, "Page X of Y", Next and Last.
 */
export function TablePager({
  label,
  page,
  pageCount,
  pageSize,
  total,
  onPage,
}: {
  /** What the pages hold, for screen readers: "Product pages". */
  label: string;
  /** From 0. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const n = (count: number) => count.toLocaleString("en-US");
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const atStart = page === 0;
  const atEnd = page >= pageCount - 1;
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm text-slate-600"
    >
      <p>
        {n(first)}–{n(last)} of {n(total)}
      </p>
      <div className="flex items-center gap-1.5">
        <PageButton label="First page" disabled={atStart} onClick={() => onPage(0)}>
          <ChevronsLeft aria-hidden />
        </PageButton>
        <PageButton disabled={atStart} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> Previous
        </PageButton>
        <p className="px-2 tabular-nums text-slate-700" aria-live="polite" data-testid="page-status">
          Page {n(page + 1)} of {n(pageCount)}
        </p>
        <PageButton disabled={atEnd} onClick={() => onPage(page + 1)}>
          Next <ChevronRight className="rtl:-scale-x-100" aria-hidden />
        </PageButton>
        <PageButton label="Last page" disabled={atEnd} onClick={() => onPage(pageCount - 1)}>
          <ChevronsRight aria-hidden />
        </PageButton>
      </div>
    </nav>
  );
}
