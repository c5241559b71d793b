import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { productOptions } from "#server/db/schema/product-options";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };

/**
 * Issue 40, finding 6: cancelling an order whose product's stock stood at PostgreSQL's integer
 * maximum answered a 500 "integer out of range", and the order could never be cancelled. Giving
 * units back stops at the column's maximum instead (decision 0044).
 */
describeOnDrivers("giving stock back at the integer's maximum", (t) => {
  const db = () => t.database.db;

  async function placed() {
    const { client, merchant } = await registerMerchant(t.app);
    const made = await client.post("/api/products", { name: "Rice", price: "2", quantity: 10 });
    const tee = await client.post("/api/products", {
      name: "Tee",
      price: "5",
      optionGroups: [{ name: "Size", tracksStock: true, options: [{ name: "M", quantity: 10 }] }],
    });
    const rice: TProduct = made.json();
    const shirt: TProduct = tee.json();
    const variant = shirt.optionGroups![0]!.options[0]!;
    const res = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [
        { productId: rice.id, quantity: 4 },
        { productId: shirt.id, quantity: 3, optionIds: [variant.id] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const set = (status: string) => client.patch(`/api/merchant/orders/${res.json().id}/status`, { status });
    const stock = async (id: string) =>
      (await db().select().from(products).where(eq(products.id, id)))[0]!.quantity;
    const variantStock = async () =>
      (await db().select().from(productOptions).where(eq(productOptions.id, variant.id)))[0]!.quantity;
    return { client, rice, shirt, variant, set, stock, variantStock, orderId: res.json().id as string };
  }

  it("cancels the order, the stock stopping at the maximum, and can reopen it", async () => {
    const { client, rice, shirt, variant, set, stock, variantStock, orderId } = await placed();
    await db().update(products).set({ quantity: MAX_INTEGER }).where(eq(products.id, rice.id));
    await db()
      .update(productOptions)
      .set({ quantity: MAX_INTEGER - 1 })
      .where(eq(productOptions.id, variant.id));
    await db().update(products).set({ quantity: MAX_INTEGER }).where(eq(products.id, shirt.id));

    const cancelled = await set("cancelled");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stock(rice.id)).toBe(MAX_INTEGER);
    expect(await variantStock()).toBe(MAX_INTEGER);
    expect(await stock(shirt.id)).toBe(MAX_INTEGER);
    const detail: TMerchantOrderDetails = (await client.get(`/api/merchant/orders/${orderId}`)).json();
    expect(detail.status).toBe("cancelled");

    // Reopened, it takes its units again from what is there.
    expect((await set("pending")).statusCode).toBe(200);
    expect(await stock(rice.id)).toBe(MAX_INTEGER - 4);
    expect(await variantStock()).toBe(MAX_INTEGER - 3);
  });

  it("gives units back past the 1,000,000 a merchant may type", async () => {
    const { rice, set, stock } = await placed();
    await db().update(products).set({ quantity: 1_000_000 }).where(eq(products.id, rice.id));
    expect((await set("cancelled")).statusCode).toBe(200);
    expect(await stock(rice.id)).toBe(1_000_004);
  });
});
