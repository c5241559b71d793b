import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { type Database, openDatabase } from "#server/db/client";
import { discountCodes } from "#server/db/schema/discount-codes";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { merchants } from "#server/db/schema/merchants";
import { orderSlots } from "#server/db/schema/order-slots";
import { orderStatusHistory } from "#server/db/schema/order-status-history";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { products } from "#server/db/schema/products";
import { createEventBus } from "#server/events/create-event-bus";
import { useTestApp } from "#tests/helpers/api-suite";
import { createDiscountCode, createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import { buildTestApp, registerMerchant, TestClient } from "#tests/helpers/test-app";
import { type PaymentDeps, paymentDepsOf, settlePayment, settleUnpaidOrders } from "./service";

// Issue 41 on PostgreSQL, where transactions really run side by side: card checkouts racing for
// stock, unpaid orders let go by the clock and by their session's end from two app instances at
// once (each gives back its stock, slot and code use exactly once), and a payment the provider
// took while no process settled it (the process died) settled by reconciliation.

const MINUTE = 60 * 1000;
/** Tuesday 2026-05-05, 12:00 in New York. */
const T0 = Date.parse("2026-05-05T16:00:00Z");
let clock = T0;
const SLOT = "2026-05-05T22:00:00.000Z";

describe.skipIf(!process.env.DATABASE_URL)("card payments on PostgreSQL", () => {
  const mail = { smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com" };
  const t = useTestApp("postgres", { now: () => clock, config: { mail } });
  /** A second app instance over its own connections and event bus: another process. */
  let other: { database: Database; app: FastifyInstance };
  beforeAll(async () => {
    // Quiet: the test database is dropped under its connections at the end.
    const database = await openDatabase({ databaseUrl: t.database.url!, log: { warn: () => {} } });
    const events = createEventBus(t.database.url, silentFailures());
    const app = await buildTestApp({ ...database, url: t.database.url }, t.config, {
      now: () => clock,
      events,
    });
    other = { database, app };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });
  const db = () => t.database.db;
  const depsOf = (instance: "one" | "two"): PaymentDeps =>
    paymentDepsOf({
      db: instance === "one" ? db() : other.database.db,
      events: t.events,
      config: t.config,
      now: () => clock,
    });

  async function cardStore(stock: number) {
    clock = T0;
    const registered = await registerMerchant(t.app, { businessName: "Card Cafe" });
    const saved = await registered.client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "09:00", closes: "22:00" })),
      fulfilment: { delivery: true, pickup: true },
      scheduledOrders: { enabled: true, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: 50 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await db()
      .update(merchants)
      .set({ acceptsCard: true, cardProvider: "test", holdSharePercent: 100, unpaidExpiryMinutes: 15 })
      .where(eq(merchants.id, registered.merchant.id));
    const product = await createProduct(db(), registered.merchant.id, {
      name: "Tart",
      price: "6.00",
      quantity: stock,
    });
    await t.storeChanged(registered.merchant.id);
    const order = (i: number, extra: Record<string, unknown> = {}) =>
      new TestClient(t.app, `10.1.${Math.floor(i / 200)}.${i % 200}`).post("/api/orders", {
        merchantSlug: registered.merchant.businessSlug,
        customer: {
          name: `Guest ${i}`,
          phone: `+1 212 555 ${1000 + i}`,
          address: "1 Main St",
          email: "g@example.com",
        },
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: "card",
        ...extra,
      });
    return { ...registered, product, order };
  }
  const stockOf = async (id: string) =>
    (await db().select().from(products).where(eq(products.id, id)))[0]!.quantity;
  const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const payAtGateway = (redirectUrl: string) =>
    new TestClient(t.app).post(
      `/api/payments/test-gateway/sessions/${redirectUrl.split("/pay/test/")[1]}/pay`,
      {
        cardNumber: "4242 4242 4242 4242",
      },
    );

  it("200 simultaneous card checkouts for 20 in stock leave exactly 20 orders awaiting payment", {
    timeout: 180_000,
  }, async () => {
    const { merchant, product, order } = await cardStore(20);
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => order(i)));
    const taken = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(taken).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const r of taken)
      expect(r.json().payment).toMatchObject({ method: "card", status: "awaiting_payment" });
    const waiting = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchant.id), eq(orders.paymentStatus, "awaiting_payment")));
    expect(waiting).toHaveLength(20);
    expect(new Set(waiting.map((o) => o.paymentSessionId)).size).toBe(20);
    expect(await stockOf(product.id)).toBe(0);
  });

  it("unpaid orders let go by their session's end and by the clock, from two instances at once, give back stock, slot and code use exactly once", {
    timeout: 180_000,
  }, async () => {
    const { merchant, product, order } = await cardStore(10);
    const code = await createDiscountCode(db(), merchant.id, { code: "TARTS", usageLimit: 5 });
    const withSlotAndCode = { fulfilment: "pickup", scheduledFor: SLOT, discountCode: "TARTS" };
    const byClock = await order(1, withSlotAndCode);
    const bySession = await order(2, withSlotAndCode);
    expect([byClock.statusCode, bySession.statusCode], byClock.body).toEqual([201, 201]);
    const uses = async () =>
      (await db().select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.uses;
    const slotTaken = async () =>
      (await db().select().from(orderSlots).where(eq(orderSlots.merchantId, merchant.id)))[0]!.taken;
    expect([await stockOf(product.id), await slotTaken(), await uses()]).toEqual([8, 2, 2]);

    // The provider ends one session (as Stripe's checkout.session.expired tells): settled 20 times
    // at once through both instances, it is cancelled once.
    const sessionOrder = await rowOf(bySession.json().id);
    const gateway = depsOf("one").providers.get("test")!;
    await gateway.expireSession(null, sessionOrder.paymentSessionId!);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => settlePayment(depsOf(i % 2 ? "one" : "two"), sessionOrder.id)),
    );
    expect(await rowOf(sessionOrder.id)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
    expect([await stockOf(product.id), await slotTaken(), await uses()]).toEqual([9, 1, 1]);

    // The other is past the store's 15 minutes: every round of both instances at once, once.
    clock = T0 + 14 * MINUTE;
    await Promise.all([settleUnpaidOrders(depsOf("one")), settleUnpaidOrders(depsOf("two"))]);
    expect((await rowOf(byClock.json().id)).status).toBe("pending");
    clock = T0 + 16 * MINUTE;
    await Promise.all(Array.from({ length: 6 }, (_, i) => settleUnpaidOrders(depsOf(i % 2 ? "one" : "two"))));
    expect(await rowOf(byClock.json().id)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
    expect([await stockOf(product.id), await slotTaken(), await uses()]).toEqual([10, 0, 0]);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.merchantId, merchant.id));
    expect(history.filter((h) => h.status === "cancelled").map((h) => h.notes)).toEqual([
      PAYMENT_MESSAGES.expiredNote,
      PAYMENT_MESSAGES.expiredNote,
    ]);
    // Its page can no longer be paid.
    expect((await payAtGateway(byClock.json().payment.redirectUrl)).statusCode).toBe(409);
  });

  it("a payment taken while no process settled it (the process died) is settled by reconciliation, once", {
    timeout: 180_000,
  }, async () => {
    const { merchant, product, order } = await cardStore(5);
    const placed = (await order(1)).json();
    // The provider took the money; the process that would have read it died before it did.
    expect((await payAtGateway(placed.payment.redirectUrl)).statusCode).toBe(200);
    expect((await rowOf(placed.id)).paymentStatus).toBe("awaiting_payment");
    // Another instance, minutes later: its reconciliation rounds (and a late return) at once.
    clock = T0 + 11 * MINUTE;
    await Promise.all([
      settleUnpaidOrders(depsOf("two")),
      settleUnpaidOrders(depsOf("two")),
      settleUnpaidOrders(depsOf("one")),
      ...Array.from({ length: 50 }, (_, i) => settlePayment(depsOf(i % 2 ? "one" : "two"), placed.id)),
    ]);
    const after = await rowOf(placed.id);
    expect(after).toMatchObject({ status: "pending", paymentStatus: "paid", amountPaid: "6.000" });
    const paid = await db()
      .select()
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, placed.id),
          eq(paymentEvents.merchantId, merchant.id),
          eq(paymentEvents.kind, "paid"),
        ),
      );
    expect(paid).toHaveLength(1);
    const mails = await db()
      .select({ kind: mailOutbox.kind, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, placed.id), eq(mailOutbox.merchantId, merchant.id)))
      .groupBy(mailOutbox.kind);
    expect(mails.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "customer_order_placed", n: 1 },
      { kind: "merchant_new_order", n: 1 },
    ]);
    // Paid orders never expire.
    clock = T0 + 120 * MINUTE;
    await settleUnpaidOrders(depsOf("one"));
    expect((await rowOf(placed.id)).status).toBe("pending");
    expect(await stockOf(product.id)).toBe(4);
  });
});
