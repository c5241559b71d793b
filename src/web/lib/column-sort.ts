/** Which column a table is sorted by, and which way (the catalog's products, the customers). */
export interface ColumnSort<K extends string> {
  key: K;
  direction: "ascending" | "descending";
}

/** The next sort after a click on a column: ascending first, then descending, then ascending. */
export function nextSort<K extends string>(current: ColumnSort<K> | null, key: K): ColumnSort<K> {
  return current?.key === key && current.direction === "ascending"
    ? { key, direction: "descending" }
    : { key, direction: "ascending" };
}

/** The server's words for a direction (the `dir` of a paged list). */
export const serverDirection = (sort: ColumnSort<string>) =>
  sort.direction === "ascending" ? "asc" : "desc";
