import { Loader2 } from "lucide-react";
import { Button } from "#web/components/ui/button";

/**
 * "Load more" under a list read a page at a time (an infinite query: orders, the activity log, the
 * operators' record): shown while there is a next page, busy while it comes.
 */
export function LoadMoreButton({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />} Load more
    </Button>
  );
}
