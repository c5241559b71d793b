import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ORDER_LIMIT_DEFAULTS, ORDER_LIMIT_MESSAGES } from "#contracts/order-limits";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 40, item 1: what one shopper may hold. The store's limits, a product's maximum per order, and
// the share of a product's stock one phone and one address may hold in unconfirmed orders.

const customer = { name: "Ada Lovelace", phone: "212-555-0199", address: "12 Analytical Way, New York" };
const HOUR = 60 * 60 * 1000;
let clock = Date.parse("2026-05-05T16:00:00Z");

describeOnDrivers("order limits", { config: { trustProxy: 1 }, now: () => clock }, (t) => {
  /** A shopper behind one address (the test app trusts one proxy, so x-forwarded-for is the client). */
  const shopperAt = (ip: string) => ({
    order: (body: Record<string, unknown>) =>
      new TestClient(t.app).request("POST", "/api/orders", body, { headers: { "x-forwarded-for": ip } }),
  });

  async function store(limits: Record<string, unknown> = {}) {
    const registered = await registerMerchant(t.app);
    if (Object.keys(limits).length > 0) {
      const saved = await registered.client.put("/api/merchant/order-limits", limits);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const slug = registered.merchant.businessSlug;
    const orderOf =
      (productId: string) =>
      (quantity: number, { ip = "198.51.100.7", phone = customer.phone, fulfilment = "delivery" } = {}) =>
        shopperAt(ip).order({
          merchantSlug: slug,
          customer: fulfilment === "pickup" ? { name: customer.name, phone } : { ...customer, phone },
          fulfilment,
          items: [{ productId, quantity }],
        });
    return { ...registered, slug, orderOf };
  }

  it("keeps each store's limits: the defaults, a change of some, and only for the signed-in merchant", async () => {
    const { client } = await store();
    const other = await store();
    expect((await client.get("/api/merchant/order-limits")).json()).toEqual(ORDER_LIMIT_DEFAULTS);
    expect(ORDER_LIMIT_DEFAULTS).toEqual({
      maxPerProduct: 20,
      maxUnitsPerOrder: 100,
      holdSharePercent: 50,
      releaseUnconfirmedAfterMinutes: null,
    });

    const saved = await client.put("/api/merchant/order-limits", {
      maxPerProduct: 5,
      releaseUnconfirmedAfterMinutes: 120,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...ORDER_LIMIT_DEFAULTS,
      maxPerProduct: 5,
      releaseUnconfirmedAfterMinutes: 120,
    });
    expect((await client.get("/api/merchant/order-limits")).json()).toEqual(saved.json());
    const off = await client.put("/api/merchant/order-limits", { releaseUnconfirmedAfterMinutes: null });
    expect(off.json().releaseUnconfirmedAfterMinutes).toBeNull();
    // Another store is untouched.
    expect((await other.client.get("/api/merchant/order-limits")).json()).toEqual(ORDER_LIMIT_DEFAULTS);

    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/merchant/order-limits")).statusCode).toBe(401);
    expect((await anonymous.put("/api/merchant/order-limits", { maxPerProduct: 3 })).statusCode).toBe(401);
  });

  it("refuses limits that are not whole numbers within their bounds, each with its own message", async () => {
    const { client } = await store();
    const cases: [Record<string, unknown>, string][] = [
      [{}, ORDER_LIMIT_MESSAGES.nothingToChange],
      [{ maxPerProduct: 0 }, ORDER_LIMIT_MESSAGES.maxPerProduct],
      [{ maxPerProduct: 2.5 }, ORDER_LIMIT_MESSAGES.maxPerProduct],
      [{ maxPerProduct: "5" }, ORDER_LIMIT_MESSAGES.maxPerProduct],
      [{ maxPerProduct: 10_001 }, ORDER_LIMIT_MESSAGES.maxPerProduct],
      [{ maxUnitsPerOrder: -1 }, ORDER_LIMIT_MESSAGES.maxUnitsPerOrder],
      [{ maxUnitsPerOrder: 100_001 }, ORDER_LIMIT_MESSAGES.maxUnitsPerOrder],
      [{ holdSharePercent: 0 }, ORDER_LIMIT_MESSAGES.holdSharePercent],
      [{ holdSharePercent: 101 }, ORDER_LIMIT_MESSAGES.holdSharePercent],
      [{ holdSharePercent: null }, ORDER_LIMIT_MESSAGES.holdSharePercent],
      [{ releaseUnconfirmedAfterMinutes: 4 }, ORDER_LIMIT_MESSAGES.releaseUnconfirmedAfterMinutes],
      [{ releaseUnconfirmedAfterMinutes: 43_201 }, ORDER_LIMIT_MESSAGES.releaseUnconfirmedAfterMinutes],
    ];
    for (const [body, message] of cases) {
      const res = await client.put("/api/merchant/order-limits", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(ORDER_LIMIT_MESSAGES.maxUnitsPerOrder).toBe(
      "maxUnitsPerOrder must be a whole number from 1 to 100,000",
    );
    expect((await client.get("/api/merchant/order-limits")).json()).toEqual(ORDER_LIMIT_DEFAULTS);
  });

  it("refuses more than 20 of one product by default, and more than a product's own maximum, for delivery and pickup", async () => {
    const { merchant, client, orderOf } = await store({ holdSharePercent: 100 });
    await client.put("/api/merchant/trading", { fulfilment: { delivery: true, pickup: true } });
    const paracetamol = await createProduct(t.database.db, merchant.id, {
      name: "Paracetamol 500mg",
      quantity: null,
    });
    const order = orderOf(paracetamol.id);
    const over = await order(21);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can order at most 20 of "Paracetamol 500mg" in one order.');
    expect((await order(21, { fulfilment: "pickup" })).statusCode).toBe(409);
    expect((await order(20)).statusCode).toBe(201);

    // A product's own maximum replaces the store's, above it or below it.
    const set = await client.put(`/api/products/${paracetamol.id}`, { maxPerOrder: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().maxPerOrder).toBe(2);
    const three = await order(3, { fulfilment: "pickup" });
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe('You can order at most 2 of "Paracetamol 500mg" in one order.');
    expect((await order(2, { fulfilment: "pickup" })).statusCode).toBe(201);
    await client.put(`/api/products/${paracetamol.id}`, { maxPerOrder: 60 });
    expect((await order(60)).statusCode).toBe(201);
    expect((await order(61)).json().message).toBe(
      'You can order at most 60 of "Paracetamol 500mg" in one order.',
    );
  });

  it("sums one product's lines, and refuses more units in one order than the store allows", async () => {
    const { merchant, slug } = await store({ maxPerProduct: 4, maxUnitsPerOrder: 6, holdSharePercent: 100 });
    const tea = await createProduct(t.database.db, merchant.id, { name: "Tea", quantity: null });
    const mug = await createProduct(t.database.db, merchant.id, { name: "Mug", quantity: null });
    const cart = (items: { productId: string; quantity: number }[]) =>
      shopperAt("198.51.100.8").order({ merchantSlug: slug, customer, items });
    // Two lines of one product (the contract merges them) count together.
    const twoLines = await cart([
      { productId: tea.id, quantity: 3 },
      { productId: tea.id, quantity: 2 },
    ]);
    expect(twoLines.statusCode).toBe(409);
    expect(twoLines.json().message).toBe('You can order at most 4 of "Tea" in one order.');
    const tooMany = await cart([
      { productId: tea.id, quantity: 4 },
      { productId: mug.id, quantity: 3 },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("You can order at most 6 items in one order.");
    const atLimit = await cart([
      { productId: tea.id, quantity: 4 },
      { productId: mug.id, quantity: 2 },
    ]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it("takes a product's maximum on create, update, CSV upload and export, and the storefront carries it with the store's limits", async () => {
    const { client, slug } = await store({ maxPerProduct: 7, maxUnitsPerOrder: 30 });
    const made = await client.post("/api/products", {
      name: "Soap",
      price: "2.00",
      quantity: 9,
      maxPerOrder: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().maxPerOrder).toBe(3);
    const plain = (await client.post("/api/products", { name: "Sponge", price: "1.00", quantity: 9 })).json();
    expect(plain.maxPerOrder).toBeNull();
    for (const bad of [0, 1.5, -2, 10_001, "many"]) {
      const res = await client.put(`/api/products/${plain.id}`, { maxPerOrder: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(ORDER_LIMIT_MESSAGES.maxPerOrder);
    }
    expect(
      (await client.put(`/api/products/${made.json().id}`, { maxPerOrder: "" })).json().maxPerOrder,
    ).toBeNull();
    await client.put(`/api/products/${made.json().id}`, { maxPerOrder: 3 });

    const csv = ["name,price,quantity,max_per_order", "Brush,3,5,4", "Comb,1,5,", "Towel,9,5,lots"].join(
      "\n",
    );
    const uploaded = await client.post("/api/products/bulk-upload", { csvData: csv });
    expect(uploaded.json()).toMatchObject({
      successful: 2,
      failed: 1,
      errors: [{ product: { name: "Towel" }, error: ORDER_LIMIT_MESSAGES.maxPerOrder, row: 4 }],
    });
    const exported = (await client.get("/api/products/export")).body.split("\r\n");
    expect(exported[0]).toMatch(/,max_per_order$/);
    expect(exported.find((line) => line.startsWith("Brush,"))).toMatch(/,4$/);
    expect(exported.find((line) => line.startsWith("Comb,"))).toMatch(/,$/);

    const microsite = (await new TestClient(t.app).get(`/api/microsite/${slug}`)).json();
    expect(microsite.merchant.orderLimits).toEqual({ maxPerProduct: 7, maxUnitsPerOrder: 30 });
    const byName = new Map(microsite.products.map((p: { name: string }) => [p.name, p]));
    expect(byName.get("Soap")).toMatchObject({ maxPerOrder: 3 });
    expect(byName.get("Brush")).toMatchObject({ maxPerOrder: 4 });
    expect(byName.get("Sponge")).toMatchObject({ maxPerOrder: null });
    const page = (await new TestClient(t.app).get(`/api/microsite/${slug}/product/${made.json().id}`)).json();
    expect(page.maxPerOrder).toBe(3);
    // A change of the store's limits reaches its cached page.
    await client.put("/api/merchant/order-limits", { maxPerProduct: 8 });
    const again = (await new TestClient(t.app).get(`/api/microsite/${slug}`)).json();
    expect(again.merchant.orderLimits.maxPerProduct).toBe(8);
  });

  it("lets one phone and one address hold at most half of a product's stock in unconfirmed orders within an hour", async () => {
    clock = Date.parse("2026-05-05T16:00:00Z");
    const { merchant, client, orderOf } = await store();
    const pills = await createProduct(t.database.db, merchant.id, {
      name: "Paracetamol 500mg",
      quantity: 10,
    });
    const order = orderOf(pills.id);

    const first = await order(3);
    expect(first.statusCode, first.body).toBe(201);
    // The same phone written another way, from the same address: 3 + 3 of 10 is over half.
    const second = await order(3, { phone: "(212) 555.0199" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You already have unconfirmed orders for "Paracetamol 500mg": one customer may hold at most 50% of its stock until the store confirms them, so you can order 2 more for now.',
    );
    expect((await order(2)).statusCode).toBe(201);
    const full = await order(1);
    expect(full.json().message).toBe(
      'You already have unconfirmed orders for "Paracetamol 500mg": one customer may hold at most 50% of its stock until the store confirms them.',
    );
    // Another phone at the address, or the phone from another address, holds its own share.
    expect((await order(1, { phone: "212-555-0100" })).statusCode).toBe(201);
    expect((await order(1, { ip: "203.0.113.9" })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, pills.id));
    expect(row!.quantity).toBe(3);

    // Once the store confirms an order, its units no longer count as held.
    const confirmed = await client.patch(`/api/merchant/orders/${first.json().id}/status`, {
      status: "confirmed",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // 2 held of 2 + 3 left: at most 2 (half of 5, rounded down)... none more.
    expect((await order(1)).statusCode).toBe(409);

    // Orders placed over an hour ago no longer count.
    clock += HOUR + 1000;
    expect((await order(1)).statusCode).toBe(201);
  });

  it("counts an IPv6 client by its /64, and lets the last unit go to whoever asks", async () => {
    const { merchant, orderOf } = await store();
    const tent = await createProduct(t.database.db, merchant.id, { name: "Tent", quantity: 4 });
    const order = orderOf(tent.id);
    expect((await order(2, { ip: "2001:db8:aa:bb::1" })).statusCode).toBe(201);
    const sameSubnet = await order(1, { ip: "2001:db8:aa:bb:ffff::2" });
    expect(sameSubnet.statusCode).toBe(409);
    expect((await order(1, { ip: "2001:db8:aa:bc::1" })).statusCode).toBe(201);
    // One left: one unit can always be held.
    const single = await createProduct(t.database.db, merchant.id, { name: "Last Lamp", quantity: 1 });
    expect((await orderOf(single.id)(1)).statusCode).toBe(201);
  });

  it("holds no share at 100%, nor for stock that is not counted", async () => {
    const { merchant, client, orderOf } = await store({ holdSharePercent: 100 });
    const bread = await createProduct(t.database.db, merchant.id, { name: "Bread", quantity: 6 });
    expect((await orderOf(bread.id)(6)).statusCode).toBe(201);
    await client.put("/api/merchant/order-limits", { holdSharePercent: 50 });
    const water = await createProduct(t.database.db, merchant.id, { name: "Water", quantity: null });
    expect((await orderOf(water.id)(20)).statusCode).toBe(201);
    expect((await orderOf(water.id)(20)).statusCode).toBe(201);
  });
});
