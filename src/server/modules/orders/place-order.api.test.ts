import { and, count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "#server/db/schema/customers";
import { orderItems } from "#server/db/schema/order-items";
import { orderStatusHistory } from "#server/db/schema/order-status-history";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { TestClient } from "#tests/helpers/test-app";

const customer = {
  name: "Ada Lovelace",
  phone: "+1 212-555-0199",
  address: "12 Analytical Way, New York, NY",
};

describeOnDrivers("POST /api/orders", (t, driver) => {
  let client: TestClient;
  beforeAll(async () => {
    client = new TestClient(t.app);
    await client.token();
  });
  const db = () => t.database.db;

  const stockOf = async (id: string) =>
    (await db().select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
  const countOf = async (
    table: typeof orders | typeof customers | typeof orderItems | typeof orderStatusHistory,
    merchantId: string,
  ) => (await db().select({ n: count() }).from(table).where(eq(table.merchantId, merchantId)))[0]!.n;

  /** A store with three products: tracked with a discount, tracked plain, and untracked. */
  async function store() {
    const merchant = await createMerchant(db());
    const vitamins = await createProduct(db(), merchant.id, {
      name: "Vitamin D3",
      price: "12.99",
      discountPrice: "9.99",
      quantity: 10,
    });
    const soap = await createProduct(db(), merchant.id, { name: "Hand Soap", price: "4.50", quantity: 5 });
    const pizza = await createProduct(db(), merchant.id, { name: "Pizza", price: "15.00", quantity: null });
    return { merchant, vitamins, soap, pizza };
  }

  it("places an order: server prices, stock taken, customer, items, first status, all stored", async () => {
    const { merchant, vitamins, soap, pizza } = await store();
    const res = await client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [
        { productId: vitamins.id, quantity: 2 },
        { productId: soap.id, quantity: 1 },
        { productId: pizza.id, quantity: 3 },
      ],
      notes: "  Ring twice  ",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      "amountPaid",
      "amountRefunded",
      "createdAt",
      "currency",
      "customer",
      "deliveryFee",
      "discountAmount",
      "discountCode",
      "etaMinutes",
      "fulfilment",
      "id",
      "notes",
      "orderItems",
      "orderType",
      "payment",
      "paymentMethod",
      "paymentStatus",
      "scheduledFor",
      "status",
      "subtotal",
      "totalAmount",
      "trackingCode",
    ]);
    expect(body).toMatchObject({
      status: "pending",
      orderType: "regular",
      // 2 x 9.99 (discount) + 4.50 + 3 x 15.00
      totalAmount: "69.48",
      subtotal: "69.48",
      deliveryFee: "0.00",
      fulfilment: "delivery",
      scheduledFor: null,
      etaMinutes: null,
      notes: "Ring twice",
      customer,
    });
    expect(body.trackingCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(body.orderItems).toHaveLength(3);
    expect(body.orderItems).toEqual(
      expect.arrayContaining([
        {
          productId: vitamins.id,
          productName: "Vitamin D3",
          quantity: 2,
          price: "9.99",
          unitPrice: "9.99",
          lineTotal: "19.98",
          options: [],
        },
        {
          productId: soap.id,
          productName: "Hand Soap",
          quantity: 1,
          price: "4.50",
          unitPrice: "4.50",
          lineTotal: "4.50",
          options: [],
        },
        {
          productId: pizza.id,
          productName: "Pizza",
          quantity: 3,
          price: "15.00",
          unitPrice: "15.00",
          lineTotal: "45.00",
          options: [],
        },
      ]),
    );

    expect(await stockOf(vitamins.id)).toBe(8);
    expect(await stockOf(soap.id)).toBe(4);
    expect(await stockOf(pizza.id)).toBeNull();

    const [order] = await db().select().from(orders).where(eq(orders.id, body.id));
    expect(order).toMatchObject({
      merchantId: merchant.id,
      // The store's currency, set as it is placed; numeric(11,3) keeps a third decimal.
      currency: "USD",
      totalAmount: "69.480",
      status: "pending",
      orderType: "regular",
      trackingCode: body.trackingCode,
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, body.id));
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.merchantId).toBe(merchant.id);
    expect(items.find((i) => i.productId === vitamins.id)).toMatchObject({
      price: "9.990",
      productName: "Vitamin D3",
    });
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, body.id));
    expect(history).toEqual([
      expect.objectContaining({
        status: "pending",
        updatedBy: "system",
        notes: "Order placed",
        merchantId: merchant.id,
      }),
    ]);
    const [cust] = await db().select().from(customers).where(eq(customers.id, order!.customerId));
    expect(cust).toMatchObject({ merchantId: merchant.id, ...customer });
  });

  it("ignores client-sent prices, totals and status; merges repeated products", async () => {
    const { merchant, vitamins, soap } = await store();
    const res = await client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [
        { productId: vitamins.id, quantity: 1, price: "0.01", productName: "Free stuff" },
        { productId: soap.id, quantity: 2, price: "0.01" },
        { productId: vitamins.id.toUpperCase(), quantity: 2, price: "0.01" },
      ],
      totalAmount: "0.01",
      status: "completed",
      orderType: "prescription",
      trackingCode: "HACKED00",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 3 x 9.99 + 2 x 4.50
    expect(body).toMatchObject({ totalAmount: "38.97", status: "pending", orderType: "regular" });
    expect(body.trackingCode).not.toBe("HACKED00");
    expect(body.orderItems).toHaveLength(2);
    expect(body.orderItems).toEqual(
      expect.arrayContaining([
        {
          productId: vitamins.id,
          productName: "Vitamin D3",
          quantity: 3,
          price: "9.99",
          unitPrice: "9.99",
          lineTotal: "29.97",
          options: [],
        },
      ]),
    );
    const [stored] = await db().select().from(orders).where(eq(orders.id, body.id));
    expect(stored!.totalAmount).toBe("38.970");
    expect(await stockOf(vitamins.id)).toBe(7);
  });

  it("upserts the customer by phone within the store, refreshing name and address", async () => {
    const { merchant, pizza } = await store();
    const other = await store();
    const place = (slug: string, productId: string, who: typeof customer) =>
      client.post("/api/orders", { merchantSlug: slug, customer: who, items: [{ productId, quantity: 1 }] });
    const first = await place(merchant.businessSlug, pizza.id, customer);
    const second = await place(merchant.businessSlug, pizza.id, {
      ...customer,
      name: "Ada King",
      address: "1 New Address Road, Brooklyn",
    });
    await place(other.merchant.businessSlug, other.pizza.id, customer);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const rows = await db().select().from(customers).where(eq(customers.merchantId, merchant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada King",
      phone: customer.phone,
      address: "1 New Address Road, Brooklyn",
    });
    expect(second.json().customer).toEqual({
      name: "Ada King",
      phone: customer.phone,
      address: "1 New Address Road, Brooklyn",
    });
    const orderRows = await db().select().from(orders).where(eq(orders.merchantId, merchant.id));
    expect(new Set(orderRows.map((o) => o.customerId))).toEqual(new Set([rows[0]!.id]));
    // The same phone at another store is that store's own customer.
    expect(await countOf(customers, other.merchant.id)).toBe(1);
  });

  it("never charges a stored discount price that is above the price (a row from before the rule)", async () => {
    const merchant = await createMerchant(db());
    const odd = await createProduct(db(), merchant.id, {
      price: "10.00",
      discountPrice: "50.00",
      quantity: null,
    });
    const res = await client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [{ productId: odd.id, quantity: 2 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      totalAmount: "20.00",
      orderItems: [expect.objectContaining({ price: "10.00" })],
    });
  });

  it("keeps on each order the delivery details it was placed with, whatever the customer row says later", async () => {
    const { merchant, pizza } = await store();
    const place = (who: typeof customer) =>
      client.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: who,
        items: [{ productId: pizza.id, quantity: 1 }],
      });
    const first = await place(customer);
    const moved = { name: "Ada King", phone: customer.phone, address: "1 New Address Road, Brooklyn" };
    const second = await place(moved);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const detailsOf = async (id: string) => {
      const [row] = await db().select().from(orders).where(eq(orders.id, id));
      return { name: row!.customerName, phone: row!.customerPhone, address: row!.customerAddress };
    };
    expect(await detailsOf(first.json().id)).toEqual(customer);
    expect(await detailsOf(second.json().id)).toEqual(moved);
    expect(first.json().customer).toEqual(customer);
  });

  const base = (productId: string, slug = "x") => ({
    merchantSlug: slug,
    customer,
    items: [{ productId, quantity: 1 }],
  });
  const uuid = "00000000-0000-4000-8000-000000000000";

  it.each([
    ["missing name", { customer: { ...customer, name: undefined } }, "Name is required"],
    ["blank name", { customer: { ...customer, name: "   " } }, "Name is required"],
    ["missing customer", { customer: undefined }, "Name is required"],
    ["blank phone", { customer: { ...customer, phone: "" } }, "Phone number is required"],
    [
      "phone too short to call",
      { customer: { ...customer, phone: "555 12" } },
      "Enter a phone number with at least 7 digits, so the store can call you",
    ],
    [
      "NUL in name",
      { customer: { ...customer, name: "Ada\u0000" } },
      "Text must not contain control characters",
    ],
    [
      "escape in phone",
      { customer: { ...customer, phone: "555\u001b" } },
      "Text must not contain control characters",
    ],
    ["NUL in notes", { notes: "ring\u0000" }, "Text must not contain control characters"],
    ["missing address", { customer: { ...customer, address: undefined } }, "Delivery address is required"],
    ["blank address", { customer: { ...customer, address: " " } }, "Delivery address is required"],
    ["no items", { items: [] }, "Your cart is empty"],
    ["missing items", { items: undefined }, "Your cart is empty"],
    ["quantity 0", { items: [{ productId: uuid, quantity: 0 }] }, "Quantity must be at least 1"],
    ["negative quantity", { items: [{ productId: uuid, quantity: -2 }] }, "Quantity must be at least 1"],
    [
      "fractional quantity",
      { items: [{ productId: uuid, quantity: 1.5 }] },
      "Quantity must be a whole number",
    ],
    ["quantity over 1000", { items: [{ productId: uuid, quantity: 1001 }] }, "Quantity must be at most 1000"],
    [
      "merged quantity over 1000",
      {
        items: [
          { productId: uuid, quantity: 600 },
          { productId: uuid, quantity: 600 },
        ],
      },
      "Quantity must be at most 1000",
    ],
    [
      "101 lines",
      {
        items: Array.from({ length: 101 }, (_, i) => ({
          productId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          quantity: 1,
        })),
      },
      "An order can contain at most 100 different products",
    ],
    ["malformed product id", { items: [{ productId: "42", quantity: 1 }] }, "Invalid product"],
  ])("refuses %s with 400", async (_label, patch, message) => {
    const { merchant, pizza } = await store();
    const res = await client.post("/api/orders", { ...base(pizza.id, merchant.businessSlug), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countOf(orders, merchant.id)).toBe(0);
  });

  it("is 404 'Store not found' for an unknown or unapproved store", async () => {
    const pending = await createMerchant(db(), { isApproved: false });
    const product = await createProduct(db(), pending.id);
    for (const slug of ["no-such-store", pending.businessSlug]) {
      const res = await client.post("/api/orders", base(product.id, slug));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Store not found" });
    }
    expect(await countOf(orders, pending.id)).toBe(0);
    expect(await stockOf(product.id)).toBe(100);
  });

  it("refuses unknown, other-store, unavailable and out-of-stock products with 409 and a clear message", async () => {
    const { merchant, soap } = await store();
    const other = await store();
    const hidden = await createProduct(db(), merchant.id, { name: "Hidden Balm", isAvailable: false });
    const empty = await createProduct(db(), merchant.id, { name: "Sold Out Tea", quantity: 0 });
    const cases: [string, number, string][] = [
      [uuid, 1, "A product in your cart is no longer available. Please review your cart."],
      [other.pizza.id, 1, "A product in your cart is no longer available. Please review your cart."],
      [hidden.id, 1, '"Hidden Balm" is no longer available'],
      [empty.id, 1, '"Sold Out Tea" is out of stock'],
      [soap.id, 6, '"Hand Soap" has only 5 left'],
    ];
    for (const [productId, quantity, message] of cases) {
      const res = await client.post("/api/orders", {
        ...base(productId, merchant.businessSlug),
        items: [{ productId, quantity }],
      });
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await countOf(orders, merchant.id)).toBe(0);
    expect(await countOf(customers, merchant.id)).toBe(0);
    expect(await stockOf(soap.id)).toBe(5);
    expect(await stockOf(other.pizza.id)).toBeNull();
  });

  it("refuses an unavailable product even when its stock is not tracked", async () => {
    const merchant = await createMerchant(db());
    const paused = await createProduct(db(), merchant.id, {
      name: "Paused Pizza",
      quantity: null,
      isAvailable: false,
    });
    const res = await client.post("/api/orders", base(paused.id, merchant.businessSlug));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '"Paused Pizza" is no longer available' });
    expect(await countOf(orders, merchant.id)).toBe(0);
  });

  it("sells the last units: a line asking for exactly the stock left is placed", async () => {
    // A store that lets one shopper hold all its stock (the hold share has its own tests).
    const merchant = await createMerchant(db(), { holdSharePercent: 100 });
    const last = await createProduct(db(), merchant.id, { name: "Last Ones", quantity: 3 });
    const res = await client.post("/api/orders", {
      ...base(last.id, merchant.businessSlug),
      items: [{ productId: last.id, quantity: 3 }],
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(last.id)).toBe(0);
    const again = await client.post("/api/orders", base(last.id, merchant.businessSlug));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: '"Last Ones" is out of stock' });
  });

  it("takes a total of exactly 99,999,999.99 and refuses one cent more with 400, leaving stock as it was", async () => {
    const merchant = await createMerchant(db());
    const dear = await createProduct(db(), merchant.id, { name: "Yacht", price: "99999999.98", quantity: 5 });
    const cent = await createProduct(db(), merchant.id, { name: "Sticker", price: "0.01", quantity: 5 });
    const atCap = await client.post("/api/orders", {
      ...base(dear.id, merchant.businessSlug),
      items: [
        { productId: dear.id, quantity: 1 },
        { productId: cent.id, quantity: 1 },
      ],
    });
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(atCap.json().totalAmount).toBe("99999999.99");

    const over = await client.post("/api/orders", {
      ...base(dear.id, merchant.businessSlug),
      items: [
        { productId: dear.id, quantity: 1 },
        { productId: cent.id, quantity: 2 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: "The order total is too large" });
    expect(await stockOf(dear.id)).toBe(4);
    expect(await stockOf(cent.id)).toBe(4);
    expect(await countOf(orders, merchant.id)).toBe(1);
  });

  it("leaves nothing behind when one line of several cannot be had", async () => {
    const merchant = await createMerchant(db());
    // Ids chosen so the plentiful product sorts first and would be decremented first.
    const plenty = await createProduct(db(), merchant.id, {
      id: "10000000-0000-4000-8000-000000000000",
      name: "Plenty",
      quantity: 5,
    });
    const scarce = await createProduct(db(), merchant.id, {
      id: "f0000000-0000-4000-8000-000000000000",
      name: "Scarce",
      quantity: 1,
    });
    const res = await client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [
        { productId: scarce.id, quantity: 2 },
        { productId: plenty.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('"Scarce" has only 1 left');
    expect(await stockOf(plenty.id)).toBe(5);
    expect(await stockOf(scarce.id)).toBe(1);
    expect(await countOf(orders, merchant.id)).toBe(0);
    expect(await countOf(customers, merchant.id)).toBe(0);
  });

  it("rolls everything back when the last write of the transaction fails", async () => {
    const merchant = await createMerchant(db(), { holdSharePercent: 100 });
    const product = await createProduct(db(), merchant.id, { quantity: 5 });
    // A returning customer, so the rollback of the upsert's update is visible too.
    const first = await client.post("/api/orders", base(product.id, merchant.businessSlug));
    expect(first.statusCode).toBe(201);
    // Make the final insert (the status history row) fail for this customer name only.
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION fail_history_for_test() RETURNS trigger AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM orders o JOIN customers c ON c.id = o.customer_id
                     WHERE o.id = NEW.order_id AND c.name = 'Trigger Failure') THEN
            RAISE EXCEPTION 'simulated failure';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER fail_history_for_test BEFORE INSERT ON order_status_history
        FOR EACH ROW EXECUTE FUNCTION fail_history_for_test()`),
    );
    try {
      const res = await client.post("/api/orders", {
        ...base(product.id, merchant.businessSlug),
        customer: { ...customer, name: "Trigger Failure", address: "Somewhere else entirely" },
        items: [{ productId: product.id, quantity: 3 }],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Something went wrong. Please try again." });
    } finally {
      await db().execute(sql.raw("DROP TRIGGER fail_history_for_test ON order_status_history"));
      await db().execute(sql.raw("DROP FUNCTION fail_history_for_test()"));
    }
    expect(await stockOf(product.id)).toBe(4);
    expect(await countOf(orders, merchant.id)).toBe(1);
    const rows = await db().select().from(customers).where(eq(customers.merchantId, merchant.id));
    expect(rows).toEqual([expect.objectContaining({ name: customer.name, address: customer.address })]);
    expect(await countOf(orderItems, merchant.id)).toBe(1);
  });

  it("retries once when the generated tracking code is already taken, then gives up cleanly", async () => {
    const merchant = await createMerchant(db());
    const product = await createProduct(db(), merchant.id, { quantity: null });
    const place = () => client.post("/api/orders", base(product.id, merchant.businessSlug));
    const setDefault = (expr: string) =>
      db().execute(sql.raw(`ALTER TABLE orders ALTER COLUMN tracking_code SET DEFAULT ${expr}`));
    const random = "upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))";
    await db().execute(sql.raw("CREATE SEQUENCE tracking_test_seq"));
    try {
      // Codes 1 and 2 are ZZZZZZZZ, then random: order 1 gets ZZZZZZZZ, order 2 clashes once and retries.
      await setDefault(`CASE WHEN nextval('tracking_test_seq') <= 2 THEN 'ZZZZZZZZ' ELSE ${random} END`);
      const first = await place();
      const second = await place();
      expect(first.statusCode).toBe(201);
      expect(first.json().trackingCode).toBe("ZZZZZZZZ");
      expect(second.statusCode).toBe(201);
      expect(second.json().trackingCode).toMatch(/^[A-Z0-9]{8}$/);
      expect(second.json().trackingCode).not.toBe("ZZZZZZZZ");
      // Always the same code: both attempts clash, the order is refused and nothing is left behind.
      await setDefault("'ZZZZZZZZ'");
      const third = await place();
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe("Could not place your order. Please try again.");
    } finally {
      await setDefault(random);
      await db().execute(sql.raw("DROP SEQUENCE tracking_test_seq"));
    }
    expect(await countOf(orders, merchant.id)).toBe(2);
    expect(await countOf(orderStatusHistory, merchant.id)).toBe(2);
  });

  it("requires the CSRF token", async () => {
    const { merchant, pizza } = await store();
    const res = await new TestClient(t.app).request(
      "POST",
      "/api/orders",
      base(pizza.id, merchant.businessSlug),
      {
        csrf: false,
      },
    );
    expect(res.statusCode).toBe(403);
    expect(await countOf(orders, merchant.id)).toBe(0);
  });

  it("200 simultaneous orders for a product with stock 50: exactly 50 succeed and stock ends at 0", {
    tags: ["slow"],
  }, async () => {
    // Forty phones from one address: the hold share is off here (order-holds.slow.test.ts has it on).
    const merchant = await createMerchant(db(), { holdSharePercent: 100 });
    const product = await createProduct(db(), merchant.id, { name: "Limited Edition", quantity: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          // Some phones repeat, so concurrent customer upserts collide too.
          customer: { ...customer, name: `Buyer ${i}`, phone: `555-01${String(i % 40).padStart(2, "0")}` },
          items: [{ productId: product.id, quantity: 1 }],
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    const created = codes.filter((c) => c === 201).length;
    const refused = responses.filter((r) => r.statusCode === 409);
    console.info(`[${driver}] 200 concurrent orders: ${created} created, ${refused.length} refused (409)`);
    expect(created).toBe(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect(r.json().message).toBe('"Limited Edition" is out of stock');
    expect(await stockOf(product.id)).toBe(0);
    expect(await countOf(orders, merchant.id)).toBe(50);
    const items = await db()
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.productId, product.id), eq(orderItems.merchantId, merchant.id)));
    expect(items[0]!.n).toBe(50);
    const codesSeen = new Set(
      responses.filter((r) => r.statusCode === 201).map((r) => r.json().trackingCode),
    );
    expect(codesSeen.size).toBe(50);
  });
});

describe("POST /api/orders rate limit", () => {
  const t = useTestApp("pglite", {
    config: {
      limits: {
        loginPerIpPerMinute: 1000,
        registerPerIpPerMinute: 1000,
        loginFailuresPerEmail: 1000,
        ordersPerIpPerMinute: 3,
      },
    },
  });

  it("caps orders per IP per minute with a 429", async () => {
    const merchant = await createMerchant(t.database.db);
    const product = await createProduct(t.database.db, merchant.id, { quantity: null });
    const client = new TestClient(t.app);
    const order = () =>
      client.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        items: [{ productId: product.id, quantity: 1 }],
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await order()).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});

/**
 * The stock read and the order's one write statement are separate, so another transaction can change
 * a product between them. PostgreSQL lets a test hold the product's row lock from a second
 * connection, change the row while the order waits, and then let the order go on: the decrement
 * must decide from the committed row and explain the refusal with it. (PGlite has one connection,
 * so no such interleaving exists there.)
 */
describe.skipIf(!process.env.DATABASE_URL)("POST /api/orders racing another transaction on postgres", () => {
  const t = useTestApp("postgres");
  let client: TestClient;
  let other: pg.Client;
  beforeAll(async () => {
    client = new TestClient(t.app);
    await client.token();
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
    throw new Error("the order never waited for the product's row lock");
  }

  /** Orders `quantity` of a product with stock 5 while `change` is applied to its row under lock. */
  async function orderWhileChanging(change: string, quantity: number) {
    const merchant = await createMerchant(t.database.db);
    const product = await createProduct(t.database.db, merchant.id, { name: "Racing Tea", quantity: 5 });
    await other.query("begin");
    await other.query("select 1 from products where id = $1 for no key update", [product.id]);
    const pending = client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [{ productId: product.id, quantity }],
    });
    await waitUntilSomeoneWaitsForALock();
    await other.query(`update products set ${change} where id = $1`, [product.id]);
    await other.query("commit");
    const res = await pending;
    const [row] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    const placed = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.merchantId, merchant.id));
    return { res, stock: row!.quantity, orders: placed[0]!.n };
  }

  it("never deadlocks: orders listing the same two products in opposite orders all go through", async () => {
    const merchant = await createMerchant(t.database.db);
    const a = await createProduct(t.database.db, merchant.id, { name: "Tea A", quantity: 1000 });
    const b = await createProduct(t.database.db, merchant.id, { name: "Tea B", quantity: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        client.post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          // Different customers: one customer's orders queue on their customer row anyway.
          customer: { ...customer, phone: `555-02${String(i).padStart(2, "0")}` },
          items:
            i % 2 === 0
              ? [
                  { productId: a.id, quantity: 1 },
                  { productId: b.id, quantity: 1 },
                ]
              : [
                  { productId: b.id, quantity: 1 },
                  { productId: a.id, quantity: 1 },
                ],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(60).fill(201));
  });

  it("refuses with what is left now when another order took the stock after it was read", async () => {
    const { res, stock, orders: placed } = await orderWhileChanging("quantity = 1", 2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '"Racing Tea" has only 1 left' });
    expect(stock).toBe(1);
    expect(placed).toBe(0);
  });

  it("refuses as out of stock when the last unit went meanwhile", async () => {
    const { res, stock, orders: placed } = await orderWhileChanging("quantity = 0", 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '"Racing Tea" is out of stock' });
    expect(stock).toBe(0);
    expect(placed).toBe(0);
  });

  it("gives back every line's stock when a later line is refused at the write", async () => {
    const merchant = await createMerchant(t.database.db);
    // The first product sorts first, so its stock is taken before the second line is refused.
    const first = await createProduct(t.database.db, merchant.id, {
      id: "10000000-0000-4000-8000-000000000001",
      name: "First Tea",
      quantity: 5,
    });
    const second = await createProduct(t.database.db, merchant.id, {
      id: "f0000000-0000-4000-8000-000000000001",
      name: "Second Tea",
      quantity: 5,
    });
    await other.query("begin");
    await other.query("select 1 from products where id = $1 for no key update", [second.id]);
    const pending = client.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [
        { productId: second.id, quantity: 2 },
        { productId: first.id, quantity: 2 },
      ],
    });
    await waitUntilSomeoneWaitsForALock();
    await other.query("update products set quantity = 1 where id = $1", [second.id]);
    await other.query("commit");
    const res = await pending;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '"Second Tea" has only 1 left' });
    const stock = await t.database.db
      .select({ id: products.id, quantity: products.quantity })
      .from(products)
      .where(eq(products.merchantId, merchant.id))
      .orderBy(products.id);
    expect(stock).toEqual([
      { id: first.id, quantity: 5 },
      { id: second.id, quantity: 1 },
    ]);
    for (const table of [orders, customers, orderItems, orderStatusHistory]) {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.merchantId, merchant.id));
      expect(row!.n).toBe(0);
    }
  });

  it("refuses a product the merchant made unavailable meanwhile, though its stock would do", async () => {
    const { res, stock, orders: placed } = await orderWhileChanging("is_available = false", 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '"Racing Tea" is no longer available' });
    expect(stock).toBe(5);
    expect(placed).toBe(0);
  });
});
