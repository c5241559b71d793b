import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import type { Db } from "./client";
import { pendingMigrations } from "./migration-status";

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../tests/fixtures/previous-release.sql",
);

/**
 * The dump's statements, run one by one so both drivers take them through the same query path. Its
 * session settings are left out: on a pool they would stick to one connection (an empty search_path
 * would then break the app's queries), and every name in the dump is schema-qualified anyway.
 */
function dumpStatements(): string[] {
  const text = readFileSync(FIXTURE, "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n");
  return text
    .split(/;\n/)
    .map((s) => s.trim())
    .filter((s) => s && !/^SET /.test(s) && !/^SELECT pg_catalog\.set_config/.test(s));
}

const countsOf = async (db: Db) => {
  const tables = ["merchants", "categories", "products", "orders", "order_items", "order_status_history"];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = result.rows[0]!.n;
  }
  return counts;
};

describe.each(DRIVERS)("upgrading a database the previous release created, on %s", (driver) => {
  let database: TestDatabase;
  let before: Record<string, number>;
  const empty = migrationsUpTo(0);
  beforeAll(async () => {
    // A database with no tables; the migrator made its bookkeeping schema, which the dump brings.
    database = await openTestDatabase(driver, { migrationsFolder: empty });
    await database.db.execute(sql`drop schema drizzle cascade`);
    for (const statement of dumpStatements()) await database.db.execute(sql.raw(statement));
    before = await countsOf(database.db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it("applies this release's migrations, keeping every row", async () => {
    expect(before).toMatchObject({ merchants: 4, products: 39, orders: 4 });
    expect(await pendingMigrations(database.db)).toBeGreaterThan(0);
    await database.migrate();
    expect(await pendingMigrations(database.db)).toBe(0);
    expect(await countsOf(database.db)).toEqual(before);
    const stores = await database.db.execute<{
      business_slug: string;
      is_approved: boolean;
      suspended_at: unknown;
    }>(sql`select business_slug, is_approved, suspended_at from merchants order by business_slug`);
    expect(stores.rows).toEqual(
      ["bella-napoli", "corner-bakery", "greenleaf-pharmacy", "urban-threads"].map((slug) => ({
        business_slug: slug,
        is_approved: true,
        suspended_at: null,
      })),
    );
  });

  it("serves the old stores, orders and accounts through the app", async () => {
    const app = await buildTestApp(database, testConfig());
    try {
      const store = await app.inject({ url: "/api/microsite/corner-bakery" });
      expect(store.statusCode).toBe(200);
      expect(store.json().products.map((p: { name: string }) => p.name)).toEqual(["Sourdough loaf"]);

      const tracked = await app.inject({ url: "/api/microsite/greenleaf-pharmacy/orders/9B489E1A" });
      expect(tracked.statusCode).toBe(200);
      expect(tracked.json()).toMatchObject({ status: "confirmed", totalAmount: "22.97" });

      // Password hashes made by the old release still sign in.
      const pharmacy = new TestClient(app);
      expect(
        (await pharmacy.post("/api/login", { email: "pharmacy@demo.store", password: "demo1234" }))
          .statusCode,
      ).toBe(200);
      const orders = await pharmacy.get("/api/merchant/orders");
      expect(orders.statusCode).toBe(200);
      const statuses = orders
        .json()
        .map((o: { trackingCode: string; status: string; customer: { name: string } }) => [
          o.trackingCode,
          o.status,
          o.customer.name,
        ]);
      expect(statuses).toEqual(
        expect.arrayContaining([
          ["9B489E1A", "confirmed", "Grace Hopper"],
          ["1A13D804", "cancelled", expect.any(String)],
        ]),
      );
      const baker = new TestClient(app);
      expect(
        (await baker.post("/api/login", { email: "corner@example.com", password: "secret123" })).statusCode,
      ).toBe(200);

      // New rows go in beside the old ones (sequences and defaults intact).
      const { products } = store.json() as { products: { id: string }[] };
      const placed = await new TestClient(app).post("/api/orders", {
        merchantSlug: "corner-bakery",
        customer: { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way" },
        items: [{ productId: products[0]!.id, quantity: 2 }],
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ totalAmount: "13.00" });
    } finally {
      await app.close();
    }
  });
});
