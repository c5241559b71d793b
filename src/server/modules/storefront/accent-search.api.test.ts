import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

/**
 * Issue 45, item 6: a search matches accented and unaccented forms, either way round, in the
 * store's listing, the marketplace and the merchant's catalog (migration 0031's search_fold).
 */
describeOnDrivers("a search with or without accents", (t) => {
  let slug: string;
  let merchant: TestClient;
  const names = (list: { name: string }[]) => list.map((p) => p.name).sort();
  const storeSearch = async (q: string) => {
    const res = await t.app.inject({ url: `/api/microsite/${slug}/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    return names(res.json().products);
  };

  beforeAll(async () => {
    const store = await createMerchant(t.database.db, { businessName: "Crêperie Élodie" });
    slug = store.businessSlug;
    await createProduct(t.database.db, store.id, { name: "Jalapeño Poppers" });
    await createProduct(t.database.db, store.id, { name: "Creme brulee", description: null });
    await createProduct(t.database.db, store.id, {
      name: "Galette",
      description: "Jambon, œuf et crème fraîche",
    });
    await createProduct(t.database.db, store.id, { name: "Plain Crepe", description: "Butter and sugar" });

    const registered = await registerMerchant(t.app);
    merchant = registered.client;
    await createProduct(t.database.db, registered.merchant.id, { name: "Piña Colada Mix" });
    await createProduct(t.database.db, registered.merchant.id, { name: "Pina Cooler" });
  });

  it("the store's listing finds a product whichever way its name or description is written", async () => {
    expect(await storeSearch("jalapeno")).toEqual(["Jalapeño Poppers"]);
    expect(await storeSearch("JALAPEÑO")).toEqual(["Jalapeño Poppers"]);
    expect(await storeSearch("crème brûlée")).toEqual(["Creme brulee"]);
    expect(await storeSearch("creme")).toEqual(["Creme brulee", "Galette"]);
    expect(await storeSearch("creperie")).toEqual([]);
    expect(await storeSearch("jalapena")).toEqual([]);
  });

  it("the marketplace finds a store by its name, or by a product it sells, without the accents", async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({ url: `/api/marketplace?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      return res.json().map((entry: { merchant: { businessName: string } }) => entry.merchant.businessName);
    };
    expect(await search("creperie elodie")).toEqual(["Crêperie Élodie"]);
    expect(await search("jalapeno")).toEqual(["Crêperie Élodie"]);
  });

  it("the merchant's catalog search matches both spellings", async () => {
    for (const q of ["pina", "piña", "PIÑA"]) {
      const res = await merchant.get(`/api/products/page?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(names(res.json().products), q).toEqual(["Pina Cooler", "Piña Colada Mix"]);
    }
  });

  it("a store's search is answered by its trigram index of the folded names", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<Record<string, string>>(sql`
        explain select id from products
        where merchant_id = gen_random_uuid() and search_fold(name) ilike '%jalapeno%'`);
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join("\n")).toContain("products_search_idx");
  });
});
