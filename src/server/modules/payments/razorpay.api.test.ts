import { and, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { useTestApp } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import { registerMerchant, TEST_PAYMENTS, TestClient } from "#tests/helpers/test-app";
import { DRIVERS } from "#tests/helpers/test-database";
import { useRazorpayStandIn } from "#tests/razorpay-stand-in/use-stand-in";
import { RAZORPAY_WEBHOOK_MESSAGES } from "./razorpay-webhook";
import { paymentDepsOf, settleUnpaidOrders } from "./service";
import { processPendingWebhookEvents, webhookDepsOf } from "./webhook-deliveries";

// Issue 46: Razorpay Payment Links on the merchant's own account, against the local stand-in
// (tests/razorpay-stand-in), which speaks Razorpay's wire format: the keys checked when switched on,
// checkout sends the shopper to the link, and only Razorpay's own word (a read of the link, after a
// signed return or a signed webhook) moves the order.

const MINUTE = 60 * 1000;
let clock = Date.now();

describe.each(DRIVERS)("Razorpay on the merchant's own account on %s", (driver) => {
  const rzp = useRazorpayStandIn();
  const logLines: string[] = [];
  const t = useTestApp(driver, {
    log: pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) }),
    now: () => clock,
    config: {
      payments: { ...TEST_PAYMENTS, razorpay: rzp.settings },
      mail: { smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com" },
    },
  });
  const db = () => t.database.db;
  const standIn = () => rzp.standIn;
  const SETTINGS = { captureOn: "checkout", unpaidExpiryMinutes: 30 } as const;

  async function rupeeStore() {
    const registered = await registerMerchant(t.app, { businessType: "pharmacy" });
    await db()
      .update(merchants)
      .set({ currency: "INR", locale: "en-IN", country: "IN", holdSharePercent: 100 })
      .where(eq(merchants.id, registered.merchant.id));
    await t.storeChanged(registered.merchant.id);
    const product = await createProduct(db(), registered.merchant.id, {
      name: "Vitamin C",
      price: "199.00",
      quantity: 20,
    });
    return { ...registered, product };
  }
  const keys = () => ({ ...rzp.keys, webhookSecret: rzp.webhookSecret });
  async function razorpayStore() {
    const store = await rupeeStore();
    const res = await store.client.put("/api/merchant/payments", {
      ...SETTINGS,
      methods: { cash: true, card: false, razorpay: true },
      razorpay: keys(),
    });
    expect(res.statusCode).toBe(200);
    return store;
  }
  const orderBody = (store: Awaited<ReturnType<typeof rupeeStore>>, quantity = 1) => ({
    merchantSlug: store.merchant.businessSlug,
    customer: { name: "Asha", phone: "98200 41234", address: "14 Hill Road", email: "asha@example.com" },
    items: [{ productId: store.product.id, quantity }],
    paymentMethod: "razorpay",
  });
  async function razorpayOrder(store: Awaited<ReturnType<typeof rupeeStore>>, quantity = 1) {
    const placed = await new TestClient(t.app).post("/api/orders", orderBody(store, quantity));
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const linkId = (await rowOf(order.id)).paymentSessionId!;
    return { order, linkId };
  }
  const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const kindsOf = async (id: string) =>
    (await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, id))).map((e) => e.kind).sort();
  const hook = (merchantId: string) => `/api/payments/razorpay/webhook/${merchantId}`;
  const deliver = (merchantId: string, made: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: "POST", url: hook(merchantId), headers: made.headers, payload: made.body });
  const storedRows = (merchantId: string, eventId: string) =>
    db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `${merchantId}:${eventId}`));
  /** A delivery's work is done after the answer: wait for it to be done, or to have failed once. */
  const worked = (merchantId: string, eventId: string) =>
    vi.waitFor(
      async () => {
        const [row] = await storedRows(merchantId, eventId);
        if (!row || (row.processedAt === null && (row.attempts === 0 || row.claimedUntil !== null)))
          throw new Error("not yet");
        return row;
      },
      { timeout: 10_000, interval: 20 },
    );
  const back = (callbackUrl: string) => Object.fromEntries(new URL(callbackUrl).searchParams);
  const check = (slug: string, code: string, body?: object) =>
    new TestClient(t.app).post(`/api/microsite/${slug}/orders/${code}/payment-check`, body);

  it("takes the merchant's keys in Razorpay's formats, checks them with Razorpay, and never shows the secrets again", async () => {
    const store = await rupeeStore();
    const put = (body: object) => store.client.put("/api/merchant/payments", { ...SETTINGS, ...body });
    const on = { methods: { cash: true, card: false, razorpay: true } };
    const wrong = [
      [{ ...keys(), keyId: "rzp_test_short" }, PAYMENT_MESSAGES.razorpayKeyId],
      [{ ...keys(), keyId: "sk_test_0123456789abcd" }, PAYMENT_MESSAGES.razorpayKeyId],
      [{ ...keys(), keySecret: "secret with spaces 12345" }, PAYMENT_MESSAGES.razorpayKeySecret],
      [{ ...keys(), webhookSecret: "short" }, PAYMENT_MESSAGES.razorpayWebhookSecret],
    ] as const;
    for (const [razorpay, message] of wrong) {
      const res = await put({ ...on, razorpay });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const none = await put(on);
    expect([none.statusCode, none.json().message]).toEqual([400, PAYMENT_MESSAGES.razorpayNeedsKeys]);
    const refused = await put({ ...on, razorpay: { ...keys(), keySecret: "NotTheSecret0123456789ab" } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, PAYMENT_MESSAGES.razorpayRefusedKeys]);
    standIn().failNext(2, "500");
    const away = await put({ ...on, razorpay: keys() });
    expect([away.statusCode, away.json().message]).toEqual([503, PAYMENT_MESSAGES.razorpayUnreachable]);
    expect((await store.client.get("/api/merchant/payments")).json().methods.razorpay).toBe(false);

    const saved = await put({ ...on, razorpay: keys() });
    expect(saved.statusCode).toBe(200);
    const read = await store.client.get("/api/merchant/payments");
    expect(read.json()).toMatchObject({
      methods: { cash: true, card: false, razorpay: true, upi: false },
      razorpay: {
        keyId: rzp.keys.keyId,
        keySecretSet: true,
        webhookSecretSet: true,
        webhookUrl: expect.stringMatching(new RegExp(`^http://localhost(:80)?${hook(store.merchant.id)}$`)),
      },
      available: { razorpay: true, upi: true },
    });
    for (const answer of [saved.body, read.body]) {
      expect(answer).not.toContain(rzp.keys.keySecret);
      expect(answer).not.toContain(rzp.webhookSecret);
    }
    const [row] = await db().select().from(merchants).where(eq(merchants.id, store.merchant.id));
    expect(`${row!.razorpayKeySecret}${row!.razorpayWebhookSecret}`).not.toMatch(
      new RegExp(`${rzp.keys.keySecret}|${rzp.webhookSecret}`),
    );
    // Saved again without the secrets: they stay; no second check with Razorpay for unchanged keys.
    const calls = standIn().callsTo("GET", "/v1/payment_links").length;
    const again = await put({ ...on, razorpay: { keyId: rzp.keys.keyId, keySecret: "", webhookSecret: "" } });
    expect(again.json().razorpay).toMatchObject({ keySecretSet: true, webhookSecretSet: true });
    expect(standIn().callsTo("GET", "/v1/payment_links")).toHaveLength(calls);
    const page = (await new TestClient(t.app).get(`/api/microsite/${store.merchant.businessSlug}`)).json();
    expect(page.merchant.payments).toEqual({ cash: true, card: false, razorpay: true, upi: false });
    expect(JSON.stringify(page)).not.toContain(rzp.keys.keyId);
  });

  it("sends the shopper to a Payment Link for the total in paise, expiring with the store's unpaid orders", async () => {
    const store = await razorpayStore();
    clock = Date.now();
    const placed = await new TestClient(t.app).post("/api/orders", orderBody(store, 2));
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const row = await rowOf(order.id);
    const link = standIn().link(row.paymentSessionId!);
    expect(order.payment).toEqual({
      method: "razorpay",
      status: "awaiting_payment",
      redirectUrl: link.short_url,
      upiUrl: null,
    });
    expect(link).toMatchObject({
      amount: 39800,
      currency: "INR",
      reference_id: order.trackingCode,
      callback_method: "get",
      notes: { orderId: order.id, merchantId: store.merchant.id },
    });
    expect(link.callback_url).toContain(
      `/microsite/${store.merchant.businessSlug}?view=order-success&order=${order.id}`,
    );
    // Razorpay takes no expiry under 15 minutes away; the store's 30 minutes from the order's placing.
    const due = (row.createdAt.getTime() + 30 * MINUTE) / 1000;
    expect(link.expire_by).toBeGreaterThanOrEqual(Math.floor(due));
    expect(link.expire_by).toBeLessThanOrEqual(Math.ceil(due));
    expect([row.paymentProvider, row.paymentAccount]).toEqual(["razorpay", store.merchant.id]);
    // Not an order for the merchant until it is paid.
    expect((await store.client.get("/api/merchant/orders")).json()).toEqual([]);
  });

  it("Razorpay away at checkout: the order waits, the same request again is the same order and one link", async () => {
    const store = await razorpayStore();
    standIn().failNext(2, "500", { method: "POST", path: "/v1/payment_links" });
    const shopper = new TestClient(t.app);
    const key = `rzp-down-${Date.now()}`;
    const first = await shopper.request("POST", "/api/orders", orderBody(store), {
      headers: { "idempotency-key": key },
    });
    expect([first.statusCode, first.json().message]).toEqual([503, PAYMENT_MESSAGES.providerDown]);
    // Done at Razorpay, its answer lost on the way: the retry finds that link by its reference.
    standIn().failNext(1, "drop", { method: "POST", path: "/v1/payment_links" });
    const second = await shopper.request("POST", "/api/orders", orderBody(store), {
      headers: { "idempotency-key": key },
    });
    expect(second.statusCode).toBe(201);
    const third = await shopper.request("POST", "/api/orders", orderBody(store), {
      headers: { "idempotency-key": key },
    });
    expect(third.json().payment.redirectUrl).toBe(second.json().payment.redirectUrl);
    const ofOrder = [...standIn().links.values()].filter(
      (r) => r.link.reference_id === second.json().trackingCode,
    );
    expect(ofOrder).toHaveLength(1);
  });

  it("the shopper's return moves the order only with Razorpay's signature, and then only on Razorpay's word", async () => {
    const store = await razorpayStore();
    const { order, linkId } = await razorpayOrder(store);
    const paid = standIn().payLink(linkId);
    const returned = back(paid.callbackUrl!);
    const reads = () => standIn().callsTo("GET", `/v1/payment_links/${linkId}`).length;
    const before = reads();
    const forgeries = [
      { ...returned, razorpay_signature: "0".repeat(64) },
      { ...returned, razorpay_payment_link_status: "paid", razorpay_payment_id: "pay_Forged000000001" },
      { ...returned, razorpay_payment_link_id: "plink_SomeoneElse01" },
    ];
    for (const forged of forgeries) {
      const res = await check(store.merchant.businessSlug, order.trackingCode, forged);
      expect([res.statusCode, res.json().message]).toEqual([400, PAYMENT_MESSAGES.callbackForged]);
    }
    expect(reads()).toBe(before);
    expect((await rowOf(order.id)).paymentStatus).toBe("awaiting_payment");

    const genuine = await check(store.merchant.businessSlug, order.trackingCode, returned);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toMatchObject({
      paymentMethod: "razorpay",
      paymentStatus: "paid",
      amountPaid: "199.00",
    });
    expect(reads()).toBe(before + 1);
    const row = await rowOf(order.id);
    expect(row.paymentIntentId).toBe(paid.paymentId);
    // The held-back mails go now, and the merchant sees the order.
    const mails = await db()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.merchantId, store.merchant.id)));
    expect(mails.map((m) => m.kind).sort()).toEqual(["customer_order_placed", "merchant_new_order"]);
    expect((await store.client.get("/api/merchant/orders")).json().map((o: { id: string }) => o.id)).toEqual([
      order.id,
    ]);
  });

  it("webhooks: signed with the store's own secret, stored once, in any order; forged or another store's change nothing", async () => {
    const store = await razorpayStore();
    const other = await rupeeStore();
    const otherKeys = standIn().addAccount({});
    await other.client.put("/api/merchant/payments", {
      ...SETTINGS,
      methods: { cash: true, card: false, razorpay: true },
      razorpay: {
        keyId: otherKeys.keyId,
        keySecret: otherKeys.keySecret,
        webhookSecret: otherKeys.webhookSecret,
      },
    });
    const { order, linkId } = await razorpayOrder(store);
    const paid = standIn().payLink(linkId);
    standIn().refundFromDashboard(paid.paymentId, 5000);
    const [refund] = standIn().deliveriesOf("refund.processed").slice(-1);
    const [paidHook] = standIn().deliveriesOf("payment_link.paid").slice(-1);

    // Forged: no signature, a made-up one, another store's secret, a body changed after signing.
    const entities = standIn().entitiesOf(linkId);
    const forged = [
      { body: paidHook!.body, headers: { "content-type": "application/json" } },
      { body: paidHook!.body, headers: { ...paidHook!.headers, "x-razorpay-signature": "ab".repeat(32) } },
      standIn().delivery("payment_link.paid", entities, { secret: otherKeys.webhookSecret }),
      { body: paidHook!.body.replace("paid", "PAID"), headers: paidHook!.headers },
    ];
    for (const made of forged) {
      const res = await deliver(store.merchant.id, made);
      expect([res.statusCode, res.json().message]).toEqual([400, RAZORPAY_WEBHOOK_MESSAGES.badSignature]);
    }
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await deliver(id, paidHook!);
      expect([res.statusCode, res.json().message]).toEqual([400, RAZORPAY_WEBHOOK_MESSAGES.noStore]);
    }
    expect(
      await db()
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.merchantId, store.merchant.id)),
    ).toEqual([]);

    // Out of order: the refund first names a payment the order does not know yet; kept for later.
    expect((await deliver(store.merchant.id, refund!)).statusCode).toBe(200);
    const waiting = await worked(store.merchant.id, refund!.eventId);
    expect([waiting.processedAt, waiting.attempts]).toEqual([null, 1]);
    expect((await rowOf(order.id)).paymentStatus).toBe("awaiting_payment");
    // Then the payment, sent three times: stored once, settled from Razorpay with the refund.
    for (let i = 0; i < 3; i++) expect((await deliver(store.merchant.id, paidHook!)).statusCode).toBe(200);
    await worked(store.merchant.id, paidHook!.eventId);
    expect(await storedRows(store.merchant.id, paidHook!.eventId)).toHaveLength(1);
    const after = await rowOf(order.id);
    expect([after.paymentStatus, after.amountPaid, after.amountRefunded]).toEqual([
      "partially_refunded",
      "199.000",
      "50.000",
    ]);
    const deps = webhookDepsOf({ ...t, db: db(), now: Date.now, failures: silentFailures() });
    await processPendingWebhookEvents(deps, new Date(Date.now() + 10 * MINUTE));
    expect((await storedRows(store.merchant.id, refund!.eventId))[0]!.processedAt).not.toBeNull();
    expect(await kindsOf(order.id)).toEqual(["paid", "refunded", "session_created"]);

    // The other store, signing with its own secret, names this store's link: nothing of ours moves.
    const { order: second, linkId: secondLink } = await razorpayOrder(store);
    const theirs = standIn().delivery(
      "payment_link.paid",
      { payment_link: { ...standIn().link(secondLink), status: "paid" } },
      { keyId: otherKeys.keyId },
    );
    expect((await deliver(other.merchant.id, theirs)).statusCode).toBe(200);
    const row = await worked(other.merchant.id, theirs.eventId);
    expect(row.lastError).toBe("the order is another store's");
    expect((await rowOf(second.id)).paymentStatus).toBe("awaiting_payment");
  });

  it("refunds from the dashboard at Razorpay, once per request, and reads the rest back", async () => {
    const store = await razorpayStore();
    const { order, linkId } = await razorpayOrder(store, 2);
    const paid = standIn().payLink(linkId);
    await check(store.merchant.businessSlug, order.trackingCode, back(paid.callbackUrl!));
    const refund = (key: string, amount: string) =>
      store.client.request(
        "POST",
        `/api/merchant/orders/${order.id}/refunds`,
        { amount, reason: "One bottle was broken" },
        { headers: { "idempotency-key": key } },
      );
    const answers = await Promise.all([refund("r-1", "100.00"), refund("r-1", "100.00")]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(
      standIn()
        .refundsOf(paid.paymentId)
        .map((r) => r.amount),
    ).toEqual([10000]);
    const calls = standIn().callsTo("POST", `/v1/payments/${paid.paymentId}/refund`);
    expect(calls.every((c) => /^[A-Za-z0-9_-]{10,}$/.test(c.headers["x-refund-idempotency"] ?? ""))).toBe(
      true,
    );
    const tooMuch = await refund("r-2", "300.00");
    expect(tooMuch.statusCode).toBe(409);
    const rest = await refund("r-3", "298.00");
    expect(rest.json()).toMatchObject({ paymentStatus: "refunded", amountRefunded: "398.00" });
  });

  it("reconciliation reads a link paid without a word, and unpaid expiry cancels the link before letting the order go", async () => {
    const store = await razorpayStore();
    clock = Date.now();
    const quiet = await razorpayOrder(store);
    standIn().payLink(quiet.linkId);
    const unpaid = await razorpayOrder(store, 3);
    const round = () =>
      settleUnpaidOrders(
        paymentDepsOf({ ...t, db: db(), config: t.config, now: () => clock, providers: undefined }),
      );
    clock += 11 * MINUTE;
    await round();
    expect((await rowOf(quiet.order.id)).paymentStatus).toBe("paid");
    expect((await rowOf(unpaid.order.id)).paymentStatus).toBe("awaiting_payment");
    clock += 20 * MINUTE;
    await round();
    expect(standIn().link(unpaid.linkId).status).toBe("cancelled");
    const gone = await rowOf(unpaid.order.id);
    expect([gone.status, gone.paymentStatus]).toEqual(["cancelled", "expired"]);
    // A link cannot be paid once its order is let go.
    expect(() => standIn().payLink(unpaid.linkId)).toThrow(/cancelled/);
  });

  it("never writes a store's key secret or webhook secret to the log", () => {
    const text = logLines.join("");
    // Not empty: the requests, the 503s and the webhooks above are in it; no secret is.
    expect(text).toContain("/api/payments/razorpay/webhook/");
    expect(text).toContain(PAYMENT_MESSAGES.providerDown);
    expect(text).not.toContain(rzp.keys.keySecret);
    expect(text).not.toContain(rzp.webhookSecret);
  });
});

describe("Razorpay without SECRETS_KEY", () => {
  const rzp = useRazorpayStandIn();
  const t = useTestApp("pglite", {
    config: { payments: { ...TEST_PAYMENTS, razorpay: rzp.settings, secretsKey: null } },
  });

  it("cannot be switched on, and says why", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    await t.database.db.update(merchants).set({ currency: "INR" }).where(eq(merchants.id, merchant.id));
    const res = await client.put("/api/merchant/payments", {
      captureOn: "checkout",
      unpaidExpiryMinutes: 30,
      methods: { cash: true, card: false, razorpay: true },
      razorpay: { ...rzp.keys, webhookSecret: rzp.webhookSecret },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, PAYMENT_MESSAGES.razorpayNeedsSecretsKey]);
    expect((await client.get("/api/merchant/payments")).json().available).toMatchObject({
      razorpay: false,
      upi: true,
    });
  });
});
