import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { searchFold } from "#contracts/search-fold";

/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value. A search is plain text: LIKE's own
 * wildcards (% and _) and its escape character in it are matched as themselves.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * A shopper's or merchant's search on a column: the value contains `text`, in any case, with or
 * without accents ("jalapeno" finds "Jalapeño"): both folded by the one rule (migration 0031's
 * `search_fold`, `searchFold` here). The products' trigram index holds `search_fold(name)` and
 * `search_fold(description)`, so a product search written with this is answered by it.
 */
export const foldedContains = (column: SQLWrapper, text: string): SQL =>
  sql`search_fold(${column}) ilike ${containsPattern(searchFold(text))}`;
