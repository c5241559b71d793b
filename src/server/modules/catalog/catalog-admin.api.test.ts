import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TBulkProductsResponse } from "#contracts/catalog-admin";
import { CATALOG_MESSAGES, MAX_BULK_PRODUCTS } from "#contracts/catalog-messages";
import { categories } from "#server/db/schema/categories";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createCategory, createMerchant, createOrder, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const fakeIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

/** The bulk product actions and the categories' order: merchant-scoped, validated, never a 5xx. */
describeOnDrivers("catalog admin API", (t) => {
  /** A signed-in merchant with three products, and another store with one product and one category. */
  async function twoStores() {
    const { client, merchant } = await registerMerchant(t.app);
    const db = t.database.db;
    const mine = await Promise.all(
      [1, 2, 3].map((i) => createProduct(db, merchant.id, { name: `Mine ${i}` })),
    );
    const other = await createMerchant(db);
    const theirs = await createProduct(db, other.id, { name: "Theirs" });
    const theirCategory = await createCategory(db, other.id, { name: "Their category" });
    return { client, merchant, mine, theirs, theirCategory };
  }
  const productRow = async (id: string) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0];

  describe("POST /api/products/bulk", () => {
    it("refuses a signed-out caller and a request without the CSRF token", async () => {
      const anonymous = await new TestClient(t.app).post("/api/products/bulk", {
        ids: [MISSING_ID],
        action: "delete",
      });
      expect(anonymous.statusCode).toBe(401);
      const { client, mine } = await twoStores();
      const noToken = await client.request(
        "POST",
        "/api/products/bulk",
        { ids: [mine[0]!.id], action: "delete" },
        { csrf: false },
      );
      expect(noToken.statusCode).toBe(403);
      expect(await productRow(mine[0]!.id)).toBeDefined();
    });

    it("makes the selection unavailable and available again in one request, leaving another store's product alone", async () => {
      const { client, mine, theirs } = await twoStores();
      const ids = [mine[0]!.id, mine[1]!.id.toUpperCase(), theirs.id, MISSING_ID];
      const off = await client.post("/api/products/bulk", { ids, action: "unavailable" });
      expect(off.statusCode, off.body).toBe(200);
      const body: TBulkProductsResponse = off.json();
      expect(body.action).toBe("unavailable");
      expect(body.productIds.sort()).toEqual([mine[0]!.id, mine[1]!.id].sort());
      expect(body).toMatchObject({ keptWithOrders: [], notFound: 2 });
      expect((await productRow(mine[0]!.id))!.isAvailable).toBe(false);
      expect((await productRow(mine[1]!.id))!.isAvailable).toBe(false);
      expect((await productRow(mine[2]!.id))!.isAvailable).toBe(true);
      const untouched = await productRow(theirs.id);
      expect(untouched!.isAvailable).toBe(true);
      expect(untouched!.updatedAt).toEqual(theirs.updatedAt);

      const on = await client.post("/api/products/bulk", { ids: [mine[0]!.id], action: "available" });
      expect(on.json()).toMatchObject({ productIds: [mine[0]!.id], notFound: 0 });
      expect((await productRow(mine[0]!.id))!.isAvailable).toBe(true);
    });

    it("hides the products from the store at once (the storefront's cache is dropped)", async () => {
      const { client, merchant, mine } = await twoStores();
      const store = () => t.app.inject({ url: `/api/microsite/${merchant.businessSlug}` });
      expect((await store()).json().products).toHaveLength(3);
      await client.post("/api/products/bulk", { ids: [mine[0]!.id, mine[1]!.id], action: "unavailable" });
      expect((await store()).json().products.map((p: { name: string }) => p.name)).toEqual(["Mine 3"]);
    });

    it("moves the selection into one of the merchant's categories, and out of any category with null", async () => {
      const { client, merchant, mine, theirs, theirCategory } = await twoStores();
      const drinks = await createCategory(t.database.db, merchant.id, { name: "Drinks" });
      const ids = [mine[0]!.id, mine[1]!.id, theirs.id];
      const moved = await client.post("/api/products/bulk", {
        ids,
        action: "category",
        categoryId: drinks.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ notFound: 1 });
      expect((await productRow(mine[0]!.id))!.categoryId).toBe(drinks.id);
      expect((await productRow(mine[1]!.id))!.categoryId).toBe(drinks.id);
      expect((await productRow(theirs.id))!.categoryId).toBeNull();

      const cleared = await client.post("/api/products/bulk", { ids, action: "category", categoryId: null });
      expect(cleared.statusCode).toBe(200);
      expect((await productRow(mine[0]!.id))!.categoryId).toBeNull();

      // Another store's category is "not found", like an unknown one; nothing moves.
      for (const categoryId of [theirCategory.id, MISSING_ID, "not-a-uuid"]) {
        const refused = await client.post("/api/products/bulk", { ids, action: "category", categoryId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(CATALOG_MESSAGES.categoryNotFound);
      }
      expect((await productRow(mine[0]!.id))!.categoryId).toBeNull();
    });

    it("deletes the selection but keeps ordered products (and never another store's)", async () => {
      const { client, merchant, mine, theirs } = await twoStores();
      await createOrder(t.database.db, merchant.id, {}, [mine[2]!]);
      const ids = [...mine.map((p) => p.id), theirs.id];
      const res = await client.post("/api/products/bulk", { ids, action: "delete" });
      expect(res.statusCode, res.body).toBe(200);
      const body: TBulkProductsResponse = res.json();
      expect(body.productIds.sort()).toEqual([mine[0]!.id, mine[1]!.id].sort());
      expect(body.keptWithOrders).toEqual([mine[2]!.id]);
      expect(body.notFound).toBe(1);
      const left = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids));
      expect(left.map((r) => r.id).sort()).toEqual([mine[2]!.id, theirs.id].sort());
    });

    it("names a product twice and changes it once; takes exactly the cap", async () => {
      const { client, mine } = await twoStores();
      const twice = await client.post("/api/products/bulk", {
        ids: [mine[0]!.id, mine[0]!.id, ` ${mine[0]!.id} `],
        action: "unavailable",
      });
      expect(twice.json()).toMatchObject({ productIds: [mine[0]!.id], notFound: 0 });
      const atCap = await client.post("/api/products/bulk", {
        ids: [mine[1]!.id, ...fakeIds(MAX_BULK_PRODUCTS - 1)],
        action: "delete",
      });
      expect(atCap.statusCode).toBe(200);
      expect(atCap.json()).toMatchObject({ productIds: [mine[1]!.id], notFound: MAX_BULK_PRODUCTS - 1 });
    });

    it.each([
      [{ ids: [], action: "delete" }, CATALOG_MESSAGES.bulkNoProducts],
      [{ ids: fakeIds(MAX_BULK_PRODUCTS + 1), action: "delete" }, CATALOG_MESSAGES.bulkTooManyProducts],
      [{ ids: "all", action: "delete" }, CATALOG_MESSAGES.bulkProductId],
      [{ ids: ["not-a-uuid"], action: "delete" }, CATALOG_MESSAGES.bulkProductId],
      [{ ids: [42], action: "delete" }, CATALOG_MESSAGES.bulkProductId],
      [{ ids: [null], action: "delete" }, CATALOG_MESSAGES.bulkProductId],
      [{ action: "delete" }, CATALOG_MESSAGES.bulkProductId],
      [{ ids: [MISSING_ID] }, CATALOG_MESSAGES.bulkAction],
      [{ ids: [MISSING_ID], action: "archive" }, CATALOG_MESSAGES.bulkAction],
      [{ ids: [MISSING_ID], action: "category" }, CATALOG_MESSAGES.bulkCategoryMissing],
      [{ ids: [MISSING_ID], action: "category", categoryId: 7 }, CATALOG_MESSAGES.categoryNotFound],
      [[MISSING_ID], "The request body must be a JSON object"],
    ])("answers 400 with a clear message for %j", async (body, message) => {
      const { client } = await registerMerchant(t.app);
      const res = await client.post("/api/products/bulk", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("answers 400, not 5xx, to a body that is not JSON", async () => {
      const { client } = await registerMerchant(t.app);
      const res = await client.request("POST", "/api/products/bulk", "{ids:", {
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("PUT /api/categories/order", () => {
    async function threeCategories() {
      const { client, merchant } = await registerMerchant(t.app);
      const made = [];
      for (const name of ["Alpha", "Beta", "Gamma"]) {
        made.push((await client.post("/api/categories", { name })).json() as { id: string; name: string });
      }
      return { client, merchant, made };
    }
    const names = (list: { name: string }[]) => list.map((c) => c.name);

    it("refuses a signed-out caller and a request without the CSRF token", async () => {
      const anonymous = await new TestClient(t.app).put("/api/categories/order", { ids: [] });
      expect(anonymous.statusCode).toBe(401);
      const { client, made } = await threeCategories();
      const noToken = await client.request(
        "PUT",
        "/api/categories/order",
        { ids: made.map((c) => c.id).reverse() },
        { csrf: false },
      );
      expect(noToken.statusCode).toBe(403);
    });

    it("saves the order as sort orders 1..n; the list and the store follow it at once", async () => {
      const { client, merchant, made } = await threeCategories();
      const store = async () =>
        (await t.app.inject({ url: `/api/microsite/${merchant.businessSlug}` })).json().categories;
      expect(names(await store())).toEqual(["Alpha", "Beta", "Gamma"]);
      const [alpha, beta, gamma] = made;
      const res = await client.put("/api/categories/order", { ids: [gamma!.id, alpha!.id, beta!.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((c: { name: string; sortOrder: number }) => [c.name, c.sortOrder])).toEqual([
        ["Gamma", 1],
        ["Alpha", 2],
        ["Beta", 3],
      ]);
      expect(names((await client.get("/api/categories")).json())).toEqual(["Gamma", "Alpha", "Beta"]);
      expect(names(await store())).toEqual(["Gamma", "Alpha", "Beta"]);
    });

    it("refuses a list that is not exactly the merchant's categories, touching nothing", async () => {
      const { client, made } = await threeCategories();
      const other = await createMerchant(t.database.db);
      const theirs = await createCategory(t.database.db, other.id, { name: "Theirs", sortOrder: 7 });
      const ids = made.map((c) => c.id);
      for (const list of [
        ids.slice(0, 2),
        [...ids, theirs.id],
        [ids[0]!, ids[1]!, theirs.id],
        [...ids, MISSING_ID],
      ]) {
        const res = await client.put("/api/categories/order", { ids: list.reverse() });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(CATALOG_MESSAGES.categoryOrderStale);
      }
      const [stillTheirs] = await t.database.db.select().from(categories).where(eq(categories.id, theirs.id));
      expect(stillTheirs!.sortOrder).toBe(7);
      expect(names((await client.get("/api/categories")).json())).toEqual(["Alpha", "Beta", "Gamma"]);
    });

    it("takes an empty list from a store without categories", async () => {
      const { client } = await registerMerchant(t.app);
      const res = await client.put("/api/categories/order", { ids: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it.each([
      [{}, CATALOG_MESSAGES.categoryOrderIds],
      [{ ids: "Alpha,Beta" }, CATALOG_MESSAGES.categoryOrderIds],
      [{ ids: ["Alpha"] }, CATALOG_MESSAGES.categoryOrderIds],
      [{ ids: [MISSING_ID, MISSING_ID.toUpperCase()] }, CATALOG_MESSAGES.categoryOrderDuplicate],
      [{ ids: fakeIds(1001) }, CATALOG_MESSAGES.categoryOrderTooMany],
    ])("answers 400 with a clear message for %j", async (body, message) => {
      const { client } = await registerMerchant(t.app);
      const res = await client.put("/api/categories/order", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });
});
