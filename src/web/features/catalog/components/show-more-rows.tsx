import { Button } from "#web/components/ui/button";
import { ROWS_PER_STEP } from "../hooks/use-render-limit";

/** Under a long list: how many rows are drawn, and a button that draws the next step. */
export function ShowMoreRows({
  shown,
  remaining,
  onShowMore,
}: {
  shown: number;
  remaining: number;
  onShowMore: () => void;
}) {
  if (remaining === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 pt-3 text-sm text-slate-600">
      <span>
        Showing the first {shown} of {shown + remaining}
      </span>
      <Button variant="outline" size="sm" onClick={onShowMore}>
        Show {Math.min(ROWS_PER_STEP, remaining)} more
      </Button>
    </div>
  );
}
