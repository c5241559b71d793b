import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import type { TMerchantOrderDetails, TOrderTracking } from "#contracts/order-management";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { orderItems } from "#server/db/schema/order-items";
import { orders } from "#server/db/schema/orders";
import { productOptions } from "#server/db/schema/product-options";
import { products } from "#server/db/schema/products";
import { describeOnDrivers, type SuiteApp, useTestApp } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Orders of products with options (issue 28, decision 0029): the price of a choice, its refusals,
// variant stock taken, given back and taken again, and the choices on every view of the order.

const customer = { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way, New York" };

const teeSizes = (s: number, m: number, l: number) => ({
  name: "Size",
  tracksStock: true,
  options: [
    { name: "S", quantity: s },
    { name: "M", quantity: m },
    { name: "L", priceDelta: "2", quantity: l },
  ],
});
const extras = {
  name: "Extra",
  selection: "multiple",
  maxSelect: 2,
  options: [
    { name: "Cheese", priceDelta: "1.5" },
    { name: "Olives", priceDelta: "1" },
    { name: "Anchovies", priceDelta: "2", isAvailable: false },
  ],
};
const pizzaSizes = {
  name: "Size",
  options: [
    { name: "Small", priceDelta: "0" },
    { name: "Large", priceDelta: "3" },
  ],
};

/** A signed-in merchant's store, a shopper, and helpers over both (shared by the suites below). */
function storeHelpers(t: SuiteApp) {
  const db = () => t.database.db;
  async function store() {
    const { client: merchant, merchant: who } = await registerMerchant(t.app);
    const shopper = new TestClient(t.app);
    const create = async (body: Record<string, unknown>): Promise<TProduct> => {
      const res = await merchant.post("/api/products", body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const order = (items: unknown[], extra: Record<string, unknown> = {}) =>
      shopper.post("/api/orders", { merchantSlug: who.businessSlug, customer, items, ...extra });
    return { merchant, shopper, slug: who.businessSlug, merchantId: who.id, create, order };
  }
  /** A product's quantity and its variants' (by name), as the database has them now. */
  const stockOf = async (productId: string): Promise<Record<string, number | null>> => {
    const [row] = await db()
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    const variants = await db()
      .select({ name: productOptions.name, q: productOptions.quantity })
      .from(productOptions)
      .where(eq(productOptions.productId, productId));
    return {
      product: row!.q,
      ...Object.fromEntries(variants.filter((v) => v.q !== null).map((v) => [v.name, v.q])),
    };
  };
  const ordersOf = async (merchantId: string) =>
    (await db().select({ n: count() }).from(orders).where(eq(orders.merchantId, merchantId)))[0]!.n;
  return { db, store, stockOf, ordersOf };
}

/** The id of the option named `name` in the group named `group`. */
const optionId = (product: TProduct, group: string, name: string) =>
  product.optionGroups!.find((g) => g.name === group)!.options.find((o) => o.name === name)!.id;

describeOnDrivers("orders with options", (t, driver) => {
  const { db, store, stockOf, ordersOf } = storeHelpers(t);

  it("prices each line from the current options, keeps two sizes as two lines, and stores the picks", async () => {
    const s = await store();
    const pizza = await s.create({
      name: "Margherita",
      price: "10.00",
      quantity: 20,
      optionGroups: [pizzaSizes, extras],
    });
    const large = optionId(pizza, "Size", "Large");
    const small = optionId(pizza, "Size", "Small");
    const cheese = optionId(pizza, "Extra", "Cheese");
    const olives = optionId(pizza, "Extra", "Olives");
    const res = await s.order([
      { productId: pizza.id, quantity: 2, optionIds: [cheese, large, olives] },
      { productId: pizza.id, quantity: 1, optionIds: [small] },
      // The same choice in another order of ids is the same line.
      { productId: pizza.id, quantity: 1, optionIds: [olives, large, cheese] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const placed: TPlaceOrderResponse = res.json();
    // Large with cheese and olives: 10 + 3 + 1.50 + 1 = 15.50, three of them; a small one at 10.
    expect(placed).toMatchObject({ subtotal: "56.50", totalAmount: "56.50" });
    expect(placed.orderItems).toHaveLength(2);
    expect(placed.orderItems).toEqual(
      expect.arrayContaining([
        {
          productId: pizza.id,
          productName: "Margherita",
          quantity: 3,
          price: "15.50",
          unitPrice: "15.50",
          lineTotal: "46.50",
          options: [
            { group: "Size", name: "Large", priceDelta: "3.00" },
            { group: "Extra", name: "Cheese", priceDelta: "1.50" },
            { group: "Extra", name: "Olives", priceDelta: "1.00" },
          ],
        },
        {
          productId: pizza.id,
          productName: "Margherita",
          quantity: 1,
          price: "10.00",
          unitPrice: "10.00",
          lineTotal: "10.00",
          options: [{ group: "Size", name: "Small", priceDelta: "0.00" }],
        },
      ]),
    );
    // Two lines of one product take both their quantities from its stock.
    expect((await stockOf(pizza.id)).product).toBe(16);
    const rows = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    const largeRow = rows.find((r) => r.quantity === 3)!;
    expect(largeRow.options).toEqual([
      {
        group: "Size",
        name: "Large",
        priceDelta: "3.00",
        groupId: pizza.optionGroups![0]!.id,
        optionId: large,
      },
      {
        group: "Extra",
        name: "Cheese",
        priceDelta: "1.50",
        groupId: pizza.optionGroups![1]!.id,
        optionId: cheese,
      },
      {
        group: "Extra",
        name: "Olives",
        priceDelta: "1.00",
        groupId: pizza.optionGroups![1]!.id,
        optionId: olives,
      },
    ]);
    // No group of the pizza tracks stock: no variant.
    expect(largeRow.variantOptionId).toBeNull();
  });

  it("takes a variant's stock and the product's, summed over the lines that chose it", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5), extras] });
    const [m, l, cheese] = [
      optionId(tee, "Size", "M"),
      optionId(tee, "Size", "L"),
      optionId(tee, "Extra", "Cheese"),
    ];
    const res = await s.order([
      { productId: tee.id, quantity: 2, optionIds: [m, cheese] },
      { productId: tee.id, quantity: 3, optionIds: [m] },
      { productId: tee.id, quantity: 1, optionIds: [l] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // 2 x 21.50 + 3 x 20 + 22
    expect(res.json().totalAmount).toBe("125.00");
    expect(await stockOf(tee.id)).toEqual({ product: 9, S: 5, M: 0, L: 4 });
    const rows = await db()
      .select({ variant: orderItems.variantOptionId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, res.json().id));
    expect(rows.sort((a, b) => a.quantity - b.quantity)).toEqual([
      { variant: l, quantity: 1 },
      { variant: m, quantity: 2 },
      { variant: m, quantity: 3 },
    ]);
  });

  it("refuses a variant that cannot cover the cart with a 409 naming it, the lines' demand summed", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(4, 2, 0), extras] });
    const [sm, m, l, cheese] = [
      optionId(tee, "Size", "S"),
      optionId(tee, "Size", "M"),
      optionId(tee, "Size", "L"),
      optionId(tee, "Extra", "Cheese"),
    ];
    const cases: [unknown[], string][] = [
      [[{ productId: tee.id, quantity: 1, optionIds: [l] }], '"Tee (L)" is out of stock'],
      [[{ productId: tee.id, quantity: 3, optionIds: [m] }], '"Tee (M)" has only 2 left'],
      [
        [
          { productId: tee.id, quantity: 2, optionIds: [m, cheese] },
          { productId: tee.id, quantity: 1, optionIds: [m] },
          { productId: tee.id, quantity: 1, optionIds: [sm] },
        ],
        '"Tee (M)" has only 2 left',
      ],
    ];
    for (const [items, message] of cases) {
      const res = await s.order(items);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await stockOf(tee.id)).toEqual({ product: 6, S: 4, M: 2, L: 0 });
    expect(await ordersOf(s.merchantId)).toBe(0);
    // Exactly what is left sells.
    const last = await s.order([
      { productId: tee.id, quantity: 1, optionIds: [m, cheese] },
      { productId: tee.id, quantity: 1, optionIds: [m] },
    ]);
    expect(last.statusCode, last.body).toBe(201);
    expect(await stockOf(tee.id)).toEqual({ product: 4, S: 4, M: 0, L: 0 });
  });

  it("refuses a choice the product does not allow with a 400 naming the group, placing nothing", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5), extras] });
    const other = await s.create({ name: "Cap", price: "9", optionGroups: [extras] });
    const plain = await s.create({ name: "Socks", price: "5", quantity: 10 });
    const [m, cheese, olives, anchovies] = [
      optionId(tee, "Size", "M"),
      optionId(tee, "Extra", "Cheese"),
      optionId(tee, "Extra", "Olives"),
      optionId(tee, "Extra", "Anchovies"),
    ];
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string, string[], string][] = [
      [
        "an unknown id",
        tee.id,
        [m, unknown],
        'An option chosen for "Tee" is not one of its options. Please choose again.',
      ],
      [
        "another product's option",
        tee.id,
        [m, optionId(other, "Extra", "Cheese")],
        'An option chosen for "Tee" is not one of its options. Please choose again.',
      ],
      [
        "an unavailable option",
        tee.id,
        [m, anchovies],
        '"Anchovies" (Extra) is no longer available for "Tee"',
      ],
      [
        "too many picks",
        tee.id,
        [m, cheese, olives, optionId(tee, "Size", "L")],
        'Choose only one Size for "Tee"',
      ],
      ["a missing required pick", tee.id, [cheese], 'Choose one Size for "Tee"'],
      ["no pick at all", tee.id, [], 'Choose one Size for "Tee"'],
      ["an id twice", tee.id, [m, m], 'An option of "Tee" was chosen twice'],
      [
        "an option for a product without any",
        plain.id,
        [m],
        'An option chosen for "Socks" is not one of its options. Please choose again.',
      ],
    ];
    for (const [label, productId, optionIds, message] of cases) {
      const res = await s.order([{ productId, quantity: 1, optionIds }]);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toBe(message);
    }
    expect(await ordersOf(s.merchantId)).toBe(0);
    expect(await stockOf(tee.id)).toEqual({ product: 15, S: 5, M: 5, L: 5 });
    expect((await stockOf(plain.id)).product).toBe(10);
  });

  it("refuses more add-ons than the group's maximum, naming the group", async () => {
    const s = await store();
    const pizza = await s.create({
      name: "Margherita",
      price: "10",
      quantity: null,
      optionGroups: [{ ...extras, options: [...extras.options.slice(0, 2), { name: "Basil" }] }],
    });
    const ids = pizza.optionGroups![0]!.options.map((o) => o.id);
    const res = await s.order([{ productId: pizza.id, quantity: 1, optionIds: ids }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose at most 2 Extra for "Margherita"');
  });

  it("answers hostile optionIds with a 400, never a 5xx, and takes real ids in capitals", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5), extras] });
    const m = optionId(tee, "Size", "M");
    const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const hostile: [unknown, string][] = [
      [null, "optionIds must be a list of option ids"],
      ["M", "optionIds must be a list of option ids"],
      [m, "optionIds must be a list of option ids"],
      [{ 0: m }, "optionIds must be a list of option ids"],
      [[1], "optionIds must be a list of option ids"],
      [[null], "optionIds must be a list of option ids"],
      [[[m]], "optionIds must be a list of option ids"],
      [["not-a-uuid"], "optionIds must be a list of option ids"],
      [[`${m}\u0000`], "optionIds must be a list of option ids"],
      [["x".repeat(100_000)], "optionIds must be a list of option ids"],
      [Array.from({ length: 51 }, (_, i) => uuid(i)), "An order line can name at most 50 options"],
      [
        Array.from({ length: 50 }, (_, i) => uuid(i)),
        'An option chosen for "Tee" is not one of its options. Please choose again.',
      ],
      [[m, m.toUpperCase()], 'An option of "Tee" was chosen twice'],
    ];
    for (const [optionIds, message] of hostile) {
      const res = await s.order([{ productId: tee.id, quantity: 1, optionIds }]);
      expect(res.statusCode, JSON.stringify(optionIds).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ordersOf(s.merchantId)).toBe(0);
    const upper = await s.order([{ productId: tee.id, quantity: 1, optionIds: [m.toUpperCase()] }]);
    expect(upper.statusCode, upper.body).toBe(201);
    expect(await stockOf(tee.id)).toEqual({ product: 14, S: 5, M: 4, L: 5 });
  });

  it.each([
    ["left out", {}],
    ["empty", { optionIds: [] }],
  ])("answers a product without groups exactly as before, optionIds %s", async (_label, optionIds) => {
    const s = await store();
    const socks = await s.create({ name: "Socks", price: "5", discountPrice: "4", quantity: 10 });
    const res = await s.order([{ productId: socks.id, quantity: 2, ...optionIds }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orderItems).toEqual([
      {
        productId: socks.id,
        productName: "Socks",
        quantity: 2,
        price: "4.00",
        unitPrice: "4.00",
        lineTotal: "8.00",
        options: [],
      },
    ]);
    expect((await stockOf(socks.id)).product).toBe(8);
    const [row] = await db().select().from(orderItems).where(eq(orderItems.orderId, res.json().id));
    expect(row).toMatchObject({ options: [], variantOptionId: null });
  });

  it("keeps an old order's choices and prices when the product is edited, on every view of it", async () => {
    const s = await store();
    const pizza = await s.create({
      name: "Margherita",
      price: "10",
      quantity: null,
      optionGroups: [pizzaSizes, extras],
    });
    const [large, cheese] = [optionId(pizza, "Size", "Large"), optionId(pizza, "Extra", "Cheese")];
    const placed: TPlaceOrderResponse = (
      await s.order([
        { productId: pizza.id, quantity: 2, optionIds: [large, cheese] },
        { productId: pizza.id, quantity: 1, optionIds: [optionId(pizza, "Size", "Small")] },
      ])
    ).json();
    const chosen = [
      { group: "Size", name: "Large", priceDelta: "3.00" },
      { group: "Extra", name: "Cheese", priceDelta: "1.50" },
    ];
    // The merchant renames the size, changes its price and drops the extras.
    const [size] = pizza.optionGroups!;
    const edit = await s.merchant.put(`/api/products/${pizza.id}`, {
      name: "Pizza Margherita",
      price: "12",
      optionGroups: [
        {
          ...size,
          name: "Diameter",
          options: size!.options.map((o) => ({ ...o, name: `${o.name}!`, priceDelta: "5" })),
        },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const details: TMerchantOrderDetails = (await s.merchant.get(`/api/merchant/orders/${placed.id}`)).json();
    const tracking: TOrderTracking = (
      await s.shopper.get(`/api/microsite/${s.slug}/orders/${placed.trackingCode}`)
    ).json();
    for (const items of [placed.orderItems, details.orderItems, tracking.items]) {
      const large = items.find((i) => i.quantity === 2)!;
      expect(large).toMatchObject({ productName: "Margherita", price: "14.50", unitPrice: "14.50" });
      expect(large.options).toEqual(chosen);
      expect(items.find((i) => i.quantity === 1)).toMatchObject({
        unitPrice: "10.00",
        lineTotal: "10.00",
        options: [{ group: "Size", name: "Small", priceDelta: "0.00" }],
      });
    }
    expect(details.totalAmount).toBe("39.00");
    // The detailed list answers the same lines.
    const [listed] = (
      await s.merchant.get("/api/merchant/orders/detailed")
    ).json() as TMerchantOrderDetails[];
    expect(listed!.orderItems).toEqual(details.orderItems);

    // A new order is priced from the options as they are now.
    const again = await s.order([{ productId: pizza.id, quantity: 1, optionIds: [large] }]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().orderItems[0]).toMatchObject({
      productName: "Pizza Margherita",
      unitPrice: "17.00",
      lineTotal: "17.00",
      options: [{ group: "Diameter", name: "Large!", priceDelta: "5.00" }],
    });
  });

  it("writes the choices in the CSV export's Items column, the columns where they were", async () => {
    const s = await store();
    const pizza = await s.create({
      name: "Margherita",
      price: "10",
      quantity: null,
      optionGroups: [pizzaSizes, extras],
    });
    const tea = await s.create({ name: "Tea", price: "4", quantity: null });
    const res = await s.order([
      {
        productId: pizza.id,
        quantity: 2,
        optionIds: [
          optionId(pizza, "Size", "Large"),
          optionId(pizza, "Extra", "Cheese"),
          optionId(pizza, "Extra", "Olives"),
        ],
      },
      { productId: tea.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const csv = await s.merchant.get("/api/merchant/orders/export");
    const [header, row] = csv.body.trimEnd().split("\r\n");
    const columns = header!.split(",");
    expect(columns.indexOf("Items")).toBe(8);
    expect(columns).toHaveLength(25);
    expect(row).toMatch(
      /(2 x Margherita \(Size: Large · Extra: Cheese, Olives\); 1 x Tea|1 x Tea; 2 x Margherita \(Size: Large · Extra: Cheese, Olives\))/,
    );
  });

  it("gives a cancelled order's variant units back with the product's, and takes both again when reopened", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5)] });
    const [m, l] = [optionId(tee, "Size", "M"), optionId(tee, "Size", "L")];
    const placed = await s.order([
      { productId: tee.id, quantity: 3, optionIds: [m] },
      { productId: tee.id, quantity: 1, optionIds: [l] },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const set = (status: string) =>
      s.merchant.patch(`/api/merchant/orders/${placed.json().id}/status`, { status });
    expect(await stockOf(tee.id)).toEqual({ product: 11, S: 5, M: 2, L: 4 });
    expect((await set("cancelled")).statusCode).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 15, S: 5, M: 5, L: 5 });
    expect((await set("cancelled")).statusCode).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 15, S: 5, M: 5, L: 5 });
    expect((await set("confirmed")).statusCode).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 11, S: 5, M: 2, L: 4 });

    // Reopening when the variant is short is refused naming it, and changes nothing.
    expect((await set("cancelled")).statusCode).toBe(200);
    const [size] = (await s.merchant.get(`/api/products`)).json().find((p: TProduct) => p.id === tee.id)
      .optionGroups as TProduct["optionGroups"] & object;
    const restock = await s.merchant.put(`/api/products/${tee.id}`, {
      optionGroups: [
        { ...size, options: size!.options.map((o) => ({ ...o, quantity: o.name === "M" ? 2 : 9 })) },
      ],
    });
    expect(restock.statusCode, restock.body).toBe(200);
    const refused = await set("pending");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This order can't be reopened: "Tee (M)" has only 2 left. Restock it first.`,
    );
    expect(await stockOf(tee.id)).toEqual({ product: 20, S: 9, M: 2, L: 9 });
    const detail: TMerchantOrderDetails = (
      await s.merchant.get(`/api/merchant/orders/${placed.json().id}`)
    ).json();
    expect(detail.status).toBe("cancelled");
  });

  it("gives back nothing for a deleted variant while the product counts per variant, and the product's units once it does not", async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5)] });
    const [size] = tee.optionGroups!;
    const placed = await s.order([
      { productId: tee.id, quantity: 2, optionIds: [optionId(tee, "Size", "M")] },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const set = (status: string) =>
      s.merchant.patch(`/api/merchant/orders/${placed.json().id}/status`, { status });

    // M is no longer sold: the product's stock is S and L's, and stays their sum through a cancel.
    const withoutM = await s.merchant.put(`/api/products/${tee.id}`, {
      optionGroups: [{ ...size, options: size!.options.filter((o) => o.name !== "M") }],
    });
    expect(withoutM.statusCode, withoutM.body).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 10, S: 5, L: 5 });
    expect((await set("cancelled")).statusCode).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 10, S: 5, L: 5 });
    expect((await set("confirmed")).statusCode).toBe(200);
    expect(await stockOf(tee.id)).toEqual({ product: 10, S: 5, L: 5 });

    // Without groups the tee is a product like any other: its own units go back and come again.
    const noGroups = await s.merchant.put(`/api/products/${tee.id}`, { optionGroups: [], quantity: 10 });
    expect(noGroups.statusCode, noGroups.body).toBe(200);
    expect((await set("cancelled")).statusCode).toBe(200);
    expect((await stockOf(tee.id)).product).toBe(12);
    expect((await set("pending")).statusCode).toBe(200);
    expect((await stockOf(tee.id)).product).toBe(10);
  });

  it("200 simultaneous orders for size M with 20 in stock sell exactly 20", { tags: ["slow"] }, async () => {
    const s = await store();
    const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(500, 20, 500)] });
    const m = optionId(tee, "Size", "M");
    // One CSRF token for all of them (each would otherwise fetch its own and overwrite the cookie).
    await s.shopper.token();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        s.shopper.post("/api/orders", {
          merchantSlug: s.slug,
          customer: { ...customer, phone: `555-03${String(i % 50).padStart(2, "0")}` },
          // Some orders also take an S: the product's row is shared by every size.
          items: [
            { productId: tee.id, quantity: 1, optionIds: [m] },
            ...(i % 3 === 0
              ? [{ productId: tee.id, quantity: 1, optionIds: [optionId(tee, "Size", "S")] }]
              : []),
          ],
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    console.info(
      `[${driver}] 200 concurrent orders for M: ${created.length} created, ${refused.length} refused`,
    );
    expect(created).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const r of refused) expect(r.json().message).toBe('"Tee (M)" is out of stock');
    const takenS = created.filter((r) => r.json().orderItems.length === 2).length;
    const stock = await stockOf(tee.id);
    expect(stock).toEqual({ product: 1000 - takenS, S: 500 - takenS, M: 0, L: 500 });
    expect(stock.product).toBe(stock.S! + stock.M! + stock.L!);
    expect(await ordersOf(s.merchantId)).toBe(20);
  });
});

