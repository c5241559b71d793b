import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TNewOrderEvent } from "#contracts/order-management";
import { PAYMENT_MESSAGES, TEST_GATEWAY_MESSAGES } from "#contracts/payments";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { merchants } from "#server/db/schema/merchants";
import { orderStatusHistory } from "#server/db/schema/order-status-history";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { products } from "#server/db/schema/products";
import { testGatewaySessions } from "#server/db/schema/test-gateway-sessions";
import { releaseUnconfirmedOrders, subscribeToNewOrders } from "#server/modules/orders/service";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { testGatewayProviders } from "#tests/helpers/test-gateway-providers";
import { paymentDepsOf, settleUnpaidOrders } from "./service";

// Issue 41: card checkout through the built-in test gateway, end to end through the routes: the
// order awaits payment without ringing the store, the gateway's page pays it, and only a read of
// the provider (the shopper's return, or reconciliation) moves the order.

const MINUTE = 60 * 1000;
let clock = Date.now();
/** The test gateway, which a test may make fail (the provider down). */
let failing = false;

describeOnDrivers(
  "card checkout through the test gateway",
  {
    now: () => clock,
    config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com" } },
    providers: (db) =>
      testGatewayProviders(db, {
        now: () => clock,
        wrap: (provider) => ({
          ...provider,
          createSession: (input) =>
            failing ? Promise.reject(new Error("gateway down")) : provider.createSession(input),
        }),
      }),
  },
  (t) => {
    const db = () => t.database.db;

    async function cardStore(options: { type?: string; cash?: boolean } = {}) {
      const registered = await registerMerchant(t.app, { businessType: options.type ?? "retail" });
      const { merchant } = registered;
      await db()
        .update(merchants)
        // No hold share: several shoppers take all of a small stock here.
        .set({
          acceptsCard: true,
          cardProvider: "test",
          acceptsCash: options.cash ?? true,
          holdSharePercent: 100,
        })
        .where(eq(merchants.id, merchant.id));
      await t.storeChanged(merchant.id);
      const product = await createProduct(db(), merchant.id, { name: "Pizza", price: "12.50", quantity: 5 });
      return { ...registered, product };
    }
    const orderBody = (
      store: { merchant: { businessSlug: string }; product: { id: string } },
      paymentMethod?: "cash" | "card",
      phone = "555 0101",
    ) => ({
      merchantSlug: store.merchant.businessSlug,
      customer: { name: "Ada", phone, address: "1 Main St", email: "ada@example.com" },
      items: [{ productId: store.product.id, quantity: 2 }],
      ...(paymentMethod ? { paymentMethod } : {}),
    });
    const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const stockOf = async (id: string) =>
      (await db().select().from(products).where(eq(products.id, id)))[0]!.quantity;
    const mailsOf = async (order: { id: string; merchantId: string }) =>
      (
        await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.merchantId, order.merchantId)))
      )
        .map((m) => m.kind)
        .sort();
    const eventsOf = async (order: { id: string; merchantId: string }) =>
      (
        await db()
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.merchantId, order.merchantId)))
      ).map((e) => e.kind);
    const sessionIdOf = (redirectUrl: string) => redirectUrl.split("/pay/test/")[1]!;
    /** A shopper at an address of their own (what one address may hold is capped: order-holds.ts). */
    const shopper = (ip?: string) => new TestClient(t.app, ip);
    const settleRound = () =>
      settleUnpaidOrders(
        paymentDepsOf({ ...t, db: db(), config: t.config, now: () => clock, providers: undefined }),
      );
    const tracked = (slug: string, code: string) => `/api/microsite/${slug}/orders/${code}`;

    it("the store says which methods it takes now", async () => {
      const store = await cardStore();
      const page = async () =>
        (await shopper().get(`/api/microsite/${store.merchant.businessSlug}`)).json().merchant.payments;
      expect(await page()).toEqual({ cash: true, card: true, razorpay: false, upi: false });
      await db().update(merchants).set({ acceptsCard: false }).where(eq(merchants.id, store.merchant.id));
      await t.storeChanged(store.merchant.id);
      expect(await page()).toEqual({ cash: true, card: false, razorpay: false, upi: false });
      // Stripe without an account that can take charges (and no Stripe on this server): no cards.
      await db()
        .update(merchants)
        .set({
          acceptsCard: true,
          cardProvider: "stripe",
          stripeAccountId: "acct_1",
          stripeChargesEnabled: true,
        })
        .where(eq(merchants.id, store.merchant.id));
      await t.storeChanged(store.merchant.id);
      expect(await page()).toEqual({ cash: true, card: false, razorpay: false, upi: false });
    });

    it("a card order awaits payment silently; the gateway's page takes the card; the return's read pays it once, with the store rung and mailed then", async () => {
      clock = Date.now();
      const store = await cardStore();
      const heard: TNewOrderEvent[] = [];
      const stop = subscribeToNewOrders(t.events, store.merchant.id, (order) => heard.push(order));
      try {
        const res = await shopper().post("/api/orders", orderBody(store, "card"));
        expect(res.statusCode, res.body).toBe(201);
        const placed = res.json();
        expect(placed.payment).toEqual({
          method: "card",
          status: "awaiting_payment",
          redirectUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/pay\/test\/tgs_[\w-]+$/),
          upiUrl: null,
        });
        expect(placed.paymentStatus).toBe("awaiting_payment");
        expect(await stockOf(store.product.id)).toBe(3);
        const order = await rowOf(placed.id);
        expect(order).toMatchObject({
          paymentMethod: "card",
          paymentProvider: "test",
          paymentStatus: "awaiting_payment",
        });
        expect(await mailsOf(order)).toEqual([]);

        const sessionId = sessionIdOf(placed.payment.redirectUrl);
        const page = await shopper().get(`/api/payments/test-gateway/sessions/${sessionId}`);
        expect(page.statusCode, page.body).toBe(200);
        const slug = store.merchant.businessSlug;
        const origin = placed.payment.redirectUrl.split("/pay/test/")[0];
        expect(page.json()).toEqual({
          sessionId,
          storeName: expect.stringContaining("Test Store"),
          amount: "25.00",
          currency: "usd",
          state: "open",
          capture: "checkout",
          successUrl: `${origin}/microsite/${slug}?view=order-success&order=${placed.id}&code=${placed.trackingCode}&payment=return`,
          cancelUrl: `${origin}/microsite/${slug}?view=checkout&payment=cancelled`,
        });

        // The return alone, before any payment: a read that finds nothing paid.
        const early = await shopper().post(`${tracked(slug, placed.trackingCode)}/payment-check`);
        expect(early.statusCode, early.body).toBe(200);
        expect(early.json()).toMatchObject({ paymentStatus: "awaiting_payment", canPayNow: true });

        const pay = (cardNumber: unknown) =>
          shopper().post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, { cardNumber });
        const declined = await pay("4000 0000 0000 0002");
        expect([declined.statusCode, declined.json().message]).toEqual([402, TEST_GATEWAY_MESSAGES.declined]);
        const other = await pay("4111 1111 1111 1111");
        expect([other.statusCode, other.json().message]).toEqual([400, TEST_GATEWAY_MESSAGES.otherCard]);
        expect((await pay(42)).statusCode).toBe(400);
        const paid = await pay("4242 4242 4242 4242");
        expect(paid.statusCode, paid.body).toBe(200);
        expect(paid.json()).toEqual({ redirectUrl: page.json().successUrl });
        const again = await pay("4242424242424242");
        expect([again.statusCode, again.json().message]).toEqual([409, TEST_GATEWAY_MESSAGES.expired]);

        // Paid at the provider, but nothing told the order yet: no webhook, no ring.
        expect((await rowOf(placed.id)).paymentStatus).toBe("awaiting_payment");
        expect(heard).toEqual([]);

        const checks = await Promise.all(
          Array.from({ length: 5 }, () =>
            shopper().post(`${tracked(slug, placed.trackingCode)}/payment-check`),
          ),
        );
        for (const check of checks) expect(check.statusCode, check.body).toBe(200);
        expect(checks[4]!.json()).toMatchObject({
          paymentStatus: "paid",
          amountPaid: "25.00",
          canPayNow: false,
        });
        // The decline was never read (the card after it paid): one "paid", however many reads.
        expect(await eventsOf(order)).toEqual(["session_created", "paid"]);
        expect(await mailsOf(order)).toEqual(["customer_order_placed", "merchant_new_order"]);
        await expect.poll(() => heard.map((o) => o.id)).toEqual([placed.id]);
        const tracking = await shopper().get(tracked(slug, placed.trackingCode));
        expect(tracking.json()).toMatchObject({ paymentMethod: "card", paymentStatus: "paid" });
      } finally {
        stop();
      }
    });

    it("a restaurant authorizes at checkout (capture on confirm)", async () => {
      clock = Date.now();
      const store = await cardStore({ type: "restaurant" });
      const placed = (await shopper().post("/api/orders", orderBody(store, "card"))).json();
      const sessionId = sessionIdOf(placed.payment.redirectUrl);
      expect((await shopper().get(`/api/payments/test-gateway/sessions/${sessionId}`)).json().capture).toBe(
        "confirm",
      );
      await shopper().post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
        cardNumber: "4242424242424242",
      });
      const check = await shopper().post(
        `${tracked(store.merchant.businessSlug, placed.trackingCode)}/payment-check`,
      );
      expect(check.json()).toMatchObject({ paymentStatus: "authorized", amountPaid: "0.00" });
    });

    it("only the methods the store offers: a card-only store takes no cash order, a cash-only one no card", async () => {
      const cardOnly = await cardStore({ cash: false });
      const cash = await shopper().post("/api/orders", orderBody(cardOnly));
      expect([cash.statusCode, cash.json().message]).toEqual([
        409,
        PAYMENT_MESSAGES.methodNotOffered("cash"),
      ]);
      const cashOnly = await cardStore();
      await db().update(merchants).set({ acceptsCard: false }).where(eq(merchants.id, cashOnly.merchant.id));
      const card = await shopper().post("/api/orders", orderBody(cashOnly, "card"));
      expect([card.statusCode, card.json().message]).toEqual([
        409,
        PAYMENT_MESSAGES.methodNotOffered("card"),
      ]);
      const bad = await shopper().post("/api/orders", { ...orderBody(cashOnly), paymentMethod: "cheque" });
      expect([bad.statusCode, bad.json().message]).toEqual([400, PAYMENT_MESSAGES.paymentMethod]);
      expect(await stockOf(cardOnly.product.id)).toBe(5);
      expect(await stockOf(cashOnly.product.id)).toBe(5);
    });

    it("the provider down: 503, the order kept awaiting payment; the same key resent gives the same order its page", async () => {
      clock = Date.now();
      const store = await cardStore();
      const client = shopper();
      const send = () =>
        client.request("POST", "/api/orders", orderBody(store, "card"), {
          headers: { "idempotency-key": "card-1" },
        });
      failing = true;
      let first: Awaited<ReturnType<typeof send>>;
      try {
        first = await send();
      } finally {
        failing = false;
      }
      expect([first.statusCode, first.json().message]).toEqual([503, PAYMENT_MESSAGES.providerDown]);
      const [kept] = await db().select().from(orders).where(eq(orders.merchantId, store.merchant.id));
      expect(kept).toMatchObject({
        paymentStatus: "awaiting_payment",
        paymentSessionId: null,
        status: "pending",
      });
      const retried = await send();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().id).toBe(kept!.id);
      expect(retried.json().payment.redirectUrl).toMatch(/\/pay\/test\//);
      const resent = await send();
      expect(resent.json().payment.redirectUrl).toBe(retried.json().payment.redirectUrl);
      expect(await stockOf(store.product.id)).toBe(3);
      expect(
        await db()
          .select()
          .from(testGatewaySessions)
          .where(eq(testGatewaySessions.merchantId, store.merchant.id)),
      ).toHaveLength(1);
    });

    it("a card order the merchant cancels while its page is open can no longer be paid there", async () => {
      clock = Date.now();
      const store = await cardStore();
      const placed = (await shopper().post("/api/orders", orderBody(store, "card"))).json();
      const sessionId = sessionIdOf(placed.payment.redirectUrl);
      const cancelled = await store.client.patch(`/api/merchant/orders/${placed.id}/status`, {
        status: "cancelled",
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const pay = await shopper().post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
        cardNumber: "4242424242424242",
      });
      expect(pay.statusCode).toBe(409);
      expect((await rowOf(placed.id)).amountPaid).toBe("0.000");
    });

    it("an amount that differs from the order's flags it and never pays it", async () => {
      clock = Date.now();
      const store = await cardStore();
      const placed = (await shopper().post("/api/orders", orderBody(store, "card"))).json();
      const sessionId = sessionIdOf(placed.payment.redirectUrl);
      await db()
        .update(testGatewaySessions)
        .set({ amountCents: 100 })
        .where(eq(testGatewaySessions.id, sessionId));
      await shopper().post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
        cardNumber: "4242424242424242",
      });
      const check = await shopper().post(
        `${tracked(store.merchant.businessSlug, placed.trackingCode)}/payment-check`,
      );
      expect(check.json()).toMatchObject({ paymentStatus: "awaiting_payment", amountPaid: "0.00" });
      const order = await rowOf(placed.id);
      expect(order.paymentFlag).toBe(PAYMENT_MESSAGES.amountMismatch);
      expect(await eventsOf(order)).not.toContain("paid");
      expect(await eventsOf(order)).toContain("flagged");
      // The merchant sees it in the Orders tab's lists, flagged, not only under "Awaiting payment".
      const listed = (await store.client.get("/api/merchant/orders")).json();
      expect(listed.map((o: { id: string; paymentFlag: string | null }) => [o.id, o.paymentFlag])).toEqual([
        [placed.id, PAYMENT_MESSAGES.amountMismatch],
      ]);
      expect((await store.client.get("/api/merchant/orders/counts")).json()).toMatchObject({
        all: 1,
        pending: 1,
        awaitingPayment: 0,
      });
      // Flagged, it is left for the merchant: never let go by the clock.
      clock += 60 * MINUTE;
      await settleRound();
      expect((await rowOf(placed.id)).status).toBe("pending");
    });

    it("reconciliation pays an order its return never reported; unpaid expiry lets one go with its stock, once", async () => {
      clock = Date.now();
      const store = await cardStore();
      const paidOne = (
        await shopper("10.0.0.1").post("/api/orders", orderBody(store, "card", "555 0201"))
      ).json();
      const unpaid = (
        await shopper("10.0.0.2").post("/api/orders", orderBody(store, "card", "555 0202"))
      ).json();
      const cash = (
        await shopper().post("/api/orders", {
          ...orderBody(store, "cash", "555 0203"),
          items: [{ productId: store.product.id, quantity: 1 }],
        })
      ).json();
      expect([paidOne.paymentStatus, unpaid.paymentStatus, cash.paymentStatus]).toEqual([
        "awaiting_payment",
        "awaiting_payment",
        "unpaid",
      ]);
      expect(await stockOf(store.product.id)).toBe(0);
      await shopper().post(
        `/api/payments/test-gateway/sessions/${sessionIdOf(paidOne.payment.redirectUrl)}/pay`,
        {
          cardNumber: "4242424242424242",
        },
      );
      // Within 10 minutes: not read yet.
      clock += 9 * MINUTE;
      await settleRound();
      expect((await rowOf(paidOne.id)).paymentStatus).toBe("awaiting_payment");
      clock += 2 * MINUTE;
      await settleRound();
      expect((await rowOf(paidOne.id)).paymentStatus).toBe("paid");
      expect((await rowOf(unpaid.id)).status).toBe("pending");

      clock += 20 * MINUTE;
      await Promise.all([settleRound(), settleRound()]);
      const gone = await rowOf(unpaid.id);
      expect(gone).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
      expect(await stockOf(store.product.id)).toBe(2);
      const history = await db()
        .select()
        .from(orderStatusHistory)
        .where(
          and(
            eq(orderStatusHistory.orderId, unpaid.id),
            eq(orderStatusHistory.merchantId, store.merchant.id),
          ),
        );
      expect(history.map((h) => [h.status, h.updatedBy, h.notes])).toEqual([
        ["pending", "system", "Order placed"],
        ["cancelled", "system", PAYMENT_MESSAGES.expiredNote],
      ]);
      // Its page can no longer be paid; cash orders never expire; a second round changes nothing.
      const late = await shopper().post(
        `/api/payments/test-gateway/sessions/${sessionIdOf(unpaid.payment.redirectUrl)}/pay`,
        { cardNumber: "4242424242424242" },
      );
      expect(late.statusCode).toBe(409);
      clock += 24 * 60 * MINUTE;
      await settleRound();
      expect(await stockOf(store.product.id)).toBe(2);
      expect((await rowOf(cash.id)).status).toBe("pending");
      expect((await rowOf(paidOne.id)).status).toBe("pending");
    });

    it("an order awaiting payment is not 'unconfirmed'; money that comes after a cancel is flagged for a refund", async () => {
      clock = Date.now();
      const store = await cardStore();
      await db()
        .update(merchants)
        .set({ releaseUnconfirmedAfterMinutes: 5 })
        .where(eq(merchants.id, store.merchant.id));
      const placed = (await shopper().post("/api/orders", orderBody(store, "card"))).json();
      clock += 6 * MINUTE;
      await releaseUnconfirmedOrders(db(), t.events, clock, { on: false, publicUrl: null });
      expect((await rowOf(placed.id)).status).toBe("pending");

      await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, placed.id));
      await shopper().post(
        `/api/payments/test-gateway/sessions/${sessionIdOf(placed.payment.redirectUrl)}/pay`,
        {
          cardNumber: "4242424242424242",
        },
      );
      const check = await shopper().post(
        `${tracked(store.merchant.businessSlug, placed.trackingCode)}/payment-check`,
      );
      expect(check.json()).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
      const order = await rowOf(placed.id);
      expect(order.paymentFlag).toBe(PAYMENT_MESSAGES.paidAfterCancel);
      expect(await mailsOf(order)).toEqual([]);
    });

    it("a quoted prescription order is paid from its tracking page (Pay now)", async () => {
      clock = Date.now();
      const store = await cardStore({ type: "pharmacy" });
      const { order } = await createOrder(db(), store.merchant.id, {
        orderType: "prescription",
        totalAmount: "0",
        trackingCode: "RXPAY001",
      });
      const slug = store.merchant.businessSlug;
      expect((await shopper().get(tracked(slug, "RXPAY001"))).json().canPayNow).toBe(false);
      const nothing = await shopper().post(`${tracked(slug, "RXPAY001")}/pay`);
      expect([nothing.statusCode, nothing.json().message]).toEqual([409, PAYMENT_MESSAGES.nothingToPay]);
      await db().update(orders).set({ totalAmount: "18.40" }).where(eq(orders.id, order.id));
      expect((await shopper().get(tracked(slug, "RXPAY001"))).json()).toMatchObject({
        canPayNow: true,
        paymentStatus: "unpaid",
      });
      const pay = await shopper().post(`${tracked(slug, "RXPAY001")}/pay`);
      expect(pay.statusCode, pay.body).toBe(200);
      const sessionId = sessionIdOf(pay.json().redirectUrl);
      expect((await shopper().get(`/api/payments/test-gateway/sessions/${sessionId}`)).json().amount).toBe(
        "18.40",
      );
      // Asked again, the same page.
      expect((await shopper().post(`${tracked(slug, "RXPAY001")}/pay`)).json()).toEqual(pay.json());
      await shopper().post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
        cardNumber: "4242424242424242",
      });
      const check = await shopper().post(`${tracked(slug, "RXPAY001")}/payment-check`);
      expect(check.json()).toMatchObject({ paymentStatus: "paid", amountPaid: "18.40", canPayNow: false });
      const after = await shopper().post(`${tracked(slug, "RXPAY001")}/pay`);
      expect([after.statusCode, after.json().message]).toEqual([409, PAYMENT_MESSAGES.nothingToPay]);
    });

    it("unknown sessions and stores answer 404", async () => {
      expect((await shopper().get("/api/payments/test-gateway/sessions/tgs_nope")).statusCode).toBe(404);
      const res = await shopper().post("/api/payments/test-gateway/sessions/tgs_nope/pay", {
        cardNumber: "4242424242424242",
      });
      expect(res.statusCode).toBe(404);
      expect(
        (await shopper().post("/api/microsite/no-such-store/orders/ABCDEFGH/payment-check")).statusCode,
      ).toBe(404);
    });
  },
);
