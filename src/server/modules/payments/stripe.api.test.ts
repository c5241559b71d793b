import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toDecimalString } from "#contracts/money";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { merchants } from "#server/db/schema/merchants";
import { type OrderRow, orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import {
  createTestApp,
  registerMerchant,
  TEST_PAYMENTS,
  type TestApp,
  TestClient,
} from "#tests/helpers/test-app";
import { DRIVERS } from "#tests/helpers/test-database";
import { type StripeStandIn, startStripeStandIn } from "#tests/stripe-stand-in/stand-in";
import { openPaymentSession } from "./payment-sessions";
import { createProviders, storePaymentColumns } from "./providers";
import { STRIPE_DOWN_MESSAGE } from "./stripe-connect";
import { createStripeProvider } from "./stripe-provider";
import { WEBHOOK_MESSAGES } from "./stripe-webhook";
import { processPendingWebhookEvents, webhookDepsOf } from "./webhook-deliveries";

const WEBHOOK = "/api/payments/stripe/webhook";

describe.each(DRIVERS)("Stripe: settings, Connect and webhooks on %s", (driver) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  const logLines: string[] = [];
  let store: { client: TestClient; merchant: { id: string; businessSlug: string } };
  let account: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const log = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
    t = await createTestApp(
      driver,
      {
        payments: {
          ...TEST_PAYMENTS,
          stripe: {
            secretKey: standIn.secretKey,
            webhookSecret: standIn.webhookSecret,
            apiUrl: standIn.url,
            applicationFeePercent: 10,
          },
        },
      },
      { log },
    );
    store = await registerMerchant(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const db = () => t.database.db;
  const settingsOf = async (client: TestClient) => (await client.get("/api/merchant/payments")).json();
  const publicPayments = async (slug: string) =>
    (await t.app.inject({ method: "GET", url: `/api/microsite/${slug}` })).json().merchant.payments;

  const deliver = (event: unknown, opts: Parameters<StripeStandIn["signedDelivery"]>[1] = {}) => {
    const { payload, headers } = standIn.signedDelivery(event, opts);
    return t.app.inject({ method: "POST", url: WEBHOOK, headers, payload });
  };
  const storedRows = (eventId: string) =>
    db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  /** The delivery's work is done after the answer: wait for it to be done, or to have failed once. */
  const worked = (eventId: string) =>
    vi.waitFor(
      async () => {
        const [row] = await storedRows(eventId);
        // Claimed (a lease) and not let go yet: still at work.
        if (!row || (row.processedAt === null && (row.attempts === 0 || row.claimedUntil !== null)))
          throw new Error("not yet");
        return row;
      },
      { timeout: 10_000, interval: 20 },
    );
  /** The order's row, its payment figures as dollars are written ("20.00", not numeric(11,3)'s "20.000"). */
  const orderRow = async (id: string) => {
    const row = (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    return {
      ...row,
      amountPaid: toDecimalString(row.amountPaid, "USD"),
      amountRefunded: toDecimalString(row.amountRefunded, "USD"),
    };
  };
  const eventsOf = (orderId: string) =>
    db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(paymentEvents.createdAt);

  /** A card order of `merchantId` with its Checkout Session on the stand-in, as the checkout makes it. */
  async function cardOrder(
    merchantId: string,
    total = "20.00",
  ): Promise<{ order: OrderRow; sessionId: string }> {
    const { order } = await createOrder(db(), merchantId, {
      paymentMethod: "card",
      paymentStatus: "awaiting_payment",
      totalAmount: total,
    });
    const [row] = await db()
      .select({
        ...storePaymentColumns,
        id: merchants.id,
        name: merchants.businessName,
        slug: merchants.businessSlug,
      })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    const providers = createProviders(t.config.payments, {
      db: db(),
      now: Date.now,
      stripe: (s) => createStripeProvider(s),
    });
    await openPaymentSession(db(), order, row!, {
      providers,
      settings: t.config.payments,
      origin: "http://shop.test",
      now: Date.now(),
    });
    const after = await orderRow(order.id);
    return { order: after, sessionId: after.paymentSessionId! };
  }

  describe("settings and Connect Stripe", () => {
    it("starts with cash only, the store type's capture moment, and no account", async () => {
      expect(await settingsOf(store.client)).toEqual({
        methods: { cash: true, card: false, razorpay: false, upi: false },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
        provider: "stripe",
        stripe: { accountId: null, chargesEnabled: false },
        // A store in dollars: Razorpay and UPI are for stores in rupees (issue 46).
        razorpay: {
          keyId: null,
          keySecretSet: false,
          webhookSecretSet: false,
          webhookUrl: expect.stringMatching(/\/api\/payments\/razorpay\/webhook\/[0-9a-f-]{36}$/),
        },
        upi: { vpa: null, payeeName: null },
        available: { stripe: true, testGateway: true, razorpay: false, upi: false },
      });
    });

    it("refuses cards before the store's account can take charges", async () => {
      const res = await store.client.put("/api/merchant/payments", {
        methods: { cash: true, card: true },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.cardNeedsAccount);
    });

    it("makes the store's Standard account once and sends the merchant to onboarding and back", async () => {
      const first = await store.client.post("/api/merchant/payments/stripe/connect");
      expect(first.statusCode).toBe(200);
      const again = await store.client.post("/api/merchant/payments/stripe/connect");
      expect(again.statusCode).toBe(200);
      const made = standIn.callsTo("POST", "/v1/accounts");
      expect(made[0]).toMatchObject({
        params: { type: "standard", metadata: { merchantId: store.merchant.id } },
        idempotencyKey: `merchant:${store.merchant.id}:account`,
        account: null,
      });
      // The second click found the account kept on the store: one account at Stripe.
      expect(made).toHaveLength(1);
      const settings = await settingsOf(store.client);
      account = settings.stripe.accountId;
      expect(account).toMatch(/^acct_/);
      expect(settings.stripe.chargesEnabled).toBe(false);
      expect(standIn.callsTo("POST", "/v1/account_links").at(-1)!.params).toMatchObject({
        account,
        type: "account_onboarding",
        return_url: "http://localhost:80/dashboard?tab=settings&stripe=return",
        refresh_url: "http://localhost:80/dashboard?tab=settings&stripe=refresh",
      });

      // Onboarding finished at Stripe; the merchant is back before account.updated arrives.
      const onboarding = await fetch(first.json().url, { redirect: "manual" });
      expect(onboarding.headers.get("location")).toBe(
        "http://localhost:80/dashboard?tab=settings&stripe=return",
      );
      expect((await settingsOf(store.client)).stripe).toEqual({ accountId: account, chargesEnabled: true });
    });

    it("switches cards on once the account takes charges, and the storefront offers them at once", async () => {
      expect(await publicPayments(store.merchant.businessSlug)).toEqual({
        cash: true,
        card: false,
        razorpay: false,
        upi: false,
      });
      const res = await store.client.put("/api/merchant/payments", {
        methods: { cash: true, card: true },
        captureOn: "confirm",
        unpaidExpiryMinutes: 45,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        methods: { cash: true, card: true },
        captureOn: "confirm",
        unpaidExpiryMinutes: 45,
      });
      expect(await publicPayments(store.merchant.businessSlug)).toEqual({
        cash: true,
        card: true,
        razorpay: false,
        upi: false,
      });
      // Back to capture at checkout for the webhook tests below.
      await store.client.put("/api/merchant/payments", {
        methods: { cash: true, card: true },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
      });
    });

    it("answers bad settings with the rule, and strangers with 401/403", async () => {
      const none = await store.client.put("/api/merchant/payments", {
        methods: { cash: false, card: false },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
      });
      expect(none.json().message).toBe(PAYMENT_MESSAGES.methodsNone);
      const short = await store.client.put("/api/merchant/payments", {
        methods: { cash: true, card: false },
        captureOn: "checkout",
        unpaidExpiryMinutes: 3,
      });
      expect([short.statusCode, short.json().message]).toEqual([400, PAYMENT_MESSAGES.unpaidExpiry]);
      const anonymous = await t.app.inject({ method: "GET", url: "/api/merchant/payments" });
      expect(anonymous.statusCode).toBe(401);
      const noToken = await store.client.request("POST", "/api/merchant/payments/stripe/connect", undefined, {
        csrf: false,
      });
      expect(noToken.statusCode).toBe(403);
    });

    it("says Stripe is away when it cannot be reached, and keeps no half-made account", async () => {
      const other = await registerMerchant(t.app);
      const before = standIn.accounts.size;
      standIn.failNext(2, "500");
      const res = await other.client.post("/api/merchant/payments/stripe/connect");
      expect([res.statusCode, res.json().message]).toEqual([503, STRIPE_DOWN_MESSAGE]);
      expect((await settingsOf(other.client)).stripe.accountId).toBeNull();
      expect(standIn.accounts.size).toBe(before);
    });
  });

  describe("the webhook", () => {
    it("refuses a forged, unsigned, old or non-JSON delivery with 400 and stores nothing", async () => {
      const { sessionId, order } = await cardOrder(store.merchant.id);
      standIn.completeSession(sessionId);
      const [completed] = standIn.eventsFor("checkout.session.completed", sessionId);
      const forged = await deliver(completed, { secret: "whsec_forged" });
      const old = await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      const notJson = await deliver(completed, { payload: "{not json" });
      const unsigned = await t.app.inject({
        method: "POST",
        url: WEBHOOK,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(completed),
      });
      for (const res of [forged, old, notJson, unsigned]) expect(res.statusCode).toBe(400);
      expect(old.json().message).toMatch(/tolerance/);
      expect(await storedRows(completed!.id)).toHaveLength(0);
      expect((await orderRow(order.id)).paymentStatus).toBe("awaiting_payment");
    });

    it("refuses an account no store holds, and ignores the platform's own events and other types", async () => {
      const stranger = standIn.createAccount(true).id;
      const { sessionId } = await cardOrder(store.merchant.id);
      const session = standIn.sessions.get(sessionId)!;
      const unknown = await deliver(standIn.event("checkout.session.completed", session, stranger));
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, WEBHOOK_MESSAGES.unknownAccount]);
      const platform = standIn.event("checkout.session.completed", session, null);
      expect((await deliver(platform)).statusCode).toBe(200);
      const other = standIn.event("customer.created", { id: "cus_1", object: "customer" }, account);
      expect((await deliver(other)).statusCode).toBe(200);
      for (const e of [platform, other]) expect(await storedRows(e.id)).toHaveLength(0);
    });

    it("settles a paid session once however often the event comes, and answers 200 each time", async () => {
      const { order, sessionId } = await cardOrder(store.merchant.id, "20.00");
      expect(standIn.sessions.get(sessionId)!.payment_intent_data.application_fee_amount).toBe(200);
      standIn.completeSession(sessionId);
      const [completed] = standIn.eventsFor("checkout.session.completed", sessionId);
      const first = await deliver(completed);
      expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
      expect((await worked(completed!.id)).processedAt).not.toBeNull();
      for (let i = 0; i < 3; i++) expect((await deliver(completed)).statusCode).toBe(200);
      // payment_intent.succeeded says the same thing: one "paid" still.
      const [succeeded] = standIn.eventsFor(
        "payment_intent.succeeded",
        standIn.sessions.get(sessionId)!.payment_intent!,
      );
      await deliver(succeeded);
      await worked(succeeded!.id);
      expect(await storedRows(completed!.id)).toHaveLength(1);
      const after = await orderRow(order.id);
      expect([after.paymentStatus, after.amountPaid]).toEqual(["paid", "20.00"]);
      expect((await eventsOf(order.id)).filter((e) => e.kind === "paid")).toHaveLength(1);
    });

    it("never moves another store's order, even named in the event's metadata", async () => {
      const other = await registerMerchant(t.app);
      const otherAccount = standIn.createAccount(true).id;
      await db()
        .update(merchants)
        .set({ stripeAccountId: otherAccount })
        .where(eq(merchants.id, other.merchant.id));
      const { order, sessionId } = await cardOrder(store.merchant.id);
      standIn.completeSession(sessionId);
      // The session as store A's, sent as coming from store B's account.
      const event = standIn.event(
        "checkout.session.completed",
        standIn.sessions.get(sessionId),
        otherAccount,
      );
      expect((await deliver(event)).statusCode).toBe(200);
      const row = await worked(event.id);
      expect([row.merchantId, row.lastError]).toEqual([other.merchant.id, "the order is another store's"]);
      expect((await orderRow(order.id)).paymentStatus).toBe("awaiting_payment");
      expect(await eventsOf(order.id)).toHaveLength(1); // session_created only
    });

    it("takes events in any order: a refund before the payment, an old 'expired' after the payment", async () => {
      const { order, sessionId } = await cardOrder(store.merchant.id, "30.00");
      const { intent } = standIn.completeSession(sessionId);
      standIn.refundFromDashboard(intent.id, 500);
      const [refunded] = standIn.eventsFor("charge.refunded", intent.latest_charge!);
      const [completed] = standIn.eventsFor("checkout.session.completed", sessionId);

      // The refund first: its charge names a payment the order does not know yet; kept for later.
      expect((await deliver(refunded)).statusCode).toBe(200);
      const waiting = await worked(refunded!.id);
      expect([waiting.processedAt, waiting.attempts]).toEqual([null, 1]);
      expect((await orderRow(order.id)).paymentStatus).toBe("awaiting_payment");

      await deliver(completed);
      await worked(completed!.id);
      let after = await orderRow(order.id);
      // Settling read the whole payment from Stripe: paid, and the dashboard's refund with it.
      expect([after.paymentStatus, after.amountPaid, after.amountRefunded]).toEqual([
        "partially_refunded",
        "30.00",
        "5.00",
      ]);
      // Housekeeping tries the refund's delivery again: done, and nothing counted twice.
      const deps = webhookDepsOf({ ...t, db: db(), now: Date.now, failures: silentFailures() });
      await processPendingWebhookEvents(deps, new Date(Date.now() + 10 * 60_000));
      expect((await storedRows(refunded!.id))[0]!.processedAt).not.toBeNull();

      // An "expired" for this session (forged order of events, signed): Stripe's answer says paid.
      const late = standIn.event(
        "checkout.session.expired",
        { ...standIn.sessions.get(sessionId), status: "expired" },
        account,
      );
      await deliver(late);
      await worked(late.id);
      after = await orderRow(order.id);
      expect([after.paymentStatus, after.status]).toEqual(["partially_refunded", "pending"]);
      expect((await eventsOf(order.id)).map((e) => e.kind).sort()).toEqual([
        "paid",
        "refunded",
        "session_created",
      ]);
    });

    it("Stripe away while a delivery is worked on: tried again later, and a dead process's lease runs out", async () => {
      const { order, sessionId } = await cardOrder(store.merchant.id);
      standIn.completeSession(sessionId);
      const [completed] = standIn.eventsFor("checkout.session.completed", sessionId);
      standIn.failNext(2, "500");
      expect((await deliver(completed)).statusCode).toBe(200);
      const failed = await worked(completed!.id);
      expect([failed.processedAt, failed.attempts]).toEqual([null, 1]);
      expect((await orderRow(order.id)).paymentStatus).toBe("awaiting_payment");

      const deps = webhookDepsOf({ ...t, db: db(), now: Date.now, failures: silentFailures() });
      const later = new Date(Date.now() + 10 * 60_000);
      // Another process holds it (its lease runs): the retry leaves it be.
      const hold = (until: Date) =>
        db()
          .update(paymentWebhookEvents)
          .set({ claimedUntil: until })
          .where(eq(paymentWebhookEvents.id, failed.id));
      await hold(new Date(Date.now() + 60 * 60_000));
      await processPendingWebhookEvents(deps, later);
      expect((await storedRows(completed!.id))[0]!.processedAt).toBeNull();
      // That process died: its lease runs out, and the retry settles the order.
      await hold(new Date(Date.now() - 1000));
      await processPendingWebhookEvents(deps, later);
      const [done] = await storedRows(completed!.id);
      expect([done!.processedAt !== null, done!.attempts]).toEqual([true, 2]);
      expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    });

    it("an expired session lets the order go", async () => {
      const { order, sessionId } = await cardOrder(store.merchant.id);
      standIn.expireSession(sessionId);
      const [expired] = standIn.eventsFor("checkout.session.expired", sessionId);
      await deliver(expired);
      await worked(expired!.id);
      const after = await orderRow(order.id);
      expect([after.paymentStatus, after.status]).toEqual(["expired", "cancelled"]);
    });

    it("account.updated keeps the store's charges status current, for the store holding the account only", async () => {
      const disabled = standIn.setChargesEnabled(account, false);
      expect((await deliver(disabled)).statusCode).toBe(200);
      await worked(disabled.id);
      expect((await settingsOf(store.client)).stripe.chargesEnabled).toBe(false);
      expect(await publicPayments(store.merchant.businessSlug)).toEqual({
        cash: true,
        card: false,
        razorpay: false,
        upi: false,
      });
      // Sent again after Stripe enabled it: read from Stripe, whatever the event's own copy says.
      standIn.setChargesEnabled(account, true);
      const stale = standIn.event(
        "account.updated",
        { ...standIn.accounts.get(account), charges_enabled: false },
        account,
      );
      await deliver(stale);
      await worked(stale.id);
      expect(await publicPayments(store.merchant.businessSlug)).toEqual({
        cash: true,
        card: true,
        razorpay: false,
        upi: false,
      });
      const [other] = await db()
        .select({ enabled: merchants.stripeChargesEnabled })
        .from(merchants)
        .where(and(eq(merchants.stripeAccountId, account)));
      expect(other!.enabled).toBe(true);
    });
  });

  describe("Stripe down while a session is made", () => {
    it("a card order through the checkout: 503 and kept awaiting payment; the same key resent gives it one session", async () => {
      const product = await createProduct(db(), store.merchant.id, {
        name: "Pizza",
        price: "12.50",
        quantity: 50,
      });
      const shopper = new TestClient(t.app);
      const send = (key: string, phone: string) =>
        shopper.request(
          "POST",
          "/api/orders",
          {
            merchantSlug: store.merchant.businessSlug,
            customer: { name: "Ada", phone, address: "1 Main St", email: "ada@example.com" },
            items: [{ productId: product.id, quantity: 2 }],
            paymentMethod: "card",
          },
          { headers: { "idempotency-key": key } },
        );
      const sessionsOf = (orderId: string) =>
        [...standIn.sessions.values()].filter((s) => s.metadata.orderId === orderId);

      // Stripe answers 500 (the package's one retry too).
      standIn.failNext(2, "500");
      const down = await send("stripe-down-1", "555 0111");
      expect([down.statusCode, down.json().message]).toEqual([503, PAYMENT_MESSAGES.providerDown]);
      const placed = await send("stripe-down-1", "555 0111");
      expect(placed.statusCode).toBe(201);
      const { id, payment } = placed.json();
      expect(payment).toMatchObject({ method: "card", status: "awaiting_payment" });
      expect(payment.redirectUrl).toBe(sessionsOf(id)[0]!.url);
      expect(sessionsOf(id)).toHaveLength(1);
      expect(sessionsOf(id)[0]).toMatchObject({ amount_total: 2500, account: account });

      // Stripe refuses (the account can no longer take charges, and no account.updated came yet).
      standIn.accounts.get(account)!.charges_enabled = false;
      const refused = await send("stripe-refused", "555 0113");
      standIn.accounts.get(account)!.charges_enabled = true;
      expect([refused.statusCode, refused.json().message]).toEqual([503, PAYMENT_MESSAGES.providerDown]);
      const [kept] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.merchantId, store.merchant.id), eq(orders.customerPhone, "555 0113")));
      expect([kept!.paymentStatus, kept!.paymentSessionId]).toEqual(["awaiting_payment", null]);

      // Stripe made the session but its answers were lost: the resend is Stripe's replay, not a second one.
      standIn.failNext(2, "drop");
      const lost = await send("stripe-down-2", "555 0112");
      expect(lost.statusCode).toBe(503);
      const again = await send("stripe-down-2", "555 0112");
      expect(again.statusCode).toBe(201);
      expect(sessionsOf(again.json().id)).toHaveLength(1);
      expect((await orderRow(again.json().id)).paymentStatus).toBe("awaiting_payment");
    });

    it("keeps the order awaiting payment, and a retry makes one session", async () => {
      const { order } = await createOrder(db(), store.merchant.id, {
        paymentMethod: "card",
        paymentStatus: "awaiting_payment",
        totalAmount: "15.00",
      });
      const [row] = await db()
        .select({
          ...storePaymentColumns,
          id: merchants.id,
          name: merchants.businessName,
          slug: merchants.businessSlug,
        })
        .from(merchants)
        .where(eq(merchants.id, store.merchant.id));
      const card = {
        providers: createProviders(t.config.payments, {
          db: db(),
          now: Date.now,
          stripe: (s) => createStripeProvider(s),
        }),
        settings: t.config.payments,
        origin: "http://shop.test",
        now: Date.now(),
      };
      standIn.failNext(2, "500");
      await expect(openPaymentSession(db(), order, row!, card)).rejects.toMatchObject({
        statusCode: 503,
        message: PAYMENT_MESSAGES.providerDown,
      });
      expect((await orderRow(order.id)).paymentStatus).toBe("awaiting_payment");
      const url = await openPaymentSession(db(), await orderRow(order.id), row!, card);
      expect(await openPaymentSession(db(), await orderRow(order.id), row!, card)).toBe(url);
      const made = [...standIn.sessions.values()].filter((s) => s.metadata.orderId === order.id);
      expect(made).toHaveLength(1);
    });
  });

  it("never writes the secret key to the log", () => {
    const text = logLines.join("");
    // The log is not empty (requests and the 503 above are in it), and the key is nowhere in it.
    expect(text).toContain("/api/payments/stripe/webhook");
    expect(text).not.toContain(standIn.secretKey);
    expect(text).not.toContain(standIn.webhookSecret);
  });
});

describe.each(DRIVERS)("Stripe not configured on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { payments: { ...TEST_PAYMENTS, testGateway: false } });
  });
  afterAll(() => t?.close());

  it("refuses Connect and card payments, and every webhook", async () => {
    const { client } = await registerMerchant(t.app);
    const connect = await client.post("/api/merchant/payments/stripe/connect");
    expect([connect.statusCode, connect.json().message]).toEqual([400, PAYMENT_MESSAGES.stripeNotConfigured]);
    for (const provider of ["stripe", "test"]) {
      const card = await client.put("/api/merchant/payments", {
        methods: { cash: true, card: true },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
        provider,
      });
      expect([card.statusCode, card.json().message]).toEqual([400, PAYMENT_MESSAGES.cardUnavailable]);
    }
    const hook = await t.app.inject({ method: "POST", url: WEBHOOK, payload: "{}" });
    expect(hook.statusCode).toBe(400);
    expect((await client.get("/api/merchant/payments")).json().available).toEqual({
      stripe: false,
      testGateway: false,
      razorpay: false,
      upi: false,
    });
  });
});
