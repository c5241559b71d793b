/**
 * `npm run bench:catalog`: the catalog screen's requests for a store of 100 products and one of
 * 10,000 (the store limit), through the real HTTP layer (app.inject), p50 of 30 runs each, and the
 * ratio of the two: issue 26 asks that 10,000 products open as fast as 100. GET /api/health is
 * measured in the same run as the reference (these machines are shared and noisy: read the ratios),
 * and GET /api/products (the whole catalog, what the screen loaded before) for comparison.
 *
 *   npm run bench:catalog                                  # PGlite
 *   DATABASE_URL=postgres://… npm run bench:catalog        # PostgreSQL
 *   BENCH_RUNS=50 BENCH_LARGE=5000 npm run bench:catalog
 */
import { performance } from "node:perf_hooks";
import { createCategory, createProducts } from "#tests/helpers/factories";
import { createTestApp, registerMerchant } from "#tests/helpers/test-app";
import { compareStoreSizes, lastPageOffset, type SizedStore } from "./support/store-sizes";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SMALL = 100;
const LARGE = Number(process.env.BENCH_LARGE ?? 10_000);
const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
const WORDS = ["garden", "kitchen", "bath", "office", "toy", "pet", "sport", "tool", "light", "shelf"];

const t = await createTestApp(driver, { limits: { productsPerStore: LARGE } });
try {
  /** A signed-in store with `count` products in 8 categories (a quarter uncategorized), as uploads make them. */
  async function store(count: number): Promise<SizedStore> {
    const { client, merchant } = await registerMerchant(t.app);
    const db = t.database.db;
    const categories = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createCategory(db, merchant.id, { name: `Aisle ${i + 1}` })),
    );
    const start = Date.now() - count * 60_000;
    await createProducts(db, merchant.id, count, (i) => ({
      name: `${WORDS[i % WORDS.length]} item ${i + 1}`,
      description: `A ${WORDS[(i * 7) % WORDS.length]} thing, batch ${i % 97}`,
      price: (1 + ((i * 7919) % 50_000) / 100).toFixed(2),
      discountPrice: i % 6 === 0 ? "0.99" : null,
      quantity: i % 13 === 0 ? null : i % 40,
      isAvailable: i % 5 !== 0,
      categoryId: i % 4 === 0 ? null : categories[i % 8]!.id,
      // A CSV upload's rows share one moment: a tenth of the catalog came in one upload.
      createdAt: new Date(i < count / 10 ? start : start + i * 60_000),
    }));
    return { client, size: count };
  }

  const seeded = performance.now();
  const small = await store(SMALL);
  const large = await store(LARGE);
  console.log(
    `seeded ${SMALL} + ${LARGE} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${driver})`,
  );

  await compareStoreSizes(
    driver,
    RUNS,
    [small, large],
    [
      { label: "GET /api/health (reference)", url: () => "/api/health" },
      { label: "open: first page, newest first", url: () => "/api/products/page" },
      { label: "search 'garden'", url: () => "/api/products/page?q=garden" },
      { label: "filter: uncategorized", url: () => "/api/products/page?category=uncategorized" },
      { label: "sort by name", url: () => "/api/products/page?sort=name" },
      {
        label: "sort by price, last page",
        url: (s) => `/api/products/page?sort=price&offset=${lastPageOffset(s.size)}`,
      },
      { label: "sort by category, desc", url: () => "/api/products/page?sort=category&dir=desc" },
      { label: "select all: ids", url: () => "/api/products/ids" },
      { label: "GET /api/products (whole list)", url: () => "/api/products" },
    ],
  );
} finally {
  await t.close();
}
