import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openPostgres } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { createEventBus } from "#server/events/create-event-bus";
import type { EventBus } from "#server/events/event-bus";
import { subscribeToNewOrders } from "#server/modules/orders/service";
import { createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import {
  buildTestApp,
  registerMerchant,
  TEST_PAYMENTS,
  TestClient,
  testConfig,
} from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import { type RazorpayStandIn, startRazorpayStandIn } from "#tests/razorpay-stand-in/stand-in";

const SENDS = 50;

// Issue 46's Tests: on PostgreSQL, the same payment_link.paid sent 50 times at once through two app
// processes (a connection pool each) settles the order once: one "paid" entry, one announcement;
// and 20 copies under fresh event ids race in the settling itself, from both processes.
describe.skipIf(!process.env.DATABASE_URL)("a Razorpay webhook delivered many times at once", () => {
  let database: TestDatabase;
  let second: Database;
  let standIn: RazorpayStandIn;
  let listener: EventBus;
  const apps: FastifyInstance[] = [];
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "razorpay-webhook-")));

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    database = await openTestDatabase("postgres");
    second = await openPostgres(database.url!);
    const payments = { ...TEST_PAYMENTS, testGateway: false, razorpay: { apiUrl: standIn.url } };
    const config = (dataDir: string) =>
      testConfig({ dataDir, fileStorage: { driver: "postgres" }, payments });
    apps.push(await buildTestApp(database, config(dirs[0]!)));
    apps.push(await buildTestApp({ ...second, url: database.url }, config(dirs[1]!)));
    listener = createEventBus(database.url, silentFailures());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await listener?.close();
    await second?.close();
    await database?.close();
    await standIn?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`${SENDS} sends of one event and 20 fresh copies, through two processes, pay the order once`, {
    timeout: 120_000,
  }, async () => {
    const db = database.db;
    const { client, merchant } = await registerMerchant(apps[0]!, { businessType: "pharmacy" });
    await db.update(merchants).set({ currency: "INR" }).where(eq(merchants.id, merchant.id));
    const { keyId, keySecret, webhookSecret } = standIn.account;
    const saved = await client.put("/api/merchant/payments", {
      captureOn: "checkout",
      unpaidExpiryMinutes: 30,
      methods: { cash: true, card: false, razorpay: true },
      razorpay: { keyId, keySecret, webhookSecret },
    });
    expect(saved.statusCode).toBe(200);
    const product = await createProduct(db, merchant.id, { name: "Vitamin C", price: "249.00" });
    const placed = await new TestClient(apps[0]!).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Asha", phone: "98200 41234", address: "14 Hill Road" },
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: "razorpay",
    });
    const order = placed.json();
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    standIn.payLink(row!.paymentSessionId!);
    const [paid] = standIn.deliveriesOf("payment_link.paid");
    const entities = standIn.entitiesOf(row!.paymentSessionId!);

    const announced: string[] = [];
    subscribeToNewOrders(listener, merchant.id, (o) => announced.push(o.id));
    const copies = Array.from({ length: 20 }, () => standIn.delivery("payment_link.paid", entities));
    const answers = await Promise.all(
      [...Array.from({ length: SENDS }, () => paid!), ...copies].map((made, i) =>
        apps[i % 2]!.inject({
          method: "POST",
          url: `/api/payments/razorpay/webhook/${merchant.id}`,
          headers: made.headers,
          payload: made.body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));

    const eventIds = [paid!.eventId, ...copies.map((c) => c.eventId)].map((id) => `${merchant.id}:${id}`);
    await vi.waitFor(
      async () => {
        const rows = await db
          .select()
          .from(paymentWebhookEvents)
          .where(eq(paymentWebhookEvents.merchantId, merchant.id));
        expect(rows.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
        expect(rows.every((r) => r.processedAt !== null)).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([after!.paymentStatus, after!.amountPaid]).toEqual(["paid", "249.000"]);
    const kinds = (await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).map(
      (e) => e.kind,
    );
    expect(kinds.sort()).toEqual(["paid", "session_created"]);
    await vi.waitFor(() => expect(announced).toEqual([order.id]), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announced).toEqual([order.id]);
  });
});
