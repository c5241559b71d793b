import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TBulkUploadResponse, TProduct } from "#contracts/catalog";
import { MAX_INTEGER, MAX_STOCK } from "#contracts/catalog-messages";
import { productOptions } from "#server/db/schema/product-options";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant } from "#tests/helpers/test-app";

/**
 * Issue 40, finding 6: variant quantities that added up past PostgreSQL's integer answered a 500
 * "integer out of range" on create, update and CSV upload. Stock is at most 1,000,000 per product
 * or variant wherever it is typed, refused with a 400 (a row error in a CSV) that names the limit.
 */
const TOO_LARGE = "Quantity must be at most 1,000,000";
const SUM_TOO_LARGE = (group: string, sum: number) =>
  `The stock of "${group}" adds up to ${sum.toLocaleString("en-US")}; a product's stock can be at most 1,000,000`;

const sizes = (...quantities: number[]) => ({
  name: "Size",
  tracksStock: true,
  options: quantities.map((quantity, i) => ({ name: `S${i}`, quantity })),
});

describeOnDrivers("stock bounds", (t) => {
  it("refuses variants whose stock adds up past an integer with a 400 on create and update", async () => {
    const { client } = await registerMerchant(t.app);
    const huge = sizes(2_000_000_000, 2_000_000_000);
    const created = await client.post("/api/products", { name: "Tee", price: "5", optionGroups: [huge] });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toBe(TOO_LARGE);

    const tee = await client.post("/api/products", { name: "Tee", price: "5", optionGroups: [sizes(1, 2)] });
    expect(tee.statusCode).toBe(201);
    const updated = await client.put(`/api/products/${tee.json().id}`, { optionGroups: [huge] });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json().message).toBe(TOO_LARGE);
  });

  it("takes stock up to 1,000,000 per product and variant, and refuses one more or a larger sum", async () => {
    const { client } = await registerMerchant(t.app);
    const ok = await client.post("/api/products", { name: "Rice", price: "1", quantity: MAX_STOCK });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().quantity).toBe(MAX_STOCK);
    const over = await client.post("/api/products", { name: "Rice", price: "1", quantity: MAX_STOCK + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(TOO_LARGE);
    const raised = await client.put(`/api/products/${ok.json().id}`, { quantity: "1000001" });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toBe(TOO_LARGE);

    const one = await client.post("/api/products", {
      name: "Tee",
      price: "5",
      optionGroups: [sizes(MAX_STOCK)],
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().quantity).toBe(MAX_STOCK);
    const variantOver = await client.post("/api/products", {
      name: "Tee",
      price: "5",
      optionGroups: [sizes(MAX_STOCK + 1)],
    });
    expect(variantOver.statusCode).toBe(400);
    expect(variantOver.json().message).toBe(TOO_LARGE);
    // Each variant within the bound, their sum (the product's stock) past it.
    const sumOver = await client.post("/api/products", {
      name: "Tee",
      price: "5",
      optionGroups: [sizes(600_000, 400_001)],
    });
    expect(sumOver.statusCode).toBe(400);
    expect(sumOver.json().message).toBe(SUM_TOO_LARGE("Size", 1_000_001));
  });

  it("refuses such rows of a CSV upload, each with its error, and saves the rest", async () => {
    const { client } = await registerMerchant(t.app);
    const csvData = [
      "name,price,quantity,options",
      'Huge,5,,"Size [stock]: S=0 (2000000000)|L=0 (2000000000)"',
      'Over,5,,"Size [stock]: S=0 (1000001)"',
      'Sum,5,,"Size [stock]: S=0 (600000)|L=0 (400001)"',
      "Plain,5,1000001,",
      'Fine,5,,"Size [stock]: S=0 (1000000)"',
      "Full,5,1000000,",
    ].join("\n");
    const res = await client.post("/api/products/bulk-upload", { csvData });
    expect(res.statusCode, res.body).toBe(200);
    const result: TBulkUploadResponse = res.json();
    expect(result.successful).toBe(2);
    expect(result.errors).toEqual([
      {
        row: 2,
        product: { name: "Huge" },
        error: 'Options: the stock of option "S" of "Size" must be at most 1,000,000 (it is 2000000000)',
      },
      {
        row: 3,
        product: { name: "Over" },
        error: 'Options: the stock of option "S" of "Size" must be at most 1,000,000 (it is 1000001)',
      },
      { row: 4, product: { name: "Sum" }, error: `Options: ${SUM_TOO_LARGE("Size", 1_000_001)}` },
      { row: 5, product: { name: "Plain" }, error: TOO_LARGE },
    ]);
    const list: TProduct[] = (await client.get("/api/products")).json();
    expect(list.map((p) => [p.name, p.quantity]).sort()).toEqual([
      ["Fine", MAX_STOCK],
      ["Full", MAX_STOCK],
    ]);
  });

  it("keeps a product stocked above the bound editable: stock left out stays, stock sent is bounded", async () => {
    const { client } = await registerMerchant(t.app);
    const db = t.database.db;
    const tee = (
      await client.post("/api/products", { name: "Tee", price: "5", optionGroups: [sizes(1, 2)] })
    ).json() as TProduct;
    const rice = (await client.post("/api/products", { name: "Rice", price: "1", quantity: 5 })).json();
    // Stock from before the bound (or given back by cancelled orders): 5,000,000 and more.
    await db.update(products).set({ quantity: 5_000_000 }).where(eq(products.id, rice.id));
    const [s, l] = tee.optionGroups![0]!.options;
    await db.update(productOptions).set({ quantity: 3_000_000 }).where(eq(productOptions.id, s!.id));
    await db.update(products).set({ quantity: 3_000_002 }).where(eq(products.id, tee.id));

    const renamed = await client.put(`/api/products/${rice.id}`, { name: "Brown rice", price: "2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Brown rice", quantity: 5_000_000 });
    const teeRenamed = await client.put(`/api/products/${tee.id}`, { name: "Tee shirt" });
    expect(teeRenamed.statusCode, teeRenamed.body).toBe(200);
    expect(teeRenamed.json().quantity).toBe(3_000_002);
    expect(teeRenamed.json().optionGroups[0].options.map((o: { quantity: number }) => o.quantity)).toEqual([
      3_000_000, 2,
    ]);

    // Sent, even unchanged (as the dashboard's form sends it): the limit, said.
    const same = await client.put(`/api/products/${rice.id}`, { quantity: 5_000_000 });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(TOO_LARGE);
    const groups = await client.put(`/api/products/${tee.id}`, {
      optionGroups: [
        {
          ...sizes(3_000_000, 2),
          id: tee.optionGroups![0]!.id,
          options: [
            { id: s!.id, name: s!.name, quantity: 3_000_000 },
            { id: l!.id, name: l!.name, quantity: 2 },
          ],
        },
      ],
    });
    expect(groups.statusCode).toBe(400);
    expect(groups.json().message).toBe(TOO_LARGE);
    const lowered = await client.put(`/api/products/${rice.id}`, { quantity: MAX_STOCK });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().quantity).toBe(MAX_STOCK);
  });

  it("sums variants given back past the integer into the product's stock without failing", async () => {
    const { client } = await registerMerchant(t.app);
    const tee = (
      await client.post("/api/products", { name: "Tee", price: "5", optionGroups: [sizes(1, 2)] })
    ).json() as TProduct;
    // Each variant at the column's maximum, as cancelled orders can leave them (decision 0044).
    await t.database.db
      .update(productOptions)
      .set({ quantity: MAX_INTEGER })
      .where(eq(productOptions.productId, tee.id));
    // A quantity sent for the product recounts its variants: held at the maximum, not a 500.
    const res = await client.put(`/api/products/${tee.id}`, { quantity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quantity).toBe(MAX_INTEGER);
  });
});
