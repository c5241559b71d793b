import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TCategory, TProduct } from "#contracts/catalog";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { forbiddenMessage } from "#contracts/staff";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { categories } from "#server/db/schema/categories";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { addMember } from "#tests/helpers/staff";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

// Issue 45 item 5: a merchant's own words stay theirs. A store may add its own translation of a
// category's or product's name and description per language; nothing is machine-translated.

describeOnDrivers("catalog translations", (t) => {
  async function createProduct(client: TestClient, body: Record<string, unknown> = {}): Promise<TProduct> {
    const res = await client.post("/api/products", { name: "Tea", price: "4.50", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function createCategory(client: TestClient, body: Record<string, unknown> = {}): Promise<TCategory> {
    const res = await client.post("/api/categories", { name: "Drinks", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  describe("products", () => {
    it("answer {} when they have none, on every read", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const tea = await createProduct(client);
      expect(tea.translations).toEqual({});
      expect((await client.get("/api/products")).json()[0].translations).toEqual({});
      expect((await client.get("/api/products/page?limit=50")).json().products[0].translations).toEqual({});
      const store: TGetMicrositeResponse = (
        await client.get(`/api/microsite/${merchant.businessSlug}`)
      ).json();
      expect(store.products[0]?.translations).toEqual({});
      const one = await client.get(`/api/microsite/${merchant.businessSlug}/product/${tea.id}`);
      expect(one.json().translations).toEqual({});
    });

    it("are saved with a new product, trimmed, blanks and empty languages dropped", async () => {
      const { client } = await registerMerchant(t.app);
      const tea = await createProduct(client, {
        translations: {
          es: { name: " Té ", description: " Té negro \n de Assam " },
          hi: { name: "चाय", description: "" },
          ar: { name: " ", description: null },
        },
      });
      expect(tea.translations).toEqual({
        es: { name: "Té", description: "Té negro \n de Assam" },
        hi: { name: "चाय" },
      });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, tea.id));
      expect(row?.translations).toEqual(tea.translations);
      // The original stays the merchant's own words, as written.
      expect(tea).toMatchObject({ name: "Tea", description: null });
    });

    it("an edit replaces the whole set; left out, they stay; null removes them", async () => {
      const { client } = await registerMerchant(t.app);
      const tea = await createProduct(client, { translations: { es: { name: "Té" } } });
      const renamed = await client.put(`/api/products/${tea.id}`, { name: "Black tea" });
      expect(renamed.json()).toMatchObject({ name: "Black tea", translations: { es: { name: "Té" } } });
      const replaced = await client.put(`/api/products/${tea.id}`, {
        translations: { ar: { name: "شاي", description: "شاي أسود" }, es: { name: "" } },
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().translations).toEqual({ ar: { name: "شاي", description: "شاي أسود" } });
      const cleared = await client.put(`/api/products/${tea.id}`, { translations: null });
      expect(cleared.json().translations).toEqual({});
    });

    it.each([
      [{ fr: { name: "Thé" } }, CATALOG_MESSAGES.translationLanguage],
      [{ es: { name: "x".repeat(201) } }, "A translated name can be at most 200 characters"],
      [{ es: { description: "x".repeat(5001) } }, "A translated description can be at most 5000 characters"],
      [{ es: { name: 42 } }, CATALOG_MESSAGES.translationText],
      [{ es: { name: "Té\u0000" } }, "Text must not contain control characters"],
      [{ es: "Té" }, CATALOG_MESSAGES.translationsShape],
      [["es"], CATALOG_MESSAGES.translationsShape],
      ["Té", CATALOG_MESSAGES.translationsShape],
    ])("refuse %j with its message, and nothing is saved", async (translations, message) => {
      const { client } = await registerMerchant(t.app);
      const made = await client.post("/api/products", { name: "Tea", price: "4.50", translations });
      expect(made.statusCode).toBe(400);
      expect(made.json().message).toBe(message);
      const tea = await createProduct(client, { translations: { es: { name: "Té" } } });
      const edited = await client.put(`/api/products/${tea.id}`, { translations });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toBe(message);
      expect((await client.get("/api/products")).json().map((p: TProduct) => p.translations)).toEqual([
        { es: { name: "Té" } },
      ]);
    });

    it("another store's product cannot be given translations (404, unchanged)", async () => {
      const a = await registerMerchant(t.app);
      const b = await registerMerchant(t.app);
      const tea = await createProduct(a.client, { translations: { es: { name: "Té" } } });
      const put = await b.client.put(`/api/products/${tea.id}`, {
        translations: { es: { name: "Hackeado" } },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Product not found" });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, tea.id));
      expect(row?.translations).toEqual({ es: { name: "Té" } });
    });

    it("are a catalog edit: the orders role, which switches availability, may not change them", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const tea = await createProduct(client);
      const member = await addMember(t.app, t.database.db, merchant.id, "orders");
      const put = await member.client.put(`/api/products/${tea.id}`, {
        translations: { es: { name: "Té" } },
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(forbiddenMessage("catalog.edit"));
    });

    it("the store's page shows a changed translation at once, like any other change", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const tea = await createProduct(client, { translations: { es: { name: "Té" } } });
      const storeUrl = `/api/microsite/${merchant.businessSlug}`;
      const productUrl = `${storeUrl}/product/${tea.id}`;
      // Read once, so that the answers are in the public cache.
      expect((await client.get(storeUrl)).json().products[0].translations).toEqual({ es: { name: "Té" } });
      expect((await client.get(productUrl)).json().translations).toEqual({ es: { name: "Té" } });
      const put = await client.put(`/api/products/${tea.id}`, {
        translations: { es: { name: "Té negro" }, hi: { description: "काली चाय" } },
      });
      expect(put.statusCode).toBe(200);
      const changed = { es: { name: "Té negro" }, hi: { description: "काली चाय" } };
      expect((await client.get(storeUrl)).json().products[0].translations).toEqual(changed);
      expect((await client.get(productUrl)).json().translations).toEqual(changed);
      const listed = await client.get(`${storeUrl}/products?q=tea`);
      expect(listed.json().products[0].translations).toEqual(changed);
    });
  });

  describe("categories", () => {
    it("answer {} when they have none, and save and return a new category's", async () => {
      const { client } = await registerMerchant(t.app);
      expect((await createCategory(client)).translations).toEqual({});
      const snacks = await createCategory(client, {
        name: "Snacks",
        translations: { es: { name: " Aperitivos ", description: "Para picar" }, hi: { name: "" } },
      });
      expect(snacks.translations).toEqual({ es: { name: "Aperitivos", description: "Para picar" } });
      const listed: TCategory[] = (await client.get("/api/categories")).json();
      expect(listed.map((c) => c.translations)).toEqual([{}, snacks.translations]);
    });

    it("an edit replaces them; left out, they stay", async () => {
      const { client } = await registerMerchant(t.app);
      const drinks = await createCategory(client, { translations: { es: { name: "Bebidas" } } });
      const sorted = await client.put(`/api/categories/${drinks.id}`, { sortOrder: 4 });
      expect(sorted.json()).toMatchObject({ sortOrder: 4, translations: { es: { name: "Bebidas" } } });
      const replaced = await client.put(`/api/categories/${drinks.id}`, {
        translations: { ar: { name: "مشروبات" } },
      });
      expect(replaced.json().translations).toEqual({ ar: { name: "مشروبات" } });
    });

    it.each([
      [{ de: { name: "Getränke" } }, CATALOG_MESSAGES.translationLanguage],
      [{ es: { name: "x".repeat(101) } }, "A translated name can be at most 100 characters"],
      [{ es: { description: "x".repeat(1001) } }, "A translated description can be at most 1000 characters"],
    ])("refuse %j with its message", async (translations, message) => {
      const { client } = await registerMerchant(t.app);
      const made = await client.post("/api/categories", { name: "Drinks", translations });
      expect(made.statusCode).toBe(400);
      expect(made.json().message).toBe(message);
      const drinks = await createCategory(client);
      const edited = await client.put(`/api/categories/${drinks.id}`, { translations });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toBe(message);
    });

    it("another store's category cannot be given translations (404, unchanged)", async () => {
      const a = await registerMerchant(t.app);
      const b = await registerMerchant(t.app);
      const drinks = await createCategory(a.client);
      const put = await b.client.put(`/api/categories/${drinks.id}`, { translations: { es: { name: "X" } } });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Category not found" });
      const [row] = await t.database.db.select().from(categories).where(eq(categories.id, drinks.id));
      expect(row?.translations).toEqual({});
    });

    it("the store's page carries them, and a changed one at once", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const drinks = await createCategory(client, { translations: { es: { name: "Bebidas" } } });
      await createProduct(client, { categoryId: drinks.id });
      const storeUrl = `/api/microsite/${merchant.businessSlug}`;
      const before: TGetMicrositeResponse = (await client.get(storeUrl)).json();
      expect(before.categories[0]).toMatchObject({
        productCount: 1,
        translations: { es: { name: "Bebidas" } },
      });
      await client.put(`/api/categories/${drinks.id}`, {
        translations: { es: { name: "Bebidas", description: "Frías y calientes" } },
      });
      const after: TGetMicrositeResponse = (await client.get(storeUrl)).json();
      expect(after.categories[0]?.translations).toEqual({
        es: { name: "Bebidas", description: "Frías y calientes" },
      });
    });
  });
});
