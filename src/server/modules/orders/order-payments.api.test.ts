import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import type { TMerchantOrder, TMerchantOrderDetails, TOrderCounts } from "#contracts/order-management";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { products } from "#server/db/schema/products";
import { type PaymentProvider, ProviderUnavailable } from "#server/modules/payments/service";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { testGatewayProviders } from "#tests/helpers/test-gateway-providers";

// Issue 41, the merchant's side of the money: the Orders tab without orders awaiting payment,
// "Mark as paid", refunds, capture on confirm, release or refund on cancel, and what details,
// the CSV and the dashboard's figures say. Card orders are paid through the built-in test gateway,
// counted on the way: every capture, release and refund the provider is asked for.

const calls = { capture: 0, cancel: 0, refund: 0 };
/** What the provider fails at, as if it could not be reached (its reads fail too). */
let down: "capture" | "cancel" | "refund" | null = null;

describeOnDrivers(
  "the merchant's money operations",
  {
    providers: (db) => testGatewayProviders(db, { wrap: counting }),
  },
  (t) => {
    const db = () => t.database.db;
    beforeEach(() => {
      calls.capture = calls.cancel = calls.refund = 0;
      down = null;
    });

    async function cardStore(type = "retail") {
      const registered = await registerMerchant(t.app, { businessType: type });
      await db()
        .update(merchants)
        .set({ acceptsCard: true, cardProvider: "test", holdSharePercent: 100 })
        .where(eq(merchants.id, registered.merchant.id));
      await t.storeChanged(registered.merchant.id);
      const product = await createProduct(db(), registered.merchant.id, {
        name: "Pizza",
        price: "12.50",
        quantity: 50,
      });
      const shopper = new TestClient(t.app);
      const slug = registered.merchant.businessSlug;
      const place = async (paymentMethod: "cash" | "card") => {
        const res = await shopper.post("/api/orders", {
          merchantSlug: slug,
          customer: { name: "Ada", phone: "555 0101", address: "1 Main St" },
          items: [{ productId: product.id, quantity: 2 }],
          paymentMethod,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { id: string; trackingCode: string; payment: { redirectUrl: string | null } };
      };
      /** A card order paid on the gateway's page and read back (paid, or authorized for a restaurant). */
      const cardOrder = async () => {
        const placed = await place("card");
        const sessionId = placed.payment.redirectUrl!.split("/pay/test/")[1];
        const pay = await shopper.post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
          cardNumber: "4242 4242 4242 4242",
        });
        expect(pay.statusCode, pay.body).toBe(200);
        const check = await shopper.post(
          `/api/microsite/${slug}/orders/${placed.trackingCode}/payment-check`,
        );
        expect(check.statusCode, check.body).toBe(200);
        return placed;
      };
      return { ...registered, product, place, cardOrder };
    }

    const details = async (client: TestClient, id: string) => {
      const res = await client.get(`/api/merchant/orders/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TMerchantOrderDetails;
    };
    const refund = (client: TestClient, id: string, body: unknown, key?: string) =>
      client.request("POST", `/api/merchant/orders/${id}/refunds`, body, {
        headers: key ? { "idempotency-key": key } : {},
      });
    const conflict = (res: { statusCode: number; json(): { message: string } }) => [
      res.statusCode,
      res.json().message,
    ];

    it("leaves orders awaiting payment out of every list, count and figure; the filter shows them", async () => {
      const store = await cardStore();
      const cash = await store.place("cash");
      const waiting = await store.place("card");
      const paid = await store.cardOrder();
      const ids = async (query = "") =>
        ((await store.client.get(`/api/merchant/orders${query}`)).json() as TMerchantOrder[]).map(
          (o) => o.id,
        );

      expect(await ids()).toEqual([paid.id, cash.id]);
      expect(await ids("?status=pending")).toEqual([paid.id, cash.id]);
      expect(await ids("?paymentStatus=awaiting_payment")).toEqual([waiting.id]);
      expect(await ids("?paymentStatus=paid")).toEqual([paid.id]);
      expect(await ids("?paymentStatus=unpaid&status=pending")).toEqual([cash.id]);
      const detailed = (await store.client.get("/api/merchant/orders/detailed")).json() as TMerchantOrder[];
      expect(detailed.map((o) => o.id)).toEqual([paid.id, cash.id]);
      expect((await store.client.get("/api/merchant/orders?paymentStatus=owed")).statusCode).toBe(400);

      const counts = (await store.client.get("/api/merchant/orders/counts")).json() as TOrderCounts;
      expect(counts).toMatchObject({ all: 2, pending: 2, awaitingPayment: 1 });
      const stats = (await store.client.get("/api/merchant/stats")).json();
      expect(stats).toMatchObject({ orders: 2, revenue: "50.00", today: { orders: 2, revenue: "50.00" } });

      // The CSV: the default leaves it out too, and says how each order is paid.
      const csv = (await store.client.get("/api/merchant/orders/export")).body.trimEnd().split("\r\n");
      expect(csv[0]).toMatch(
        /,Payment method,Payment status,Amount paid,Amount refunded,Customer's number,Currency$/,
      );
      expect(csv).toHaveLength(3);
      expect(csv[1]).toMatch(/,Card,Paid,25\.00,0\.00,#[0-9A-F]{8},USD$/);
      expect(csv[2]).toMatch(/,Cash,Unpaid,0\.00,0\.00,#[0-9A-F]{8},USD$/);
      const waitingCsv = await store.client.get("/api/merchant/orders/export?paymentStatus=awaiting_payment");
      expect(waitingCsv.headers["content-disposition"]).toMatch(/filename="orders-awaiting_payment-/);
      expect(waitingCsv.body.trimEnd().split("\r\n")[1]).toMatch(
        /,Card,Awaiting payment,0\.00,0\.00,#[0-9A-F]{8},USD$/,
      );

      // A customer's orders too.
      const [customer] = (await store.client.get("/api/customers")).json().customers;
      const own = (await store.client.get(`/api/customers/${customer.id}`)).json();
      expect(own.orders.map((o: { id: string }) => o.id)).toEqual([paid.id, cash.id]);
    });

    it("marks a cash order paid once, for its total; never a card order or another store's", async () => {
      const store = await cardStore();
      const cash = await store.place("cash");
      const markPaid = (client: TestClient, id: string) =>
        client.post(`/api/merchant/orders/${id}/mark-paid`);

      const res = await markPaid(store.client, cash.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: cash.id, paymentStatus: "paid", amountPaid: "25.00" });
      expect(res.json().payments).toEqual([
        expect.objectContaining({
          kind: "cash_received",
          amount: "25.00",
          provider: "cash",
          reference: null,
        }),
      ]);
      expect(conflict(await markPaid(store.client, cash.id))).toEqual([409, PAYMENT_MESSAGES.markPaidTwice]);
      const twice = await Promise.all([markPaid(store.client, cash.id), markPaid(store.client, cash.id)]);
      expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
      expect((await details(store.client, cash.id)).payments).toHaveLength(1);

      const card = await store.cardOrder();
      expect(conflict(await markPaid(store.client, card.id))).toEqual([409, PAYMENT_MESSAGES.markPaidCard]);
      const other = await registerMerchant(t.app);
      const fresh = await store.place("cash");
      expect((await markPaid(other.client, fresh.id)).statusCode).toBe(404);
      expect((await details(store.client, fresh.id)).paymentStatus).toBe("unpaid");
    });

    it("refunds part then the rest of a card order, once per key, never more than is left", async () => {
      const store = await cardStore();
      const card = await store.cardOrder();

      const first = await refund(store.client, card.id, { amount: "5.00", reason: "Cold pizza" }, "refund-1");
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        paymentStatus: "partially_refunded",
        amountPaid: "25.00",
        amountRefunded: "5.00",
      });
      expect(first.json().payments.map((e: { kind: string }) => e.kind)).toEqual([
        "session_created",
        "paid",
        "refunded",
      ]);
      expect(first.json().payments[2]).toMatchObject({
        amount: "5.00",
        provider: "test",
        note: "Cold pizza",
        reference: expect.stringMatching(/^tgr_/),
      });
      // A resend under its key: the same answer, no second refund.
      const resend = await refund(
        store.client,
        card.id,
        { amount: "5.00", reason: "Cold pizza" },
        "refund-1",
      );
      expect(resend.statusCode).toBe(200);
      expect(resend.headers["idempotent-replayed"]).toBe("true");
      expect(resend.json()).toEqual(first.json());
      expect(calls.refund).toBe(1);
      // The key with another refund: refused, nothing done.
      const reused = await refund(
        store.client,
        card.id,
        { amount: "6.00", reason: "Cold pizza" },
        "refund-1",
      );
      expect(reused.statusCode).toBe(422);

      expect(conflict(await refund(store.client, card.id, { amount: "20.01", reason: "Too much" }))).toEqual([
        409,
        PAYMENT_MESSAGES.refundTooMuch(2000, US_DOLLARS),
      ]);
      const rest = await refund(store.client, card.id, { amount: "20.00", reason: "Sorry" }, "refund-2");
      expect(rest.json()).toMatchObject({ paymentStatus: "refunded", amountRefunded: "25.00" });
      expect(conflict(await refund(store.client, card.id, { amount: "0.01", reason: "More" }))).toEqual([
        409,
        PAYMENT_MESSAGES.refundTooMuch(0, US_DOLLARS),
      ]);
      expect(calls.refund).toBe(2);
      const rows = await db()
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, card.id), eq(paymentEvents.kind, "refunded")));
      expect(rows).toHaveLength(2);
      // The provider's own word on the same refunds (a read, as a webhook triggers): no new entry.
      const check = await new TestClient(t.app).post(
        `/api/microsite/${store.merchant.businessSlug}/orders/${card.trackingCode}/payment-check`,
      );
      expect(check.json()).toMatchObject({ paymentStatus: "refunded", amountRefunded: "25.00" });
      expect(
        (await details(store.client, card.id)).payments.filter((e) => e.kind === "refunded"),
      ).toHaveLength(2);
      // What the dashboard counts: the order's total less its refunds.
      expect((await store.client.get("/api/merchant/stats")).json().revenue).toBe("0.00");
    });

    it("explains every refund it refuses", async () => {
      const store = await cardStore();
      const cash = await store.place("cash");
      const waiting = await store.place("card");
      const card = await store.cardOrder();
      const cases: [string, unknown, number, string][] = [
        [cash.id, { amount: "1.00", reason: "x" }, 409, PAYMENT_MESSAGES.refundCash],
        [waiting.id, { amount: "1.00", reason: "x" }, 409, PAYMENT_MESSAGES.refundNothing],
        [card.id, { amount: "0.00", reason: "x" }, 400, PAYMENT_MESSAGES.refundAmount("USD")],
        [card.id, { amount: "-1", reason: "x" }, 400, PAYMENT_MESSAGES.refundAmount("USD")],
        [card.id, { amount: "1.001", reason: "x" }, 400, PAYMENT_MESSAGES.refundAmount("USD")],
        [card.id, { amount: 1, reason: "x" }, 400, PAYMENT_MESSAGES.refundAmount("USD")],
        [card.id, { amount: "1.00", reason: "  " }, 400, PAYMENT_MESSAGES.refundReason],
        [card.id, { amount: "1.00" }, 400, PAYMENT_MESSAGES.refundReason],
      ];
      for (const [id, body, status, message] of cases) {
        const res = await refund(store.client, id, body);
        expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
      }
      const other = await registerMerchant(t.app);
      expect((await refund(other.client, card.id, { amount: "1.00", reason: "x" })).statusCode).toBe(404);
      expect((await refund(new TestClient(t.app), card.id, { amount: "1.00", reason: "x" })).statusCode).toBe(
        401,
      );
      down = "refund";
      const unreachable = await refund(store.client, card.id, { amount: "1.00", reason: "x" }, "k-down");
      expect(conflict(unreachable)).toEqual([502, PAYMENT_MESSAGES.providerUnreachable]);
      down = null;
      // The failed attempt used nothing up: the same key then refunds.
      const retried = await refund(store.client, card.id, { amount: "1.00", reason: "x" }, "k-down");
      expect(retried.json()).toMatchObject({ amountRefunded: "1.00" });
      expect(calls.refund).toBe(2);
    });

    it("captures an authorized payment on confirming, once, and leaves the order as it was when the provider fails", async () => {
      const store = await cardStore("restaurant");
      const card = await store.cardOrder();
      expect(await details(store.client, card.id)).toMatchObject({
        paymentStatus: "authorized",
        amountPaid: "0.00",
      });
      const status = (body: unknown) => store.client.patch(`/api/merchant/orders/${card.id}/status`, body);

      down = "capture";
      expect(conflict(await status({ status: "confirmed" }))).toEqual([
        502,
        PAYMENT_MESSAGES.providerUnreachable,
      ]);
      expect(await details(store.client, card.id)).toMatchObject({
        status: "pending",
        paymentStatus: "authorized",
      });
      down = null;

      const confirmed = await status({ status: "confirmed" });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        amountPaid: "25.00",
      });
      const shown = await details(store.client, card.id);
      expect(shown.payments.map((e) => e.kind)).toEqual(["session_created", "authorized", "captured"]);
      // Confirmed again, or back to pending and on: the money was taken once.
      await status({ status: "confirmed", notes: "Again" });
      await status({ status: "pending" });
      await status({ status: "preparing" });
      expect(calls.capture).toBe(2);
      expect(
        (await details(store.client, card.id)).payments.filter((e) => e.kind === "captured"),
      ).toHaveLength(1);
    });

    it("cancelling releases a hold, keeps a paid order's money unless asked, and refunds what is left when asked", async () => {
      const restaurant = await cardStore("restaurant");
      const held = await restaurant.cardOrder();
      const cancel = (client: TestClient, id: string, extra = {}) =>
        client.patch(`/api/merchant/orders/${id}/status`, { status: "cancelled", ...extra });
      const voided = await cancel(restaurant.client, held.id);
      expect(voided.statusCode, voided.body).toBe(200);
      expect(voided.json()).toMatchObject({
        status: "cancelled",
        paymentStatus: "voided",
        amountPaid: "0.00",
      });
      expect(calls.cancel).toBe(1);

      const store = await cardStore();
      const kept = await store.cardOrder();
      const keptRes = await cancel(store.client, kept.id);
      expect(keptRes.json()).toMatchObject({
        status: "cancelled",
        paymentStatus: "paid",
        amountRefunded: "0.00",
      });
      expect(calls.refund).toBe(0);

      const refunded = await store.cardOrder();
      await refund(store.client, refunded.id, { amount: "5.00", reason: "Late" });
      const res = await cancel(store.client, refunded.id, { refund: true, notes: "Out of dough" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: "cancelled",
        paymentStatus: "refunded",
        amountRefunded: "25.00",
      });
      const events = (await details(store.client, refunded.id)).payments.filter((e) => e.kind === "refunded");
      expect(events.map((e) => [e.amount, e.note])).toEqual([
        ["5.00", "Late"],
        ["20.00", "Out of dough"],
      ]);
      // Both cancelled orders gave their units back.
      const [row] = await db().select().from(products).where(eq(products.id, store.product.id));
      expect(row!.quantity).toBe(50);

      const failing = await store.cardOrder();
      down = "refund";
      expect(conflict(await cancel(store.client, failing.id, { refund: true }))).toEqual([
        502,
        PAYMENT_MESSAGES.providerUnreachable,
      ]);
      expect(await details(store.client, failing.id)).toMatchObject({
        status: "pending",
        paymentStatus: "paid",
      });
      expect(
        (
          await store.client.patch(`/api/merchant/orders/${failing.id}/status`, {
            status: "cancelled",
            refund: "yes",
          })
        ).statusCode,
      ).toBe(400);
    });

    it("a bulk cancel releases holds and leaves paid card orders to be cancelled on their own", async () => {
      const restaurant = await cardStore("restaurant");
      const held = await restaurant.cardOrder();
      const store = await cardStore();
      const paid = await store.cardOrder();
      const cash = await store.place("cash");
      const bulk = await store.client.post("/api/merchant/orders/bulk-status", {
        ids: [paid.id, cash.id],
        status: "cancelled",
        refund: true,
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      expect(bulk.json()).toEqual({
        status: "cancelled",
        changed: [cash.id],
        unchanged: [{ id: paid.id, message: PAYMENT_MESSAGES.bulkCancelPaid }],
      });
      expect(calls.refund).toBe(0);
      const released = await restaurant.client.post("/api/merchant/orders/bulk-status", {
        ids: [held.id],
        status: "cancelled",
      });
      expect(released.json().changed).toEqual([held.id]);
      expect(await details(restaurant.client, held.id)).toMatchObject({ paymentStatus: "voided" });

      // Confirming many authorized orders captures each.
      const a = await restaurant.cardOrder();
      const b = await restaurant.cardOrder();
      const confirmed = await restaurant.client.post("/api/merchant/orders/bulk-status", {
        ids: [a.id, b.id],
        status: "confirmed",
      });
      expect(confirmed.json().changed.sort()).toEqual([a.id, b.id].sort());
      for (const id of [a.id, b.id])
        expect(await details(restaurant.client, id)).toMatchObject({
          paymentStatus: "paid",
          amountPaid: "25.00",
        });
    });

    it("reads the order's row for every payment figure (the order's columns match its events)", async () => {
      const store = await cardStore();
      const card = await store.cardOrder();
      await refund(store.client, card.id, { amount: "2.50", reason: "Missing napkins" });
      const [row] = await db().select().from(orders).where(eq(orders.id, card.id));
      // numeric(11,3) (decision 0067): the dollars with the column's third decimal.
      expect([row!.amountPaid, row!.amountRefunded, row!.paymentStatus]).toEqual([
        "25.000",
        "2.500",
        "partially_refunded",
      ]);
    });
  },
);

/** The provider, its capture, release and refund counted, each failing as unreachable when `down` says. */
function counting(provider: PaymentProvider): PaymentProvider {
  const unreachable = () => Promise.reject(new ProviderUnavailable("down"));
  return {
    ...provider,
    retrievePayment: (account, paymentId) =>
      down ? unreachable() : provider.retrievePayment(account, paymentId),
    capture: (account, paymentId, key) => {
      calls.capture++;
      return down === "capture" ? unreachable() : provider.capture(account, paymentId, key);
    },
    cancel: (account, paymentId, key) => {
      calls.cancel++;
      return down === "cancel" ? unreachable() : provider.cancel(account, paymentId, key);
    },
    refund: (input) => {
      calls.refund++;
      return down === "refund" ? unreachable() : provider.refund(input);
    },
  };
}
