import { expect, it } from "vitest";
import type { TBulkUploadResponse, TCategory, TProduct } from "#contracts/catalog";
import type { TBulkUploadPreview } from "#contracts/catalog-import";
import { importFixture, shopifyExport } from "#tests/fixtures/imports/fixtures";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";
import { SHOPIFY_SKIPS } from "./imports/shopify";
import { SQUARE_SKIPS } from "./imports/square";
import { WOO_SKIPS } from "./imports/woocommerce";

describeOnDrivers("importing another platform's export (issue 48 item 4)", (t, driver) => {
  const upload = (client: TestClient, csvData: string) =>
    client.post("/api/products/bulk-upload", { csvData });
  const preview = (client: TestClient, csvData: string) =>
    client.post("/api/products/bulk-upload/preview", { csvData });
  const products = async (client: TestClient) => {
    const list: TProduct[] = (await client.get("/api/products")).json();
    return new Map(list.map((p) => [p.name, p]));
  };
  const categories = async (client: TestClient) =>
    ((await client.get("/api/categories")).json() as TCategory[]).map((c) => c.name).sort();

  it("imports Shopify's export: variants, stock, compare-at prices, drafts, HTML, a BOM", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await upload(client, importFixture("shopify"));
    expect(res.statusCode).toBe(200);
    const body: TBulkUploadResponse = res.json();
    expect(body).toEqual({
      format: "shopify",
      successful: 5,
      failed: 1,
      errors: [{ product: { name: "Broken Price" }, error: "Please enter a valid price", row: 12 }],
      counts: { products: 5, options: 7, skipped: 2 },
      skipped: [
        { row: 10, name: "Gift Card", reason: SHOPIFY_SKIPS.giftCard },
        { row: 13, name: "Orphan Row", reason: SHOPIFY_SKIPS.noHandle },
      ],
    });
    const made = await products(client);
    expect(made.get("Example T-Shirt")).toMatchObject({
      price: "24.99",
      discountPrice: "19.99",
      // The variants' stock added up.
      quantity: 8,
      isAvailable: true,
      imageUrl: "https://cdn.shopify.com/s/files/1/tshirt-front.jpg",
      description: expect.stringContaining("Soft cotton tee & a classic fit.\n• 100% cotton"),
    });
    expect(
      made.get("Example T-Shirt")?.optionGroups?.[0]?.options.map((o) => [o.name, o.priceDelta, o.quantity]),
    ).toEqual([
      ["S / Red", "0.00", 5],
      ["M / Red", "0.00", 3],
      ["L / Red", "2.00", 0],
    ]);
    expect(made.get("Coffee Mug")).toMatchObject({ isAvailable: false, quantity: null });
    expect(made.get("Hoodie")?.optionGroups?.map((g) => g.name)).toEqual(["Size", "Colour"]);
    expect(await categories(client)).toEqual(["Kitchen", "Posters", "Shirts", "Stationery", "Sweaters"]);
  });

  it("imports WooCommerce's export: variations joined to their parent, the first category, sale prices", async () => {
    const { client } = await registerMerchant(t.app);
    const body: TBulkUploadResponse = (await upload(client, importFixture("woocommerce"))).json();
    expect(body).toMatchObject({
      format: "woocommerce",
      successful: 4,
      failed: 0,
      counts: { products: 4, options: 3, skipped: 3 },
    });
    expect(body.skipped.map((s) => s.reason)).toEqual([
      WOO_SKIPS.grouped,
      WOO_SKIPS.external,
      WOO_SKIPS.noParent("id:999"),
    ]);
    const hoodie = (await products(client)).get("Hoodie with Logo");
    expect(hoodie).toMatchObject({ price: "45.00", discountPrice: "42.00", quantity: 11 });
    expect(hoodie?.optionGroups?.[0]?.options.map((o) => [o.name, o.isAvailable])).toEqual([
      ["Blue", true],
      ["Green", true],
      ["Red", false],
    ]);
    expect(await categories(client)).toEqual(["Bags", "Clothing", "Kitchen"]);
  });

  it("imports Square's item library: an item's variations as one product with a variant group", async () => {
    const { client } = await registerMerchant(t.app);
    const body: TBulkUploadResponse = (await upload(client, importFixture("square"))).json();
    expect(body).toMatchObject({
      format: "square",
      successful: 4,
      failed: 0,
      counts: { products: 4, options: 4, skipped: 2 },
    });
    expect(body.skipped.map((s) => s.reason)).toEqual([SQUARE_SKIPS.variablePrice, SQUARE_SKIPS.notSellable]);
    expect((await products(client)).get("Latte")).toMatchObject({ price: "4.50", quantity: 35 });
  });

  it("previews what each product will become and writes nothing", async () => {
    const { client } = await registerMerchant(t.app);
    await client.post("/api/categories", { name: "shirts" });
    const res = await preview(client, importFixture("shopify"));
    expect(res.statusCode).toBe(200);
    const body: TBulkUploadPreview = res.json();
    expect(body.format).toBe("shopify");
    expect(body.counts).toEqual({ products: 5, options: 7, skipped: 2 });
    expect(body.errors).toHaveLength(1);
    expect(body.products[0]).toEqual({
      row: 2,
      name: "Example T-Shirt",
      price: "24.99",
      discountPrice: "19.99",
      category: "Shirts",
      options: "Size / Colour (stock): S / Red, M / Red, L / Red",
      quantity: 8,
      isAvailable: true,
      imageUrl: "https://cdn.shopify.com/s/files/1/tshirt-front.jpg",
    });
    expect((await client.get("/api/products")).json()).toEqual([]);
    expect(await categories(client)).toEqual(["shirts"]);
  });

  it("answers our own format as before, saying so, and refuses an unknown header with today's message", async () => {
    const { client } = await registerMerchant(t.app);
    expect((await upload(client, "name,price,options\nTea,4,Size: S=0|L=1\n")).json()).toEqual({
      successful: 1,
      failed: 0,
      errors: [],
      format: "storelaunch",
      counts: { products: 1, options: 2, skipped: 0 },
      skipped: [],
    });
    for (const send of [upload, preview]) {
      const res = await send(client, "sku,cost\n1,2\n");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The CSV file is missing the required columns name and price\./);
    }
  });

  it("imports a Shopify export of 50 products with variants in one upload", async () => {
    const { client } = await registerMerchant(t.app);
    const started = performance.now();
    const body: TBulkUploadResponse = (await upload(client, shopifyExport(50))).json();
    console.log(
      `[${driver}] Shopify export of 50 products (150 variant rows): ${Math.round(performance.now() - started)} ms`,
    );
    expect(body).toMatchObject({
      format: "shopify",
      successful: 50,
      failed: 0,
      counts: { products: 50, options: 150, skipped: 0 },
    });
    const made = await products(client);
    expect(made.size).toBe(50);
    expect(made.get('Product 0, "classic"')).toMatchObject({
      price: "15.00",
      discountPrice: "10.00",
      quantity: 0 + 1 + 2,
      description: "Product 0\n• Soft & warm",
    });
  });

  it("imports thousands of Shopify rows in one upload", { tags: ["slow"] }, async () => {
    const { client } = await registerMerchant(t.app);
    const started = performance.now();
    const res = await upload(client, shopifyExport(3000));
    const ms = performance.now() - started;
    console.log(`[${driver}] Shopify export of 3,000 products (9,000 rows): ${Math.round(ms)} ms`);
    expect(res.json()).toMatchObject({ successful: 3000, failed: 0, counts: { options: 9000 } });
    // Loose, so a busy machine does not flake: one batch insert, not a statement per product.
    expect(ms).toBeLessThan(20_000);
  });

  it("refuses an export past 10 MB with 413, as our own", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await preview(client, `Item Name,Variation Name,Price\n${"x".repeat(10 * 1024 * 1024)}`);
    expect(res.statusCode).toBe(413);
  });
});
