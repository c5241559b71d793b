import { useCallback, useEffect, useState } from "react";

/** A search as the server reads it: plain text (control characters, which it refuses, as spaces). */
export const searchText = (typed: string) => typed.replace(/\p{Cc}/gu, " ").trim();

/**
 * The page of a list paged on the server, which belongs to its query (`queryKey`): a new search,
 * filter or sort starts again at the first page.
 */
export function useQueryPage(queryKey: string) {
  const [paging, setPaging] = useState({ queryKey, page: 0 });
  const page = paging.queryKey === queryKey ? paging.page : 0;
  const setPage = useCallback((next: number) => setPaging({ queryKey, page: next }), [queryKey]);
  return { page, setPage };
}

/**
 * Rows gone meanwhile (deleted, or fewer matches) can leave the page past the end: once the answer
 * for this page has come (`settled`), go to the last page there is.
 */
export function useLastPageWhenPastEnd(
  { page, setPage }: ReturnType<typeof useQueryPage>,
  pageCount: number,
  settled: boolean,
) {
  const pastEnd = settled && page >= pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount - 1);
  }, [pastEnd, pageCount, setPage]);
}
