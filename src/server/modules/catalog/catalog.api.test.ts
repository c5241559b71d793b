import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TCategory, TProduct } from "#contracts/catalog";
import { isStillReferenced } from "#server/db/error-code";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { deleteProduct as deleteProductRow } from "./queries";

const PRODUCT_KEYS = [
  "id",
  "merchantId",
  "categoryId",
  "name",
  "description",
  "currency",
  "price",
  "discountPrice",
  "imageUrl",
  "quantity",
  "isAvailable",
  "maxPerOrder",
  "translations",
  "isExample",
  "createdAt",
  "updatedAt",
].sort();
const CATEGORY_KEYS = [
  "id",
  "merchantId",
  "name",
  "description",
  "sortOrder",
  "translations",
  "isExample",
  "createdAt",
].sort();
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describeOnDrivers("catalog API", (t) => {
  async function createProduct(client: TestClient, body: Record<string, unknown> = {}): Promise<TProduct> {
    const res = await client.post("/api/products", { name: "Widget", price: "9.99", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function createCategory(client: TestClient, body: Record<string, unknown> = {}): Promise<TCategory> {
    const res = await client.post("/api/categories", { name: "Snacks", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  describe("signed out", () => {
    it.each([
      ["GET", "/api/products"],
      ["POST", "/api/products"],
      ["PUT", `/api/products/${MISSING_ID}`],
      ["DELETE", `/api/products/${MISSING_ID}`],
      ["GET", "/api/categories"],
      ["POST", "/api/categories"],
      ["PUT", `/api/categories/${MISSING_ID}`],
      ["DELETE", `/api/categories/${MISSING_ID}`],
      ["POST", "/api/products/bulk-upload"],
      ["POST", "/api/upload-image"],
    ] as const)("%s %s answers 401", async (method, url) => {
      const client = new TestClient(t.app);
      const res = await client.request(method, url, method === "GET" || method === "DELETE" ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Not authenticated" });
    });
  });

  describe("products", () => {
    it("creates a product with decimal strings and the spec's defaults", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const res = await client.post("/api/products", { name: "  Green Tea  ", price: 12.5 });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(PRODUCT_KEYS);
      expect(body).toMatchObject({
        merchantId: merchant.id,
        categoryId: null,
        name: "Green Tea",
        description: null,
        price: "12.50",
        discountPrice: null,
        imageUrl: null,
        quantity: 0,
        isAvailable: true,
      });
      expect(body.createdAt).toBe(body.updatedAt);
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    });

    it("accepts every field, strings or numbers, and null quantity for untracked stock", async () => {
      const { client } = await registerMerchant(t.app);
      const category = await createCategory(client);
      const product = await createProduct(client, {
        name: "Chips",
        description: "Salted",
        price: "3",
        discountPrice: 2.5,
        imageUrl: "/uploads/abc.webp",
        quantity: "7",
        isAvailable: false,
        categoryId: category.id,
      });
      expect(product).toMatchObject({
        name: "Chips",
        description: "Salted",
        price: "3.00",
        discountPrice: "2.50",
        imageUrl: "/uploads/abc.webp",
        quantity: 7,
        isAvailable: false,
        categoryId: category.id,
      });
      const untracked = await createProduct(client, { quantity: null, discountPrice: "", description: "  " });
      expect(untracked).toMatchObject({ quantity: null, discountPrice: null, description: null });
      const big = await createProduct(client, { price: "99999999.99" });
      expect(big.price).toBe("99999999.99");
    });

    it.each([
      [{ name: undefined }, "Product name is required"],
      [{ name: "   " }, "Product name is required"],
      [{ name: "Tea\u0000" }, "Text must not contain control characters"],
      [{ description: "Green \u0000 tea" }, "Text must not contain control characters"],
      [{ imageUrl: "/uploads/a\u0000.png" }, "Please enter a valid image URL or path"],
      [{ price: undefined }, "Price is required"],
      [{ price: null }, "Price is required"],
      [{ price: "" }, "Price is required"],
      [{ price: "abc" }, "Please enter a valid price"],
      [{ price: "12.345" }, "Please enter a valid price"],
      [{ price: "-1" }, "Please enter a valid price"],
      [{ price: -1 }, "Please enter a valid price"],
      [{ price: "1e3" }, "Please enter a valid price"],
      [{ price: "$5" }, "Please enter a valid price"],
      [{ price: true }, "Please enter a valid price"],
      [{ price: "100000000" }, "Price must be at most 99999999.99"],
      [{ discountPrice: "1.999" }, "Please enter a valid price"],
      [{ quantity: -1 }, "Quantity cannot be negative"],
      [{ quantity: "-3" }, "Quantity cannot be negative"],
      [{ quantity: 1.5 }, "Quantity must be a whole number"],
      [{ quantity: "lots" }, "Quantity must be a whole number"],
      [{ imageUrl: "javascript:alert(1)" }, "Please enter a valid image URL or path"],
      [{ price: "10.00", discountPrice: "50.00" }, "The discount price must be lower than the price"],
      [{ price: "10.00", discountPrice: "10" }, "The discount price must be lower than the price"],
    ])("refuses %o with its message", async (patch, message) => {
      const { client } = await registerMerchant(t.app);
      const res = await client.post("/api/products", { name: "Widget", price: "9.99", ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await client.get("/api/products")).json()).toEqual([]);
    });

    it("keeps a discount below the price when only one of the two is changed", async () => {
      const { client } = await registerMerchant(t.app);
      const product = await createProduct(client, { price: "10.00", discountPrice: "8.00" });
      const higherDiscount = await client.put(`/api/products/${product.id}`, { discountPrice: "12.00" });
      expect(higherDiscount.statusCode).toBe(400);
      expect(higherDiscount.json().message).toBe("The discount price must be lower than the price");
      const lowerPrice = await client.put(`/api/products/${product.id}`, { price: "8.00" });
      expect(lowerPrice.statusCode).toBe(400);
      expect(lowerPrice.json().message).toBe("The discount price must be lower than the price");
      const both = await client.put(`/api/products/${product.id}`, { price: "6.00", discountPrice: "5.50" });
      expect(both.statusCode).toBe(200);
      expect(both.json()).toMatchObject({ price: "6.00", discountPrice: "5.50" });
      const cleared = await client.put(`/api/products/${product.id}`, { price: "4.00", discountPrice: null });
      expect(cleared.json()).toMatchObject({ price: "4.00", discountPrice: null });
    });

    it("lists the merchant's products newest first", async () => {
      const { client } = await registerMerchant(t.app);
      await createProduct(client, { name: "First" });
      await createProduct(client, { name: "Second" });
      await createProduct(client, { name: "Third" });
      const res = await client.get("/api/products");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.json().map((p: TProduct) => p.name)).toEqual(["Third", "Second", "First"]);
    });

    it("updates given fields only, clears with null and moves updatedAt", async () => {
      const { client } = await registerMerchant(t.app);
      const product = await createProduct(client, { description: "Old", discountPrice: "5.00", quantity: 4 });
      await new Promise((resolve) => setTimeout(resolve, 15));
      const res = await client.put(`/api/products/${product.id}`, {
        price: "11",
        discountPrice: null,
        quantity: null,
      });
      expect(res.statusCode).toBe(200);
      const updated: TProduct = res.json();
      expect(updated).toMatchObject({
        id: product.id,
        name: "Widget",
        description: "Old",
        price: "11.00",
        discountPrice: null,
        quantity: null,
        createdAt: product.createdAt,
      });
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());
      const toggled = await client.put(`/api/products/${product.id}`, { isAvailable: false, quantity: 3 });
      expect(toggled.json()).toMatchObject({ isAvailable: false, quantity: 3, price: "11.00" });
      const full = await client.put(`/api/products/${product.id}`, {
        name: "Renamed",
        description: "",
        price: 2,
        discountPrice: "",
        imageUrl: "https://cdn.example.com/a.png",
        quantity: 0,
        isAvailable: true,
        categoryId: null,
      });
      expect(full.json()).toMatchObject({
        name: "Renamed",
        description: null,
        price: "2.00",
        imageUrl: "https://cdn.example.com/a.png",
        quantity: 0,
        isAvailable: true,
      });
    });

    it.each([
      [{ name: "" }, "Product name is required"],
      [{ price: "" }, "Price is required"],
      [{ price: "1.2.3" }, "Please enter a valid price"],
      [{ quantity: -5 }, "Quantity cannot be negative"],
    ])("refuses the update %o with its message", async (patch, message) => {
      const { client } = await registerMerchant(t.app);
      const product = await createProduct(client);
      const res = await client.put(`/api/products/${product.id}`, patch);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("attaches only the merchant's own categories", async () => {
      const a = await registerMerchant(t.app);
      const b = await registerMerchant(t.app);
      const categoryA = await createCategory(a.client, { name: "A's" });
      const ownB = await createCategory(b.client, { name: "B's" });

      const create = await b.client.post("/api/products", {
        name: "X",
        price: "1",
        categoryId: categoryA.id,
      });
      expect(create.statusCode).toBe(400);
      expect(create.json().message).toBe("The selected category does not exist");

      const productB = await createProduct(b.client, { categoryId: ownB.id.toUpperCase() });
      expect(productB.categoryId).toBe(ownB.id);
      const update = await b.client.put(`/api/products/${productB.id}`, { categoryId: categoryA.id });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe("The selected category does not exist");

      const malformed = await b.client.post("/api/products", {
        name: "X",
        price: "1",
        categoryId: "not-a-uuid",
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe("The selected category does not exist");

      const uncategorise = await b.client.put(`/api/products/${productB.id}`, { categoryId: "" });
      expect(uncategorise.json().categoryId).toBeNull();
    });

    it("never shows or changes another merchant's product", async () => {
      const a = await registerMerchant(t.app);
      const b = await registerMerchant(t.app);
      const productA = await createProduct(a.client, { name: "Secret" });

      expect((await b.client.get("/api/products")).json()).toEqual([]);
      const put = await b.client.put(`/api/products/${productA.id}`, { name: "Hacked" });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Product not found" });
      const del = await b.client.delete(`/api/products/${productA.id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: "Product not found" });

      const [row] = await t.database.db.select().from(products).where(eq(products.id, productA.id));
      expect(row?.name).toBe("Secret");
    });

    it.each(["not-a-uuid", "123", MISSING_ID])("answers 404 for the id %s", async (id) => {
      const { client } = await registerMerchant(t.app);
      const put = await client.put(`/api/products/${id}`, { name: "X" });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Product not found" });
      const del = await client.delete(`/api/products/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: "Product not found" });
    });

    it("deletes a product", async () => {
      const { client } = await registerMerchant(t.app);
      const product = await createProduct(client);
      const res = await client.delete(`/api/products/${product.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Product deleted" });
      expect((await client.get("/api/products")).json()).toEqual([]);
      expect((await client.delete(`/api/products/${product.id}`)).statusCode).toBe(404);
    });

    it("refuses with 409 to delete a product that has been ordered", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const product = await createProduct(client, { name: "Ordered", price: "4.00" });
      const db = t.database.db;
      await createOrder(db, merchant.id, { totalAmount: "4.00" }, [product]);

      const res = await client.delete(`/api/products/${product.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: "This product has orders and cannot be deleted. Mark it as unavailable instead.",
      });
      expect((await client.get("/api/products")).json()).toHaveLength(1);
      const hide = await client.put(`/api/products/${product.id}`, { isAvailable: false });
      expect(hide.json().isAvailable).toBe(false);

      // Were an order to land between the check and the delete, the foreign key refuses the delete
      // and the service recognises that error as "still referenced".
      const raced = await deleteProductRow(db, merchant.id, product.id).catch((err: unknown) => err);
      expect(raced).toBeInstanceOf(Error);
      expect(isStillReferenced(raced)).toBe(true);
      expect(isStillReferenced(new Error("other"))).toBe(false);
    });
  });

  describe("categories", () => {
    it("creates a category with the spec's fields and default sort order", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const res = await client.post("/api/categories", { name: " Drinks ", description: "" });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(CATEGORY_KEYS);
      expect(body).toMatchObject({
        merchantId: merchant.id,
        name: "Drinks",
        description: null,
        sortOrder: 0,
      });
    });

    it.each([
      [{ name: undefined }, "Category name is required"],
      [{ name: "  " }, "Category name is required"],
      [{ sortOrder: 1.5 }, "Sort order must be a whole number"],
      [{ sortOrder: "first" }, "Sort order must be a whole number"],
    ])("refuses %o with its message", async (patch, message) => {
      const { client } = await registerMerchant(t.app);
      const res = await client.post("/api/categories", { name: "Drinks", ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("puts a new category without a sort order last, keeping the order they were made in (issue 42)", async () => {
      const { client } = await registerMerchant(t.app);
      const made = [];
      for (const name of ["Pizza", "Drinks", "Antipasti"]) made.push(await createCategory(client, { name }));
      expect(made.map((c) => c.sortOrder)).toEqual([0, 1, 2]);
      // Blank or null is "last" too; a number given is kept.
      await createCategory(client, { name: "Desserts", sortOrder: "" });
      await createCategory(client, { name: "Specials", sortOrder: -5 });
      await createCategory(client, { name: "Sides", sortOrder: null });
      const names = (await client.get("/api/categories"))
        .json()
        .map((c: TCategory) => `${c.sortOrder}:${c.name}`);
      expect(names).toEqual(["-5:Specials", "0:Pizza", "1:Drinks", "2:Antipasti", "3:Desserts", "4:Sides"]);
    });

    it("never overflows after a category at the largest sort order", async () => {
      const { client } = await registerMerchant(t.app);
      await createCategory(client, { name: "End", sortOrder: 2_147_483_647 });
      expect((await createCategory(client, { name: "After" })).sortOrder).toBe(2_147_483_647);
    });

    it("lists by sort order, then name", async () => {
      const { client } = await registerMerchant(t.app);
      await createCategory(client, { name: "Zeta", sortOrder: 1 });
      await createCategory(client, { name: "beta", sortOrder: 2 });
      await createCategory(client, { name: "Alpha", sortOrder: "1" });
      await createCategory(client, { name: "Top", sortOrder: -1 });
      const res = await client.get("/api/categories");
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: TCategory) => `${c.sortOrder}:${c.name}`)).toEqual([
        "-1:Top",
        "1:Alpha",
        "1:Zeta",
        "2:beta",
      ]);
    });

    it("updates given fields only", async () => {
      const { client } = await registerMerchant(t.app);
      const category = await createCategory(client, { description: "Crunchy", sortOrder: 3 });
      const res = await client.put(`/api/categories/${category.id}`, { name: "Crisps" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: category.id,
        name: "Crisps",
        description: "Crunchy",
        sortOrder: 3,
      });
      const cleared = await client.put(`/api/categories/${category.id}`, { description: null, sortOrder: 0 });
      expect(cleared.json()).toMatchObject({ name: "Crisps", description: null, sortOrder: 0 });
      const bad = await client.put(`/api/categories/${category.id}`, { name: "" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Category name is required");
    });

    it("deleting a category uncategorises its products", async () => {
      const { client } = await registerMerchant(t.app);
      const category = await createCategory(client);
      const p1 = await createProduct(client, { name: "One", categoryId: category.id });
      const p2 = await createProduct(client, { name: "Two", categoryId: category.id });
      const res = await client.delete(`/api/categories/${category.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Category deleted" });
      expect((await client.get("/api/categories")).json()).toEqual([]);
      const list: TProduct[] = (await client.get("/api/products")).json();
      expect(list.map((p) => [p.id, p.categoryId]).sort()).toEqual(
        [
          [p1.id, null],
          [p2.id, null],
        ].sort(),
      );
    });

    it("never shows or changes another merchant's category", async () => {
      const a = await registerMerchant(t.app);
      const b = await registerMerchant(t.app);
      const categoryA = await createCategory(a.client, { name: "Private" });
      expect((await b.client.get("/api/categories")).json()).toEqual([]);
      const put = await b.client.put(`/api/categories/${categoryA.id}`, { name: "Hacked" });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Category not found" });
      const del = await b.client.delete(`/api/categories/${categoryA.id}`);
      expect(del.statusCode).toBe(404);
      expect((await a.client.get("/api/categories")).json()).toMatchObject([
        { id: categoryA.id, name: "Private" },
      ]);
    });

    it.each(["not-a-uuid", MISSING_ID])("answers 404 for the id %s", async (id) => {
      const { client } = await registerMerchant(t.app);
      expect((await client.put(`/api/categories/${id}`, { name: "X" })).statusCode).toBe(404);
      const del = await client.delete(`/api/categories/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: "Category not found" });
    });
  });
});
