/**
 * The one folding rule of every product and store search (issue 45, item 6): compatibility
 * decomposition, then the combining accents dropped, so that "jalapeno" finds "Jalapeño" and
 * "creme brulee" finds "Crème brûlée". The database's `search_fold` (migration 0031) is the same
 * rule, for the rows and the indexes; this one folds the text searched for, and the browser's own
 * matching. Case is left to the comparison (ILIKE, or lowercasing both sides).
 */
export const searchFold = (text: string): string => text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
