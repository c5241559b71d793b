import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { customers } from "#server/db/schema/customers";
import { productOptions } from "#server/db/schema/product-options";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createDiscountCode, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };

/**
 * Issue 40, finding 6: cancelling an order whose product's stock stood at PostgreSQL's integer
 * maximum answered a 500 "integer out of range", and the order could never be cancelled. Giving
 * units back stops at the column's maximum instead (decision 0044).
 */
describeOnDrivers("giving stock back at the integer's maximum", (t, driver) => {
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

  it("refuses a cart whose subtotal is past the money column's maximum, whatever a code takes off", async () => {
    const { merchant } = await registerMerchant(t.app);
    const ring = await createProduct(db(), merchant.id, { name: "Ring", price: "99999999.99", quantity: 5 });
    const code = await createDiscountCode(db(), merchant.id, { value: "100.00" });
    const res = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      discountCode: code.code,
      items: [{ productId: ring.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("The order total is too large");
    expect((await db().select().from(products).where(eq(products.id, ring.id)))[0]!.quantity).toBe(5);
  });

  it("counts a customer's spending past 99,999,999.99 orders' worth, and stops at its column's maximum", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "10.00", quantity: null });
    const shopper = new TestClient(t.app);
    const order = async () => {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        items: [{ productId: tea.id, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const spent = async () =>
      (await db().select().from(customers).where(eq(customers.merchantId, merchant.id)))[0]!.totalSpent;
    await order();
    // A hundred orders at the largest price a product can have: more than numeric(12,2) held.
    await db()
      .update(customers)
      .set({ totalSpent: "9999999999.99" })
      .where(eq(customers.merchantId, merchant.id));
    await order();
    expect(await spent()).toBe("10000000009.990");
    // At the column's maximum, a new order's total stops there, and a cancel takes its total off.
    await db()
      .update(customers)
      .set({ totalSpent: "9999999999999.99" })
      .where(eq(customers.merchantId, merchant.id));
    const third = await order();
    expect(await spent()).toBe("9999999999999.990");
    const cancel = (id: string) => client.patch(`/api/merchant/orders/${id}/status`, { status: "cancelled" });
    expect((await cancel(third)).statusCode).toBe(200);
    expect(await spent()).toBe("9999999999989.990");
    // Reopened, the trigger adds it back, held at the maximum.
    const reopened = await client.patch(`/api/merchant/orders/${third}/status`, { status: "pending" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await spent()).toBe("9999999999999.990");
    const listed = (await client.get("/api/customers")).json();
    expect(listed.customers[0].totalSpent).toBe("9999999999999.99");
  });

  // PGlite runs one statement at a time, so its requests only take turns: 40 show the same bounds
  // there (each customer past the maximum, more units back than the 50 of room) for a fifth of the
  // time; PostgreSQL, where they really run side by side, takes the hundreds (decision 0051).
  const n = driver === "postgres" ? 200 : 40;
  it(`${n} simultaneous cancels onto stock near the maximum, and ${n} orders onto spending near it: no 5xx`, {
    tags: ["slow"],
  }, async () => {
    const { client, merchant } = await registerMerchant(t.app);
    // Orders past the default limits of one shopper (decision 0042): this is about stock's rules.
    await client.put("/api/merchant/order-limits", {
      maxPerProduct: 10_000,
      maxUnitsPerOrder: 100_000,
      holdSharePercent: 100,
    });
    const rice = await createProduct(db(), merchant.id, {
      name: "Rice",
      price: "99999999.99",
      quantity: 400,
    });
    const shopper = new TestClient(t.app);
    await shopper.token(); // one browser: its CSRF cookie before the requests that use it
    // Forty phones, n / 40 orders each at the largest total: each customer's row is written at once.
    const phone = (i: number) => `+1 555 01${String(i % 40).padStart(2, "0")}`;
    const placeAll = () =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          shopper.post("/api/orders", {
            merchantSlug: merchant.businessSlug,
            customer: { ...customer, phone: phone(i) },
            items: [{ productId: rice.id, quantity: 1 }],
          }),
        ),
      );
    const first = await placeAll();
    expect(first.map((r) => r.statusCode)).toEqual(first.map(() => 201));
    await db()
      .update(customers)
      .set({ totalSpent: "9999999999000.00" })
      .where(eq(customers.merchantId, merchant.id));
    const second = await placeAll();
    expect(second.map((r) => r.statusCode)).toEqual(second.map(() => 201));
    const spent = await db().select().from(customers).where(eq(customers.merchantId, merchant.id));
    expect(spent).toHaveLength(40);
    for (const row of spent) expect(row.totalSpent).toBe("9999999999999.990");

    // Stock near the maximum, then every order cancelled at once: each gives its unit back.
    await db()
      .update(products)
      .set({ quantity: MAX_INTEGER - 50 })
      .where(eq(products.id, rice.id));
    const ids = [...first, ...second].map((r) => r.json().id as string);
    const cancels = await Promise.all(
      ids.map((id) => client.patch(`/api/merchant/orders/${id}/status`, { status: "cancelled" })),
    );
    expect(cancels.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    expect((await db().select().from(products).where(eq(products.id, rice.id)))[0]!.quantity).toBe(
      MAX_INTEGER,
    );
  });
});
