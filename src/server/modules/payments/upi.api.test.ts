import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TNewOrderEvent } from "#contracts/order-management";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { subscribeToNewOrders } from "#server/modules/orders/service";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { paymentDepsOf, settleUnpaidOrders } from "./service";

// Issue 46: UPI to the merchant's own ID. The shopper gets a QR code and a upi://pay link for
// exactly the total; the order waits as awaiting_payment, in the merchant's lists (only they can
// confirm it), until "Mark as paid" with the UPI transaction reference (UTR), or the unpaid expiry.

const MINUTE = 60 * 1000;
let clock = Date.now();
const UPI = { vpa: "sharmamedicos@okicici", payeeName: "Sharma Medicos" };
const SETTINGS = { captureOn: "checkout", unpaidExpiryMinutes: 30 } as const;

describeOnDrivers("UPI to the store's own ID", { now: () => clock }, (t) => {
  const db = () => t.database.db;

  async function rupeeStore(currency = "INR") {
    const registered = await registerMerchant(t.app, { businessType: "pharmacy" });
    await db()
      .update(merchants)
      .set({
        currency,
        locale: currency === "INR" ? "en-IN" : "en-US",
        country: currency === "INR" ? "IN" : "US",
        holdSharePercent: 100,
      })
      .where(eq(merchants.id, registered.merchant.id));
    await t.storeChanged(registered.merchant.id);
    const product = await createProduct(db(), registered.merchant.id, {
      name: "Paracetamol",
      price: "125.00",
      quantity: 10,
    });
    return { ...registered, product };
  }
  async function upiStore() {
    const store = await rupeeStore();
    const res = await store.client.put("/api/merchant/payments", {
      ...SETTINGS,
      methods: { cash: true, card: false, upi: true },
      upi: UPI,
    });
    expect(res.statusCode).toBe(200);
    return store;
  }
  const orderBody = (store: Awaited<ReturnType<typeof rupeeStore>>, quantity = 2, phone = "98200 41234") => ({
    merchantSlug: store.merchant.businessSlug,
    customer: { name: "Asha", phone, address: "14 Hill Road, Bandra" },
    items: [{ productId: store.product.id, quantity }],
    paymentMethod: "upi",
  });
  const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (id: string) =>
    (await db().select().from(products).where(eq(products.id, id)))[0]!.quantity;
  const tracked = (slug: string, code: string) => `/api/microsite/${slug}/orders/${code}`;
  const settleRound = () =>
    settleUnpaidOrders(
      paymentDepsOf({ ...t, db: db(), config: t.config, now: () => clock, providers: undefined }),
    );

  it("is offered only by a store in rupees with a UPI ID, and every field is checked", async () => {
    const dollars = await rupeeStore("USD");
    const refused = await dollars.client.put("/api/merchant/payments", {
      ...SETTINGS,
      methods: { cash: true, card: false, upi: true },
      upi: UPI,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, PAYMENT_MESSAGES.inrOnly]);
    const read = (await dollars.client.get("/api/merchant/payments")).json();
    expect(read.available).toMatchObject({ upi: false, razorpay: false });

    const store = await rupeeStore();
    const put = (body: object) => store.client.put("/api/merchant/payments", { ...SETTINGS, ...body });
    const noId = await put({ methods: { cash: true, card: false, upi: true } });
    expect([noId.statusCode, noId.json().message]).toEqual([400, PAYMENT_MESSAGES.upiNeedsVpa]);
    for (const vpa of ["sharmamedicos", "a@", "@okicici", "two words@okicici", "x@ok icici"]) {
      const bad = await put({ methods: { cash: true, card: false, upi: true }, upi: { vpa } });
      expect([bad.statusCode, bad.json().message]).toEqual([400, PAYMENT_MESSAGES.upiVpa]);
    }
    const longName = await put({
      methods: { cash: true, card: false, upi: true },
      upi: { ...UPI, payeeName: "x".repeat(51) },
    });
    expect([longName.statusCode, longName.json().message]).toEqual([400, PAYMENT_MESSAGES.upiPayeeName]);
    const page = async () =>
      (await new TestClient(t.app).get(`/api/microsite/${store.merchant.businessSlug}`)).json().merchant
        .payments;
    expect(await page()).toEqual({ cash: true, card: false, razorpay: false, upi: false });

    const saved = await put({ methods: { cash: true, card: false, upi: true }, upi: UPI });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      methods: { cash: true, card: false, razorpay: false, upi: true },
      upi: UPI,
    });
    expect((await store.client.get("/api/merchant/payments")).json().available).toMatchObject({ upi: true });
    expect(await page()).toEqual({ cash: true, card: false, razorpay: false, upi: true });
    // UPI alone is a way to be paid: cash may go.
    const upiOnly = await put({ methods: { cash: false, card: false, upi: true } });
    expect(upiOnly.statusCode).toBe(200);
    // Paid only by UPI, the store cannot leave rupees: it would have no way to be paid.
    const leave = await store.client.put("/api/merchant/customization", { theme: "blue", currency: "USD" });
    expect([leave.statusCode, leave.json().message]).toEqual([409, PAYMENT_MESSAGES.leavingRupees]);
    // Taking the ID away while UPI is on is refused; switching UPI off keeps it for later.
    const cleared = await put({ methods: { cash: true, card: false, upi: true }, upi: { vpa: "" } });
    expect([cleared.statusCode, cleared.json().message]).toEqual([400, PAYMENT_MESSAGES.upiNeedsVpa]);
    const off = await put({ methods: { cash: true, card: false, upi: false } });
    expect(off.json()).toMatchObject({ methods: { upi: false }, upi: UPI });
  });

  it("places a UPI order awaiting payment, with a link and a QR code for exactly its total, and tells the merchant at once", async () => {
    const store = await upiStore();
    const heard: TNewOrderEvent[] = [];
    const stop = subscribeToNewOrders(t.events, store.merchant.id, (o) => heard.push(o));
    const placed = await new TestClient(t.app).post("/api/orders", orderBody(store));
    stop();
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const note = encodeURIComponent(`Order ${order.trackingCode}`);
    expect(order.payment).toEqual({
      method: "upi",
      status: "awaiting_payment",
      redirectUrl: null,
      upiUrl: `upi://pay?pa=sharmamedicos%40okicici&pn=Sharma%20Medicos&am=250.00&cu=INR&tn=${note}`,
    });
    expect(await stockOf(store.product.id)).toBe(8);
    // Only the merchant can confirm it, so it is theirs to see and hear of now.
    expect(heard.map((o) => o.id)).toEqual([order.id]);
    const listed = (await store.client.get("/api/merchant/orders")).json();
    expect(listed.map((o: { id: string }) => o.id)).toContain(order.id);
    const counts = (await store.client.get("/api/merchant/orders/counts")).json();
    expect(counts).toMatchObject({ all: 1, pending: 1, awaitingPayment: 1 });
    const awaiting = (await store.client.get("/api/merchant/orders?paymentStatus=awaiting_payment")).json();
    expect(awaiting.map((o: { id: string }) => o.id)).toEqual([order.id]);

    const shopper = new TestClient(t.app);
    const tracking = (await shopper.get(tracked(store.merchant.businessSlug, order.trackingCode))).json();
    expect(tracking).toMatchObject({
      paymentMethod: "upi",
      paymentStatus: "awaiting_payment",
      upiUrl: order.payment.upiUrl,
    });
    const qr = await shopper.get(`${tracked(store.merchant.businessSlug, order.trackingCode)}/upi-qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr.headers["cache-control"]).toMatch(/private/);
    // The link is the order's: the store changing its UPI ID later changes nothing of it.
    await store.client.put("/api/merchant/payments", {
      ...SETTINGS,
      methods: { cash: true, card: false, upi: true },
      upi: { vpa: "newid@oksbi" },
    });
    expect((await rowOf(order.id)).upiUrl).toBe(order.payment.upiUrl);
  });

  it("is refused by a store that does not take UPI, and in dollars for the currency's sake", async () => {
    const store = await rupeeStore();
    const off = await new TestClient(t.app).post("/api/orders", orderBody(store));
    expect([off.statusCode, off.json().message]).toEqual([409, PAYMENT_MESSAGES.methodNotOffered("upi")]);
    const dollars = await rupeeStore("USD");
    const usd = await new TestClient(t.app).post("/api/orders", orderBody(dollars));
    expect([usd.statusCode, usd.json().message]).toEqual([409, PAYMENT_MESSAGES.inrOnly]);
    expect(await stockOf(store.product.id)).toBe(10);
  });

  it("is marked paid by its UTR, which is kept and shown, once, and on one order only", async () => {
    const store = await upiStore();
    const first = (await new TestClient(t.app).post("/api/orders", orderBody(store, 1))).json();
    const second = (
      await new TestClient(t.app).post("/api/orders", orderBody(store, 1, "98200 55555"))
    ).json();
    const markPaid = (id: string, body?: object) =>
      store.client.post(`/api/merchant/orders/${id}/mark-paid`, body);
    for (const body of [
      undefined,
      {},
      { reference: "12345" },
      { reference: "1234567890123" },
      { reference: "12345678901a" },
    ]) {
      const bad = await markPaid(first.id, body);
      expect([bad.statusCode, bad.json().message]).toEqual([400, PAYMENT_MESSAGES.utr]);
    }
    const paid = await markPaid(first.id, { reference: " 401234567890 " });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      paymentMethod: "upi",
      paymentStatus: "paid",
      amountPaid: "125.00",
      paymentReference: "401234567890",
    });
    expect(paid.json().payments.at(-1)).toMatchObject({
      kind: "upi_received",
      provider: "upi",
      reference: "401234567890",
      amount: "125.00",
    });
    const twice = await markPaid(first.id, { reference: "401234567891" });
    expect([twice.statusCode, twice.json().message]).toEqual([409, PAYMENT_MESSAGES.markPaidTwice]);
    const reused = await markPaid(second.id, { reference: "401234567890" });
    expect([reused.statusCode, reused.json().message]).toEqual([
      409,
      PAYMENT_MESSAGES.utrUsed(`#${first.id.slice(0, 8)}`),
    ]);
    // Paid: the shopper's page no longer asks for it, and its QR code is gone.
    const shopper = new TestClient(t.app);
    const tracking = (await shopper.get(tracked(store.merchant.businessSlug, first.trackingCode))).json();
    expect(tracking).toMatchObject({ paymentStatus: "paid", upiUrl: null });
    const qr = await shopper.get(`${tracked(store.merchant.businessSlug, first.trackingCode)}/upi-qr.svg`);
    expect([qr.statusCode, qr.json().message]).toEqual([404, PAYMENT_MESSAGES.noUpiQr]);
    // Another store may see the same 12 digits: a UTR is one per store.
    const other = await upiStore();
    const theirs = (await new TestClient(t.app).post("/api/orders", orderBody(other, 1))).json();
    expect(
      (await other.client.post(`/api/merchant/orders/${theirs.id}/mark-paid`, { reference: "401234567890" }))
        .statusCode,
    ).toBe(200);
    // And the first store's order is none of the other store's business.
    const foreign = await other.client.post(`/api/merchant/orders/${second.id}/mark-paid`, {
      reference: "401234567899",
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("lets an unpaid UPI order go after the store's expiry, giving its stock back; money marked after is flagged", async () => {
    const store = await upiStore();
    const order = (await new TestClient(t.app).post("/api/orders", orderBody(store, 3))).json();
    expect(await stockOf(store.product.id)).toBe(7);
    clock += 29 * MINUTE;
    await settleRound();
    expect((await rowOf(order.id)).status).toBe("pending");
    clock += 2 * MINUTE;
    await settleRound();
    const row = await rowOf(order.id);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "expired"]);
    expect(await stockOf(store.product.id)).toBe(10);
    const tracking = (
      await new TestClient(t.app).get(tracked(store.merchant.businessSlug, order.trackingCode))
    ).json();
    expect(tracking.upiUrl).toBeNull();
    // The shopper paid anyway, late: the merchant records it, and the order says to refund it.
    const late = await store.client.post(`/api/merchant/orders/${order.id}/mark-paid`, {
      reference: "509876543210",
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      paymentFlag: PAYMENT_MESSAGES.paidAfterCancel,
    });
  });

  it("a cash order still marks paid without a body, and a Razorpay order never by hand", async () => {
    const store = await upiStore();
    const body = { ...orderBody(store, 1), paymentMethod: "cash" };
    const cash = (await new TestClient(t.app).post("/api/orders", body)).json();
    const paid = await store.client.post(`/api/merchant/orders/${cash.id}/mark-paid`);
    expect(paid.json()).toMatchObject({ paymentMethod: "cash", paymentStatus: "paid", amountPaid: "125.00" });
    const online = (await new TestClient(t.app).post("/api/orders", body)).json();
    await db()
      .update(orders)
      .set({ paymentMethod: "razorpay" })
      .where(and(eq(orders.id, online.id), eq(orders.merchantId, store.merchant.id)));
    const refused = await store.client.post(`/api/merchant/orders/${online.id}/mark-paid`, {
      reference: "401234567890",
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, PAYMENT_MESSAGES.markPaidRazorpay]);
  });
});
