import { PRODUCTS_PAGE_SIZE } from "#contracts/catalog-page";
import { Button } from "#web/components/ui/button";

/** Under the phone's cards: how many are loaded, and a button that loads the next page after them. */
export function ShowMoreRows({
  shown,
  total,
  loading,
  onShowMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onShowMore: () => void;
}) {
  const remaining = total - shown;
  if (remaining <= 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 pt-3 text-sm text-slate-600">
      <span>
        Showing the first {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </span>
      <Button variant="outline" size="sm" disabled={loading} onClick={onShowMore}>
        {loading ? "Loading..." : `Show ${Math.min(PRODUCTS_PAGE_SIZE, remaining)} more`}
      </Button>
    </div>
  );
}
