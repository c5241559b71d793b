import { useState } from "react";

/** How many rows the catalog draws at first, and adds per "Show more". */
export const ROWS_PER_STEP = 100;

/**
 * Draws a long list a step at a time. A catalog of thousands of rows took seconds to draw and
 * seconds more on every tick of a box; the rows not drawn still count for sorting, filtering and
 * "select all".
 */
export function useRenderLimit<T>(items: readonly T[], step = ROWS_PER_STEP) {
  const [limit, setLimit] = useState(step);
  return {
    shown: items.length > limit ? items.slice(0, limit) : items,
    remaining: Math.max(0, items.length - limit),
    showMore: () => setLimit((n) => n + step),
  };
}
