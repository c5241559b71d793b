import { inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ads } from "#server/db/schema/ads";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";

/**
 * Which of these image addresses a product, ad or logo still shows. An uploaded image may be
 * pasted into several places (even another store's product), so it is removed only when nothing uses it.
 */
export async function imagesInUse(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .execute<{
      url: string;
    }>(sql`select ${products.imageUrl} as url from ${products} where ${inArray(products.imageUrl, urls)}
      union select ${ads.imageUrl} from ${ads} where ${inArray(ads.imageUrl, urls)}
      union select ${merchants.logoUrl} from ${merchants} where ${inArray(merchants.logoUrl, urls)}`)
    .then((r) => r.rows);
  return new Set(rows.map((r) => r.url));
}
