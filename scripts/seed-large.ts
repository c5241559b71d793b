/**
 * `npm run seed:large`: a large dataset on PostgreSQL for scale measurements: 10,000 public stores
 * and 1,009,900 products (100 per store, and one store with 10,000, STORE_PRODUCT_LIMIT), written by
 * generate_series in a few statements. Then it times the storefront's uncached reads against it
 * (p50 of 25 runs), a search in the 10,000-product store among them (issue 26: at most 50 ms), and
 * the sitemaps: the index of 10,000 stores and the 10,000-product store's (issue 30: at most 50 ms).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run seed:large
 *
 * It writes into its own database, `storelaunch_large`, on the server DATABASE_URL names (created
 * when missing), never into the database the URL names: that is usually the one the tests and CI
 * use. Every store's password is `demo1234`. A database that already holds the set is only measured.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { LISTING_PAGE_SIZE } from "#contracts/product-listing";
import { hashPassword } from "#server/auth/password";
import { SITEMAP_BROTLI_QUALITY } from "#server/cache/sitemap-reads";
import { openPostgres } from "#server/db/client";
import { sitemapIndex, storeSitemap } from "#server/modules/sitemaps/service";
import { getMarketplace, getMicrosite, getMicrositeProducts } from "#server/modules/storefront/service";
import { TextBody } from "#server/text-body";
import { databaseUrlOn, onServer } from "../bench/support/postgres-server";

const STORES = Number(process.env.SEED_STORES ?? 10_000);
const PRODUCTS_PER_STORE = 100;
const BIG_STORE_SIZE = 10_000; // the first store: a store at STORE_PRODUCT_LIMIT

/** A storefront products request with no filter, a page as the storefront asks for one. */
const EVERY = { limit: LISTING_PAGE_SIZE, q: undefined, price: "all", availability: "all" } as const;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    "seed:large needs DATABASE_URL (PostgreSQL): 1,000,000 rows are not for the embedded database.",
  );
  process.exit(1);
}
const LARGE_DATABASE = "storelaunch_large";
const { rowCount } = await onServer(serverUrl, "select 1 from pg_database where datname = $1", [
  LARGE_DATABASE,
]);
if (!rowCount) await onServer(serverUrl, `create database ${LARGE_DATABASE}`);
console.log(`database ${LARGE_DATABASE} on ${new URL(serverUrl).host}`);
const database = await openPostgres(databaseUrlOn(serverUrl, LARGE_DATABASE));
const { db } = database;
try {
  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from merchants where business_slug like 'large-store-%'`,
  );
  if (Number(existing.rows[0]?.n ?? 0) === 0) {
    const started = performance.now();
    const password = await hashPassword("demo1234");
    await db.execute(sql`
      insert into merchants (email, business_name, business_slug, business_type, description, is_approved, status, theme)
      select 'large' || g || '@example.com',
             (array['Corner','Green','Harbor','Maple','Sunrise','Union','Village','Riverside'])[1 + g % 8]
               || ' ' || (array['Pharmacy','Kitchen','Market','Goods','Deli','Books'])[1 + g % 6] || ' ' || g,
             'large-store-' || lpad(g::text, 5, '0'),
             (array['pharmacy','restaurant','retail'])[1 + g % 3],
             'A store of the large dataset', true, 'approved',
             (array['blue','green','purple','orange','red','teal'])[1 + g % 6]
      from generate_series(1, ${STORES}) g`);
    // Each store's owner signs in with its email (decision 0059): a person with the store's id.
    await db.execute(sql`
      insert into people (id, email, password, name)
      select id, email, ${password}, business_name from merchants where business_slug like 'large-store-%'`);
    await db.execute(sql`
      insert into memberships (person_id, merchant_id, role)
      select id, id, 'owner' from merchants where business_slug like 'large-store-%'`);
    await db.execute(sql`
      insert into products (merchant_id, name, description, price, quantity, is_available)
      select m.id, 'Product ' || p, 'Item ' || p || ' of ' || m.business_name,
             round((1 + (p % 97) + (p % 7) * 0.25)::numeric, 2), (p % 50), p % 20 <> 0
      from merchants m cross join generate_series(1, ${PRODUCTS_PER_STORE}) p
      where m.business_slug like 'large-store-%'`);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${STORES} stores and their products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } else {
    console.log("the large dataset is already there: measuring only");
  }
  // A dataset from before issue 26 had a store of 5,000: it is filled up to 10,000 the same way.
  const added = await db.execute(sql`
    insert into products (merchant_id, name, description, price, quantity)
    select m.id, 'Extra product ' || p, 'Extra item ' || p || ' for the big store', (2 + p % 60)::numeric, p % 25
    from merchants m
    cross join generate_series(1, ${BIG_STORE_SIZE} - (select count(*)::int from products b where b.merchant_id = m.id)) p
    where m.business_slug = 'large-store-00001'`);
  if (added.rowCount) {
    await db.execute(sql`analyze products`);
    console.log(`the big store grew by ${added.rowCount} products to ${BIG_STORE_SIZE}`);
  }
  const counts = await db.execute<{ stores: number; products: number }>(
    sql`select (select count(*)::int from merchants) as stores, (select count(*)::int from products) as products`,
  );
  console.log(`database holds ${counts.rows[0]?.stores} stores and ${counts.rows[0]?.products} products`);

  async function p50(label: string, run: () => Promise<unknown>) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(58)} p50 ${times[12]!.toFixed(1)} ms`);
  }
  // Uncached: what the first visitor after a change waits for (the cache answers the rest).
  await p50("marketplace, first page of 60 (uncached)", () => getMarketplace(db, Date.now()));
  await p50("marketplace, search 'harbor' (uncached)", () =>
    getMarketplace(db, Date.now(), { q: "harbor", limit: 60 }),
  );
  await p50("store page, 100 products (uncached)", () => getMicrosite(db, "large-store-05000", Date.now()));
  await p50("store page, 10,000 products: first 200 (uncached)", () =>
    getMicrosite(db, "large-store-00001", Date.now()),
  );
  // Issue 26: a shopper's search over the 10,000, as the route runs it (a page of 60 and the count).
  const search = (q: string) => () => getMicrositeProducts(db, "large-store-00001", { ...EVERY, q });
  await p50("store search, 10,000 products: 'extra product 4321' (one)", search("extra product 4321"));
  await p50("store search, 10,000 products: 'item 12' (some)", search("item 12"));
  await p50("store search, 10,000 products: 'product' (all)", search("product"));
  await p50("store search, 10,000 products: 'zz' (none, too short to index)", search("zz"));
  await p50("store price band $10-$50 and in stock, 10,000 products", () =>
    getMicrositeProducts(db, "large-store-00001", { ...EVERY, price: "10-50", availability: "in-stock" }),
  );
  // Issue 30: the sitemaps as a cache miss makes them: queries, XML, and the brotli copy a crawler
  // asks for (made once per change, like the JSON's).
  const origin = "https://shop.example.com";
  const limits = { urlsPerSitemap: 50_000, productsPerStore: 10_000 };
  const sent = (xml: string) => new TextBody(xml, SITEMAP_BROTLI_QUALITY).for("br");
  await p50("sitemap index, 10,000 stores (uncached, compressed)", async () =>
    sent(await sitemapIndex(db, origin, 1, limits)),
  );
  await p50("store sitemap, 100 products (uncached, compressed)", async () =>
    sent((await storeSitemap(db, origin, "large-store-05000", 1, limits)).xml),
  );
  await p50("store sitemap, 10,000 products (uncached, compressed)", async () =>
    sent((await storeSitemap(db, origin, "large-store-00001", 1, limits)).xml),
  );
} finally {
  await database.close();
}
