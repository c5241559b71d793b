import { and, eq, isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { discountCodes } from "#server/db/schema/discount-codes";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createDiscountCode, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 31: a discount code at checkout, decided and applied by the server, its uses exact.

const customer = { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way, New York" };
/** Tuesday 2026-05-05, 12:00 in New York (EDT, UTC-4). */
const TUESDAY_NOON = Date.parse("2026-05-05T16:00:00Z");
const HOUR = 3_600_000;

let clock = TUESDAY_NOON;

describeOnDrivers("discount codes at checkout", { now: () => clock }, (t, driver) => {
  const shopper = () => new TestClient(t.app);

  /** A store in New York that delivers for $3.00 and offers pickup, with a $12.50 pizza. */
  async function store() {
    clock = TUESDAY_NOON;
    const registered = await registerMerchant(t.app, { businessName: "Bella Napoli" });
    const saved = await registered.client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      fulfilment: { delivery: true, pickup: true },
      deliveryFee: "3.00",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await createProduct(t.database.db, registered.merchant.id, {
      name: "Margherita",
      price: "12.50",
      quantity: null,
    });
    await t.storeChanged(registered.merchant.id);
    const slug = registered.merchant.businessSlug;
    const merchantId = registered.merchant.id;
    const order = (body: Record<string, unknown> = {}, quantity = 2) =>
      shopper().post("/api/orders", {
        merchantSlug: slug,
        customer,
        items: [{ productId: product.id, quantity }],
        ...body,
      });
    const check = (body: Record<string, unknown>, quantity = 2) =>
      shopper().post(`/api/microsite/${slug}/discount`, {
        items: [{ productId: product.id, quantity }],
        ...body,
      });
    const code = (overrides: Parameters<typeof createDiscountCode>[2] = {}) =>
      createDiscountCode(t.database.db, merchantId, overrides);
    const uses = async (id: string) =>
      (
        await t.database.db
          .select({ uses: discountCodes.uses })
          .from(discountCodes)
          .where(eq(discountCodes.id, id))
      )[0]!.uses;
    return { ...registered, slug, merchantId, product, order, check, code, uses };
  }

  it("takes a percentage off the subtotal, matched in any case, and every view of the order shows it", async () => {
    const { order, code, client, slug, uses } = await store();
    const welcome = await code({ code: "WELCOME10", kind: "percent", value: "10.00" });
    const placed = await order({ discountCode: "  welcome10 " });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: "25.00",
      deliveryFee: "3.00",
      discountCode: "WELCOME10",
      discountAmount: "2.50",
      totalAmount: "25.50",
    });
    expect(await uses(welcome.id)).toBe(1);
    const seen = (await client.get(`/api/merchant/orders/${placed.json().id}`)).json();
    expect(seen).toMatchObject({ discountCode: "WELCOME10", discountAmount: "2.50", totalAmount: "25.50" });
    const tracked = (
      await shopper().get(`/api/microsite/${slug}/orders/${placed.json().trackingCode}`)
    ).json();
    expect(tracked).toMatchObject({
      discountCode: "WELCOME10",
      discountAmount: "2.50",
      totalAmount: "25.50",
    });

    const csv = (await client.get("/api/merchant/orders/export")).body.trimEnd().split("\r\n");
    expect(csv[0]).toMatch(/,Discount code,Discount,Payment method,/);
    expect(csv[1]).toMatch(/,WELCOME10,2\.50,Cash,/);

    // Without a code nothing changes.
    const plain = await order();
    expect(plain.json()).toMatchObject({ discountCode: null, discountAmount: "0.00", totalAmount: "28.00" });
  });

  it("never takes more than the subtotal, rounds a percentage to the cent, and free delivery takes the fee", async () => {
    const { order, code } = await store();
    await code({ code: "BIG", kind: "fixed", value: "100.00" });
    await code({ code: "THIRD", kind: "percent", value: "33.33" });
    await code({ code: "SHIPFREE", kind: "free_delivery", value: "0" });
    await code({ code: "ALL", kind: "percent", value: "100.00" });
    expect((await order({ discountCode: "BIG" })).json()).toMatchObject({
      discountAmount: "25.00",
      totalAmount: "3.00",
    });
    // 33.33% of $25.00 is $8.3325.
    expect((await order({ discountCode: "third" })).json()).toMatchObject({
      discountAmount: "8.33",
      totalAmount: "19.67",
    });
    expect((await order({ discountCode: "ShipFree" })).json()).toMatchObject({
      deliveryFee: "3.00",
      discountAmount: "3.00",
      totalAmount: "25.00",
    });
    const all = await order({ discountCode: "ALL", fulfilment: "pickup" });
    expect(all.json()).toMatchObject({ discountAmount: "25.00", totalAmount: "0.00" });
  });

  it("explains every code it refuses, and refuses the order rather than charging the full price", async () => {
    const { order, code, merchantId } = await store();
    const other = await registerMerchant(t.app);
    await createDiscountCode(t.database.db, other.merchant.id, { code: "ELSEWHERE" });
    await code({ code: "PAUSED", active: false });
    await code({ code: "LATER", startsAt: new Date(TUESDAY_NOON + 2 * 24 * HOUR) });
    await code({ code: "GONE", endsAt: new Date(TUESDAY_NOON - 24 * HOUR) });
    await code({ code: "BIGORDER", minimumSubtotal: "40.00" });
    await code({ code: "SHIP", kind: "free_delivery", value: "0" });
    await code({ code: "USED", usageLimit: 1, uses: 1 });

    const refusal = async (discountCode: string, body: Record<string, unknown> = {}) => {
      const res = await order({ discountCode, ...body });
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await refusal("NOPE")).toEqual({ status: 400, message: '"NOPE" is not a valid discount code' });
    // A refusal of the code names the field, so the checkout can tell it from a refusal of the cart.
    expect((await order({ discountCode: "USED" })).json().issues).toEqual([
      { path: ["discountCode"], message: 'The code "USED" has been used up' },
    ]);
    expect(await refusal("elsewhere")).toEqual({
      status: 400,
      message: '"elsewhere" is not a valid discount code',
    });
    expect(await refusal("paused")).toEqual({ status: 400, message: 'The code "PAUSED" is not active' });
    // The store's time zone names the dates: Thursday noon in New York.
    expect(await refusal("LATER")).toEqual({
      status: 400,
      message: 'The code "LATER" can be used from May 7, 2026, 12:00 PM',
    });
    expect(await refusal("GONE")).toEqual({
      status: 400,
      message: 'The code "GONE" expired on May 4, 2026, 12:00 PM',
    });
    expect(await refusal("BIGORDER")).toEqual({
      status: 400,
      message: 'Add $15.00 more to use "BIGORDER" (minimum order $40.00)',
    });
    expect(await refusal("SHIP", { fulfilment: "pickup" })).toEqual({
      status: 400,
      message: 'The code "SHIP" gives free delivery: it does not apply to pickup orders',
    });
    expect(await refusal("USED")).toEqual({ status: 409, message: 'The code "USED" has been used up' });
    expect(await refusal("x".repeat(33))).toEqual({
      status: 400,
      message: "Discount code must be at most 32 characters",
    });
    const placed = await t.database.db.select().from(orders).where(eq(orders.merchantId, merchantId));
    expect(placed).toHaveLength(0);

    // The minimum is met at $40.00 exactly, and the start and end are instants.
    expect((await order({ discountCode: "BIGORDER" }, 4)).statusCode).toBe(201);
    clock = TUESDAY_NOON + 2 * 24 * HOUR;
    expect((await order({ discountCode: "LATER" })).statusCode).toBe(201);
  });

  it("once per customer: a phone in any format uses the code once, and has it back when that order is cancelled", async () => {
    const { order, code, client, uses } = await store();
    const first = await code({ code: "FIRST", oncePerCustomer: true });
    const placed = await order({ discountCode: "FIRST" });
    expect(placed.statusCode).toBe(201);
    const again = await order({ discountCode: "first", customer: { ...customer, phone: "12125550199" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The code "FIRST" has already been used with this phone number');
    // Another phone may.
    const friend = await order({
      discountCode: "FIRST",
      customer: { ...customer, phone: "+1 212-555-0100" },
    });
    expect(friend.statusCode).toBe(201);
    expect(await uses(first.id)).toBe(2);

    const cancel = await client.patch(`/api/merchant/orders/${placed.json().id}/status`, {
      status: "cancelled",
    });
    expect(cancel.statusCode).toBe(200);
    expect(await uses(first.id)).toBe(1);
    const afterCancel = await order({ discountCode: "FIRST" });
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
    expect(afterCancel.json().discountAmount).toBe("2.50");

    // Reopening the cancelled order takes its use again, even though its phone holds one now.
    const reopen = await client.patch(`/api/merchant/orders/${placed.json().id}/status`, {
      status: "pending",
    });
    expect(reopen.statusCode).toBe(200);
    expect(await uses(first.id)).toBe(3);
    await client.patch(`/api/merchant/orders/${placed.json().id}/status`, { status: "cancelled" });
    expect(await uses(first.id)).toBe(2);
  });

  it("a cancelled order gives its use back to a code with a limit", async () => {
    const { order, code, client, uses } = await store();
    const once = await code({ code: "ONEUSE", usageLimit: 1 });
    const placed = await order({ discountCode: "ONEUSE" });
    expect(placed.statusCode).toBe(201);
    expect((await order({ discountCode: "ONEUSE" })).statusCode).toBe(409);
    await client.patch(`/api/merchant/orders/${placed.json().id}/status`, { status: "cancelled" });
    expect(await uses(once.id)).toBe(0);
    // Cancelling twice gives back nothing more.
    await client.patch(`/api/merchant/orders/${placed.json().id}/status`, {
      status: "cancelled",
      notes: "x",
    });
    expect(await uses(once.id)).toBe(0);
    expect((await order({ discountCode: "ONEUSE" })).statusCode).toBe(201);
    expect(await uses(once.id)).toBe(1);
  });

  it("checks a code before the order: the offer for this cart, or the same refusals", async () => {
    const { check, code, slug } = await store();
    await code({ code: "WELCOME10", kind: "percent", value: "10.00", minimumSubtotal: "20.00" });
    await code({ code: "ONCE", oncePerCustomer: true });
    const ok = await check({ code: "welcome10" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      code: "WELCOME10",
      kind: "percent",
      value: "10.00",
      minimumSubtotal: "20.00",
    });
    const short = await check({ code: "WELCOME10" }, 1);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Add $7.50 more to use "WELCOME10" (minimum order $20.00)');
    expect((await check({ code: "NOPE" })).json().message).toBe('"NOPE" is not a valid discount code');
    expect((await check({ code: "" })).json().message).toBe("Discount code is required");
    expect((await check({ code: "ONCE", phone: customer.phone })).statusCode).toBe(200);
    const unknownStore = await shopper().post("/api/microsite/no-such-store/discount", {
      code: "X",
      items: [],
    });
    expect(unknownStore.statusCode).toBe(400);
    const noStore = await shopper().post("/api/microsite/no-such-store/discount", {
      code: "X",
      items: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
    });
    expect(noStore.statusCode).toBe(404);
    expect(slug).toBeTruthy();
  });

  it("keeps the order's copy of the code when the code is deleted", async () => {
    const { order, code, client } = await store();
    const gone = await code({ code: "BYEBYE" });
    const placed = await order({ discountCode: "BYEBYE" });
    await t.database.db.delete(discountCodes).where(eq(discountCodes.id, gone.id));
    const seen = (await client.get(`/api/merchant/orders/${placed.json().id}`)).json();
    expect(seen).toMatchObject({ discountCode: "BYEBYE", discountAmount: "2.50" });
    // And it can still be cancelled.
    const cancel = await client.patch(`/api/merchant/orders/${placed.json().id}/status`, {
      status: "cancelled",
    });
    expect(cancel.statusCode).toBe(200);
  });

  const n = driver === "postgres" ? 200 : 60;
  it(`${n} simultaneous checkouts with a code limited to 10 uses: exactly 10 are discounted, the others refused as used up`, {
    tags: ["slow"],
  }, async () => {
    const { order, code, merchantId, uses, client } = await store();
    const limited = await code({ code: "TENONLY", usageLimit: 10 });
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        order({
          discountCode: "TENONLY",
          customer: { ...customer, name: `Guest ${i}`, phone: `555-04${String(i).padStart(3, "0")}` },
        }),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    console.info(
      `[${driver}] ${n} checkouts with a code of 10 uses: ${placed.length} placed, ${refused.length} refused`,
    );
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(n - 10);
    for (const r of refused) expect(r.json().message).toBe('The code "TENONLY" has been used up');
    for (const r of placed) expect(r.json()).toMatchObject({ discountAmount: "2.50", totalAmount: "25.50" });
    const discounted = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.discountCodeId)));
    expect(discounted).toHaveLength(10);
    // No order was placed at the full price instead.
    expect(await t.database.db.select().from(orders).where(eq(orders.merchantId, merchantId))).toHaveLength(
      10,
    );
    expect(await uses(limited.id)).toBe(10);

    // A cancelled order gives its use back: exactly one more order can have it.
    await client.patch(`/api/merchant/orders/${placed[0]!.json().id}/status`, { status: "cancelled" });
    const again = await Promise.all(Array.from({ length: 20 }, () => order({ discountCode: "TENONLY" })));
    expect(again.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await uses(limited.id)).toBe(10);
  });

  it(`${n} simultaneous checkouts from one phone, written every way, with a once-per-customer code: exactly one is discounted`, {
    tags: ["slow"],
  }, async () => {
    const { order, code, uses, client } = await store();
    const once = await code({ code: "JUSTONCE", oncePerCustomer: true });
    // One New York number as shoppers write it (decision 0049): the store's time zone says US.
    const ways = [
      "+1 212-555-0199",
      "(212) 555-0199",
      "001 212 555 0199",
      "011 1 212 555 0199",
      "212.555.0199",
    ];
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        order({ discountCode: "JUSTONCE", customer: { ...customer, phone: ways[i % ways.length] } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(n - 1);
    for (const r of refused)
      expect(r.json().message).toBe('The code "JUSTONCE" has already been used with this phone number');
    expect(await uses(once.id)).toBe(1);
    // Nothing of the refused orders remains: one customer, with the one order.
    const customers = (await client.get("/api/customers")).json();
    expect(customers.total).toBe(1);
    expect(customers.customers[0]).toMatchObject({ ordersCount: 1, totalSpent: "25.50" });
  });
});
