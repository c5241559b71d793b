import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ads } from "#server/db/schema/ads";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";

/**
 * Whether any product, ad or logo still shows this image address. An uploaded image may be pasted
 * into several places (even another store's product), so it is removed only when nothing uses it.
 */
export async function isImageInUse(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .execute<{ used: boolean }>(sql`select
      exists (select 1 from ${products} where ${eq(products.imageUrl, url)})
      or exists (select 1 from ${ads} where ${eq(ads.imageUrl, url)})
      or exists (select 1 from ${merchants} where ${eq(merchants.logoUrl, url)}) as used`)
    .then((r) => r.rows);
  return Boolean(row?.used);
}
