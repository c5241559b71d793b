import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TCategory, TProduct } from "#contracts/catalog";
import {
  SETUP_MESSAGES,
  type TAppliedTemplate,
  type TSetupProgress,
  type TStoreTemplate,
} from "#contracts/store-setup";
import { merchants } from "#server/db/schema/merchants";
import { products as productRows } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { addMember } from "#tests/helpers/staff";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

/** A store registered with `template`, its products and categories as its merchant sees them. */
async function storeFrom(app: Parameters<typeof registerMerchant>[0], template: TStoreTemplate, more = {}) {
  const { client, merchant } = await registerMerchant(app, { template, ...more });
  const products: TProduct[] = (await client.get("/api/products")).json();
  const categories: TCategory[] = (await client.get("/api/categories")).json();
  return { client, merchant, products, categories };
}

const byName = (products: TProduct[], name: string) => products.find((p) => p.name === name)!;

describeOnDrivers("a new store's first-run path (issue 48)", (t) => {
  const publicGet = (url: string) => t.app.inject({ url });

  it("starts a restaurant from its menu: four sections, twelve example dishes, pizzas in sizes with toppings", async () => {
    const { client, products, categories } = await storeFrom(t.app, "restaurant", {
      businessType: "restaurant",
    });
    expect(categories.map((c) => c.name)).toEqual(["Starters", "Mains", "Pizza", "Drinks"]);
    expect(categories.every((c) => c.isExample)).toBe(true);
    expect(products).toHaveLength(12);
    for (const category of categories)
      expect(products.filter((p) => p.categoryId === category.id)).toHaveLength(3);
    expect(products.every((p) => p.isExample && !p.isAvailable && p.quantity === null)).toBe(true);
    const pizza = byName(products, "Margherita");
    expect(pizza.price).toBe("11.00");
    expect(pizza.optionGroups).toMatchObject([
      {
        name: "Size",
        selection: "single",
        required: true,
        options: [
          { name: "Small", priceDelta: "0.00" },
          { name: "Medium", priceDelta: "3.00" },
          { name: "Large", priceDelta: "6.00" },
        ],
      },
      { name: "Extra toppings", selection: "multiple", required: false },
    ]);
    expect(pizza.optionGroups?.[1]?.options.map((o) => o.name)).toContain("Extra cheese");
    const log = (await client.get("/api/audit-log"))
      .json()
      .entries.map((e: { summary: string }) => e.summary);
    expect(log).toContain("Template added: Restaurant menu (4 categories, 12 example products)");
    const progress: TSetupProgress = (await client.get("/api/setup")).json();
    expect(progress).toEqual({
      steps: { type: "done" },
      next: "catalog",
      finishedAt: null,
      examples: { products: 12, categories: 4 },
    });
  });

  it("starts a pharmacy with its usual shelves and prescriptions on", async () => {
    const { client, products, categories } = await storeFrom(t.app, "pharmacy", { businessType: "pharmacy" });
    expect(categories.map((c) => c.name)).toEqual([
      "Prescription Medicines",
      "Pain & Fever",
      "Cold & Flu",
      "Vitamins & Supplements",
      "Personal Care",
      "Baby Care",
      "First Aid",
    ]);
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.isExample && !p.isAvailable)).toBe(true);
    expect((await client.get("/api/user")).json().acceptsPrescriptions).toBe(true);
  });

  it("starts a shop with categories and a T-shirt in sizes, each with its stock, priced in the store's currency", async () => {
    const { products, categories } = await storeFrom(t.app, "retail", { currency: "INR", locale: "en-IN" });
    expect(categories.map((c) => c.name)).toEqual(["Clothing", "Accessories", "Home"]);
    const shirt = byName(products, "Classic Cotton T-Shirt");
    expect(shirt.currency).toBe("INR");
    expect(shirt.price).toBe("720.00");
    expect(shirt.optionGroups).toMatchObject([
      { name: "Size", tracksStock: true, required: true, options: [{ name: "S", quantity: 10 }, {}, {}, {}] },
    ]);
    expect(shirt.quantity).toBe(35);
  });

  it("leaves registration without a template as it was: no products, no categories, the first step done", async () => {
    const { client, products, categories } = await storeFrom(t.app, "none");
    expect(products).toEqual([]);
    expect(categories).toEqual([]);
    const { client: plain } = await registerMerchant(t.app);
    expect((await plain.get("/api/products")).json()).toEqual([]);
    const email = `bakery-${Date.now().toString(36)}@example.com`;
    const wrong = await new TestClient(t.app).post("/api/register", {
      email,
      password: "secret123",
      businessName: "Bakery",
      businessType: "retail",
      template: "bakery",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SETUP_MESSAGES.template);
    // Nothing was made: the same email registers afterwards.
    expect((await registerMerchant(t.app, { email })).merchant.email).toBe(email);
    expect((await client.get("/api/setup")).json()).toMatchObject({
      steps: { type: "done" },
      next: "catalog",
      examples: { products: 0, categories: 0 },
    });
  });

  it("shows shoppers none of the examples: products, store page, search, category tiles, marketplace", async () => {
    const { merchant, products } = await storeFrom(t.app, "pharmacy", { businessType: "pharmacy" });
    const slug = merchant.businessSlug;
    const one = await publicGet(`/api/microsite/${slug}/product/${products[0]!.id}`);
    expect(one.statusCode).toBe(404);
    const page = (await publicGet(`/api/microsite/${slug}`)).json();
    expect(page.products).toEqual([]);
    expect(page.productTotal).toBe(0);
    // No empty tiles: an example category with nothing on sale is not one of the store's shelves.
    expect(page.categories).toEqual([]);
    expect((await publicGet(`/api/microsite/${slug}/products`)).json().products).toEqual([]);
    expect((await publicGet(`/api/microsite/${slug}/products?q=paracetamol`)).json().products).toEqual([]);
    const listed = (
      await publicGet(`/api/marketplace?q=${encodeURIComponent(merchant.businessSlug)}`)
    ).json();
    expect(JSON.stringify(listed)).not.toContain(merchant.id);
  });

  it("publishes every example: available to shoppers on the next request, with options kept", async () => {
    const { client, merchant, products } = await storeFrom(t.app, "restaurant");
    const slug = merchant.businessSlug;
    // Read (and cached) before publishing: the publish's announcement drops it.
    expect((await publicGet(`/api/microsite/${slug}`)).json().products).toEqual([]);
    const res = await client.post("/api/setup/examples/publish", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ published: 12 });
    const page = (await publicGet(`/api/microsite/${slug}`)).json();
    expect(page.productTotal).toBe(12);
    expect(page.categories.map((c: TCategory) => c.name)).toEqual(["Starters", "Mains", "Pizza", "Drinks"]);
    const pizza = byName(page.products, "Pepperoni");
    expect(pizza.optionGroups?.map((g) => g.name)).toEqual(["Size", "Extra toppings"]);
    const mine: TProduct[] = (await client.get("/api/products")).json();
    expect(mine.every((p) => !p.isExample && p.isAvailable)).toBe(true);
    expect((await client.get("/api/setup")).json().examples).toEqual({ products: 0, categories: 0 });
    expect(products).toHaveLength(12);
    // Again (a second click, another tab): nothing left to publish, and no error.
    expect((await client.post("/api/setup/examples/publish", {})).json()).toEqual({ published: 0 });
  });

  it("publishes some, with the catalog step's edits, checked as the product form checks them", async () => {
    const { client, products } = await storeFrom(t.app, "restaurant");
    const bread = byName(products, "Garlic Bread");
    const soda = byName(products, "Sparkling Water");
    const bad = await client.post("/api/setup/examples/publish", {
      ids: [bread.id],
      changes: [{ id: bread.id, price: "abc" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid price");
    const blank = await client.post("/api/setup/examples/publish", {
      changes: [{ id: bread.id, name: "  " }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Product name is required");
    // Nothing was changed by the refused requests.
    expect((await client.get("/api/setup")).json().examples.products).toBe(12);

    const res = await client.post("/api/setup/examples/publish", {
      ids: [bread.id, soda.id],
      changes: [{ id: bread.id, name: "Our Garlic Bread", price: "4.75", description: "Baked here." }],
    });
    expect(res.json()).toEqual({ published: 2 });
    const after: TProduct[] = (await client.get("/api/products")).json();
    expect(byName(after, "Our Garlic Bread")).toMatchObject({
      price: "4.75",
      description: "Baked here.",
      isAvailable: true,
      isExample: false,
    });
    expect(byName(after, "Sparkling Water")).toMatchObject({ isAvailable: true, isExample: false });
    expect(after.filter((p) => p.isExample)).toHaveLength(10);
    // The same ids again: already the merchant's own, nothing to do, no error.
    expect((await client.post("/api/setup/examples/publish", { ids: [bread.id] })).json()).toEqual({
      published: 0,
    });
  });

  it("refuses ids that are not the store's products, and lets two publishes at once both answer", async () => {
    const { client, products } = await storeFrom(t.app, "retail");
    const other = await storeFrom(t.app, "retail");
    const theirs = other.products[0]!.id;
    for (const body of [{ ids: [theirs] }, { changes: [{ id: theirs, name: "Mine now" }] }]) {
      const res = await client.post("/api/setup/examples/publish", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toBe(SETUP_MESSAGES.exampleNotFound);
    }
    const notAnId = await client.post("/api/setup/examples/publish", { ids: ["nope"] });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe(SETUP_MESSAGES.exampleIds);
    expect(other.products.every((p) => p.isExample)).toBe(true);
    const both = await Promise.all([
      client.post("/api/setup/examples/publish", {}),
      client.post("/api/setup/examples/publish", { ids: products.map((p) => p.id) }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.reduce((sum, r) => sum + r.json().published, 0)).toBe(products.length);
  });

  it("makes an edited example the merchant's own, product or category", async () => {
    const { client, products, categories } = await storeFrom(t.app, "restaurant");
    const tea = byName(products, "Iced Tea");
    const edited = await client.put(`/api/products/${tea.id}`, { price: "3.25" });
    expect(edited.json()).toMatchObject({ isExample: false, isAvailable: false, price: "3.25" });
    // The edited dish's section is the merchant's too, as publishing it would make it.
    const sections: TCategory[] = (await client.get("/api/categories")).json();
    expect(sections.filter((c) => c.isExample).map((c) => c.name)).toEqual(["Starters", "Mains", "Pizza"]);
    const pizza = byName(products, "Margherita");
    await client.post("/api/products/bulk", { ids: [pizza.id], action: "unavailable" });
    expect(
      ((await client.get("/api/categories")).json() as TCategory[]).find((c) => c.name === "Pizza")
        ?.isExample,
    ).toBe(true);
    const drinks = categories.find((c) => c.name === "Drinks")!;
    expect((await client.put(`/api/categories/${drinks.id}`, { name: "Drinks" })).json().isExample).toBe(
      false,
    );
    const lemonade = byName(products, "Fresh Lemonade");
    const bulk = await client.post("/api/products/bulk", { ids: [lemonade.id], action: "available" });
    expect(bulk.statusCode).toBe(200);
    const after: TProduct[] = (await client.get("/api/products")).json();
    expect(byName(after, "Fresh Lemonade")).toMatchObject({ isExample: false, isAvailable: true });
    expect((await client.get("/api/setup")).json().examples).toEqual({ products: 10, categories: 3 });
  });

  it("removes the examples together, keeping the merchant's own products and the categories that hold them", async () => {
    const { client, merchant, products, categories } = await storeFrom(t.app, "restaurant");
    const mains = categories.find((c) => c.name === "Mains")!;
    const own = await client.post("/api/products", { name: "Lasagne", price: "12.00", categoryId: mains.id });
    expect(own.statusCode).toBe(201);
    const burger = byName(products, "Classic Beef Burger");
    await client.put(`/api/products/${burger.id}`, { name: "House Burger" });
    const uncategorised = await createProduct(t.database.db, merchant.id, { name: "Napkins" });
    const res = await client.delete("/api/setup/examples");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: 11, categories: 3 });
    const left: TProduct[] = (await client.get("/api/products")).json();
    expect(left.map((p) => p.name).sort()).toEqual(["House Burger", "Lasagne", "Napkins"]);
    expect(left.find((p) => p.id === uncategorised.id)).toBeDefined();
    expect((await client.get("/api/categories")).json().map((c: TCategory) => c.name)).toEqual(["Mains"]);
    expect((await client.get("/api/setup")).json().examples).toEqual({ products: 0, categories: 0 });
    expect((await client.delete("/api/setup/examples")).json()).toEqual({ products: 0, categories: 0 });
  });

  it("adds a template to a store without examples, once: a second while examples exist is a 409", async () => {
    const { client } = await registerMerchant(t.app, { currency: "JPY", locale: "ja-JP" });
    const none = await client.post("/api/setup/template", { template: "none" });
    expect(none.json()).toEqual({ template: "none", categories: 0, products: 0 });
    const first = await client.post("/api/setup/template", { template: "restaurant" });
    expect(first.statusCode).toBe(201);
    expect(first.json() as TAppliedTemplate).toEqual({ template: "restaurant", categories: 4, products: 12 });
    const pizza = byName((await client.get("/api/products")).json(), "Margherita");
    expect(pizza.price).toBe("1300");
    const twice = await client.post("/api/setup/template", { template: "retail" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SETUP_MESSAGES.templateTwice);
    const both = await Promise.all([
      client.post("/api/setup/template", { template: "pharmacy" }),
      client.post("/api/setup/template", { template: "pharmacy" }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([409, 409]);
    await client.delete("/api/setup/examples");
    const wrong = await client.post("/api/setup/template", { template: "bakery" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SETUP_MESSAGES.template);
    const again = await Promise.all([
      client.post("/api/setup/template", { template: "retail" }),
      client.post("/api/setup/template", { template: "retail" }),
    ]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("remembers each step, done or skipped, and names the next one", async () => {
    const { client } = await registerMerchant(t.app);
    const put = (step: string, state: string) => client.put(`/api/setup/steps/${step}`, { state });
    expect((await put("hours", "skipped")).json()).toMatchObject({
      steps: { type: "done", hours: "skipped" },
      next: "catalog",
    });
    await Promise.all([put("catalog", "done"), put("delivery", "done")]);
    const progress: TSetupProgress = (await put("payments", "skipped")).json();
    expect(progress.steps).toEqual({
      type: "done",
      catalog: "done",
      hours: "skipped",
      delivery: "done",
      payments: "skipped",
    });
    expect(progress.next).toBeNull();
    const unknown = await put("shipping", "done");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SETUP_MESSAGES.step);
    const badState = await put("hours", "later");
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe(SETUP_MESSAGES.state);
    expect((await client.get("/api/setup")).headers["cache-control"]).toBe("private, no-store");
  });

  it("sets what the store sells: a pharmacy takes prescriptions, and the first step is done", async () => {
    const { client } = await registerMerchant(t.app, { businessType: "retail" });
    const res = await client.put("/api/setup/business-type", { businessType: "pharmacy" });
    expect(res.json()).toMatchObject({ steps: { type: "done" } });
    const user = (await client.get("/api/user")).json();
    expect(user).toMatchObject({ businessType: "pharmacy", acceptsPrescriptions: true });
    const wrong = await client.put("/api/setup/business-type", { businessType: "bakery" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Please select a business type");
  });

  it("finishes once: asking again keeps the first moment; stores made before count as finished", async () => {
    const { client } = await registerMerchant(t.app);
    const first: TSetupProgress = (await client.post("/api/setup/finish")).json();
    expect(first.finishedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second: TSetupProgress = (await client.post("/api/setup/finish")).json();
    expect(second.finishedAt).toBe(first.finishedAt);
    const log = (await client.get("/api/audit-log"))
      .json()
      .entries.map((e: { summary: string }) => e.summary);
    expect(log).toContain("Setup changed: setup finished at");
  });

  it("is the store's runners' to change: the kitchen and orders roles are refused", async () => {
    const { client: owner, merchant } = await registerMerchant(t.app, { template: "retail" });
    const kitchen = (await addMember(t.app, t.database.db, merchant.id, "kitchen")).client;
    const orders = (await addMember(t.app, t.database.db, merchant.id, "orders")).client;
    const manager = (await addMember(t.app, t.database.db, merchant.id, "manager")).client;
    const calls = (client: TestClient) => [
      client.get("/api/setup"),
      client.put("/api/setup/steps/hours", { state: "done" }),
      client.put("/api/setup/business-type", { businessType: "retail" }),
      client.post("/api/setup/template", { template: "none" }),
      client.post("/api/setup/examples/publish", { ids: [] }),
      client.delete("/api/setup/examples"),
      client.post("/api/setup/finish"),
    ];
    for (const refused of [kitchen, orders]) {
      const answers = await Promise.all(calls(refused));
      expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    const answers = await Promise.all(calls(manager));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await owner.get("/api/setup")).statusCode).toBe(200);
  });
});

describeOnDrivers(
  "a template with manual approval (issue 48)",
  { config: { merchantApproval: "manual" } },
  (t) => {
    it("is applied at registration all the same, waiting with the store for its approval", async () => {
      const email = `waiting-${Date.now().toString(36)}@example.com`;
      const res = await new TestClient(t.app).post("/api/register", {
        email,
        password: "secret123",
        businessName: "Waiting Pizzeria",
        businessType: "restaurant",
        template: "restaurant",
      });
      expect(res.statusCode).toBe(202);
      const db = t.database.db;
      const [store] = await db.select().from(merchants).where(eq(merchants.email, email));
      expect(store).toMatchObject({ status: "pending", setupSteps: { type: "done" }, setupFinishedAt: null });
      const examples = await db
        .select()
        .from(productRows)
        .where(and(eq(productRows.merchantId, store!.id), eq(productRows.isExample, true)));
      expect(examples).toHaveLength(12);
    });
  },
);