/**
 * A variant's stock changed between the order's read and its write: PostgreSQL lets a test hold the
 * variant's row from a second connection while the order waits (see place-order.api.test.ts).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  "orders with options racing another transaction on postgres",
  () => {
    const t = useTestApp("postgres");
    const { store, stockOf, ordersOf } = storeHelpers(t);
    let other: pg.Client;
    beforeAll(async () => {
      other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
    });
    afterAll(() => other.end());

    async function waitUntilSomeoneWaitsForALock() {
      for (let i = 0; i < 500; i++) {
        const { rows } = await other.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error("the order never waited for the variant's row lock");
    }

    it.each([
      ["quantity = 1", '"Tee (M)" has only 1 left', 1],
      ["quantity = 0", '"Tee (M)" is out of stock', 0],
      ["is_available = false", '"M" (Size) is no longer available for "Tee"', 5],
    ])(
      "refuses with the variant's state now when it changed after it was read (%s)",
      async (change, message, left) => {
        const s = await store();
        const tee = await s.create({ name: "Tee", price: "20", optionGroups: [teeSizes(5, 5, 5)] });
        const m = optionId(tee, "Size", "M");
        await other.query("begin");
        await other.query("select 1 from product_options where id = $1 for no key update", [m]);
        const pending = s.order([{ productId: tee.id, quantity: 2, optionIds: [m] }]);
        await waitUntilSomeoneWaitsForALock();
        await other.query(`update product_options set ${change} where id = $1`, [m]);
        await other.query("commit");
        const res = await pending;
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message });
        // Nothing was taken: not the product's units, not the other sizes'.
        expect(await stockOf(tee.id)).toEqual({ product: 15, S: 5, M: left, L: 5 });
        expect(await ordersOf(s.merchantId)).toBe(0);
      },
    );
  },
);
