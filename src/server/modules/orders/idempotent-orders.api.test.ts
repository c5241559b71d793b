import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_MESSAGES } from "#contracts/idempotency";
import { type Database, openPostgres } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema/idempotency-keys";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { purgeExpiredIdempotencyKeys } from "#server/idempotency/once-per-key";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import type { TestDatabase } from "#tests/helpers/test-database";

const customer = { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way, New York" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** A client sending one order under one key, as a phone resending it would. */
const sendWithKey = (client: TestClient, key: string, body: unknown, url = "/api/orders") =>
  client.request("POST", url, body, { headers: { "idempotency-key": key } });

/** A store with one product of stock `quantity`, and an order body for one unit of it. */
async function storeWithStock(db: Database["db"], quantity: number | null = 5) {
  const merchant = await createMerchant(db);
  const product = await createProduct(db, merchant.id, { name: "Oolong", price: "7.00", quantity });
  const order = (overrides: Record<string, unknown> = {}) => ({
    merchantSlug: merchant.businessSlug,
    customer,
    items: [{ productId: product.id, quantity: 1 }],
    ...overrides,
  });
  const stock = async () =>
    (await db.select({ q: products.quantity }).from(products).where(eq(products.id, product.id)))[0]!.q;
  const orderCount = async () =>
    (await db.select({ n: count() }).from(orders).where(eq(orders.merchantId, merchant.id)))[0]!.n;
  return { merchant, product, order, stock, orderCount };
}

describeOnDrivers("Idempotency-Key on POST /api/orders", (t, driver) => {
  let client: TestClient;
  beforeAll(async () => {
    client = new TestClient(t.app);
    await client.token();
  });
  const db = () => t.database.db;

  it("a resend with the same key answers with the first order, byte for byte, and places nothing", async () => {
    const store = await storeWithStock(db());
    const key = randomUUID();
    const first = await sendWithKey(client, key, store.order({ notes: "Ring twice" }));
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await sendWithKey(client, key, store.order({ notes: "Ring twice" }));
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["cache-control"]).toBe("no-store");
    expect(again.json()).toMatchObject({ totalAmount: "7.00", notes: "Ring twice", customer });
    expect(await store.orderCount()).toBe(1);
    expect(await store.stock()).toBe(4);
  });

  it("takes the same order written differently (key order, spaces, a line split in two) as the same order", async () => {
    const store = await storeWithStock(db());
    const key = randomUUID();
    const first = await sendWithKey(
      client,
      key,
      store.order({ items: [{ productId: store.product.id, quantity: 2 }] }),
    );
    expect(first.statusCode).toBe(201);
    const rewritten = {
      items: [
        { quantity: 1, productId: store.product.id },
        { quantity: 1, productId: store.product.id.toUpperCase() },
      ],
      customer: { address: ` ${customer.address} `, phone: customer.phone, name: customer.name },
      merchantSlug: store.merchant.businessSlug,
      ignoredField: "dropped by the contract",
    };
    const again = await sendWithKey(client, key, rewritten);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await store.orderCount()).toBe(1);
  });

  it("a different order under a used key is refused with 422 and a message, placing nothing", async () => {
    const store = await storeWithStock(db());
    const key = randomUUID();
    expect((await sendWithKey(client, key, store.order())).statusCode).toBe(201);
    const other = await sendWithKey(client, key, store.order({ notes: "Actually, two" }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
    expect(IDEMPOTENCY_MESSAGES.reused).toBe("This Idempotency-Key was already used for a different order.");
    expect(await store.orderCount()).toBe(1);
    expect(await store.stock()).toBe(4);
  });

  it("without a key, every send is an order, as before", async () => {
    const store = await storeWithStock(db());
    expect((await client.post("/api/orders", store.order())).statusCode).toBe(201);
    expect((await client.post("/api/orders", store.order())).statusCode).toBe(201);
    expect(await store.orderCount()).toBe(2);
  });

  it("a refused attempt does not use the key up: after a restock, the resend is placed, then replayed", async () => {
    const store = await storeWithStock(db(), 0);
    const key = randomUUID();
    const refused = await sendWithKey(client, key, store.order());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '"Oolong" is out of stock' });
    // An invalid order under the key (400) uses nothing up either.
    expect(
      (await sendWithKey(client, key, store.order({ customer: { ...customer, name: "" } }))).statusCode,
    ).toBe(400);
    await db().update(products).set({ quantity: 3 }).where(eq(products.id, store.product.id));
    const placed = await sendWithKey(client, key, store.order());
    expect(placed.statusCode).toBe(201);
    const replayed = await sendWithKey(client, key, store.order());
    expect(replayed.body).toBe(placed.body);
    expect(await store.orderCount()).toBe(1);
    expect(await store.stock()).toBe(2);
  });

  it("answers a resend from the first order even once the product has sold out since", async () => {
    const store = await storeWithStock(db(), 1);
    const key = randomUUID();
    const first = await sendWithKey(client, key, store.order());
    expect(first.statusCode).toBe(201);
    expect(await store.stock()).toBe(0);
    const again = await sendWithKey(client, key, store.order());
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
  });

  it("keys are per route: one key on /api/orders and on another route's scope are different keys", async () => {
    const store = await storeWithStock(db());
    const key = randomUUID();
    expect((await sendWithKey(client, key, store.order())).statusCode).toBe(201);
    const rows = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => [r.scope, r.statusCode])).toEqual([["POST /api/orders", 201]]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["256 characters", "k".repeat(256)],
    ["a control character", "abc\u0001def"],
    ["a tab inside", "abc\tdef"],
    ["non-ASCII", "ключ-заказа"],
  ])("refuses a key that is %s with 400 and a message, placing nothing", async (_, key) => {
    const store = await storeWithStock(db());
    const res = await sendWithKey(client, key, store.order());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.malformed });
    expect(await store.orderCount()).toBe(0);
  });

  it("takes a key of exactly 255 printable characters", async () => {
    const store = await storeWithStock(db());
    const key = `${"k".repeat(250)} ~!{}`;
    expect((await sendWithKey(client, key, store.order())).statusCode).toBe(201);
    expect((await sendWithKey(client, key, store.order())).headers["idempotent-replayed"]).toBe("true");
    expect(await store.orderCount()).toBe(1);
  });

  it("120 simultaneous sends of one order under one key: one order, every answer that order", async () => {
    const store = await storeWithStock(db(), 50);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 120 }, () => sendWithKey(client, key, store.order())),
    );
    const statuses = responses.map((r) => r.statusCode);
    console.info(
      `[${driver}] 120 simultaneous sends under one key: ${new Set(statuses).size} distinct statuses`,
    );
    expect(statuses).toEqual(Array(120).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers["idempotent-replayed"] !== "true")).toHaveLength(1);
    expect(await store.orderCount()).toBe(1);
    expect(await store.stock()).toBe(49);
  });

  it("never answers from a key older than 24 hours, and the hourly purge deletes it", async () => {
    const store = await storeWithStock(db());
    const key = randomUUID();
    const first = await sendWithKey(client, key, store.order());
    const old = sql`now() - interval '24 hours 1 second'`;
    await db().update(idempotencyKeys).set({ createdAt: old }).where(eq(idempotencyKeys.key, key));
    const later = await sendWithKey(client, key, store.order());
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(await store.orderCount()).toBe(2);

    // The purge leaves a key within its 24 hours alone and deletes an older one.
    const stale = randomUUID();
    await db()
      .insert(idempotencyKeys)
      .values({ scope: "POST /api/orders", key: stale, requestHash: "x", createdAt: old });
    await purgeExpiredIdempotencyKeys(db());
    const left = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} in (${key}, ${stale})`);
    expect(left).toEqual([{ key }]);
  });
});

describeOnDrivers("Idempotency-Key on POST /api/prescription-orders", (t) => {
  async function pharmacyAndShopper() {
    const { merchant } = await registerMerchant(t.app, { businessType: "pharmacy" });
    const shopper = new TestClient(t.app);
    const upload = await shopper.upload(
      "/api/upload-prescription",
      "prescription",
      "rx.pdf",
      PDF,
      "application/pdf",
    );
    const order = {
      merchantSlug: merchant.businessSlug,
      customer,
      prescriptionFileUrl: upload.json().prescriptionUrl,
      prescriptionNotes: "Repeat of last month",
    };
    const orderCount = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.merchantId, merchant.id), eq(orders.orderType, "prescription")))
      )[0]!.n;
    return { shopper, order, orderCount };
  }

  it("a resend answers with the first prescription order; another browser's send under the key gets 422", async () => {
    const { shopper, order, orderCount } = await pharmacyAndShopper();
    const key = randomUUID();
    const first = await sendWithKey(shopper, key, order, "/api/prescription-orders");
    expect(first.statusCode).toBe(201);
    const again = await sendWithKey(shopper, key, order, "/api/prescription-orders");
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const stranger = await sendWithKey(new TestClient(t.app), key, order, "/api/prescription-orders");
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
    expect(await orderCount()).toBe(1);
  });

  it("50 simultaneous sends under one key: one order, one answer", async () => {
    const { shopper, order, orderCount } = await pharmacyAndShopper();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => sendWithKey(shopper, key, order, "/api/prescription-orders")),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  it("the same key on the two order routes is two keys", async () => {
    const { shopper, order } = await pharmacyAndShopper();
    const key = randomUUID();
    expect((await sendWithKey(shopper, key, order, "/api/prescription-orders")).statusCode).toBe(201);
    const merchant = await createMerchant(t.database.db);
    const product = await createProduct(t.database.db, merchant.id, { quantity: null });
    const regular = await sendWithKey(shopper, key, {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(regular.statusCode).toBe(201);
    expect(regular.headers["idempotent-replayed"]).toBeUndefined();
  });
});

/**
 * Two app processes on one PostgreSQL database: each its own connection pool, counters and event
 * bus, nothing shared but the database, as behind a load balancer.
 */
describe.skipIf(!process.env.DATABASE_URL)("Idempotency-Key across two app processes on PostgreSQL", () => {
  const t = useTestApp("postgres");
  let second: Database;
  let b: FastifyInstance;
  let other: pg.Client;
  beforeAll(async () => {
    second = await openPostgres(t.database.url!);
    b = await buildTestApp(
      { ...second, url: t.database.url } as TestDatabase,
      testConfig({ dataDir: t.dataDir }),
    );
    other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await b.close();
    await second.close();
  });

  it("a resend through the other process answers with the first order", async () => {
    const store = await storeWithStock(t.database.db);
    const key = randomUUID();
    const first = await sendWithKey(new TestClient(t.app), key, store.order());
    expect(first.statusCode).toBe(201);
    const again = await sendWithKey(new TestClient(b), key, store.order());
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await store.orderCount()).toBe(1);
  });

  it("120 simultaneous sends split over both processes: one order, every answer that order", async () => {
    const store = await storeWithStock(t.database.db, 10);
    const key = randomUUID();
    const clients = [new TestClient(t.app), new TestClient(b)];
    for (const c of clients) await c.token();
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => sendWithKey(clients[i % 2]!, key, store.order())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(120).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await store.orderCount()).toBe(1);
    expect(await store.stock()).toBe(9);
  });

  it("a resend waiting on a first attempt that then fails is not answered with the failure, and tries itself", async () => {
    const store = await storeWithStock(t.database.db, 1);
    const key = randomUUID();
    // Hold the product's row, so the first attempt waits at its write, holding the key.
    await other.query("begin");
    await other.query("select 1 from products where id = $1 for no key update", [store.product.id]);
    const first = sendWithKey(new TestClient(t.app), key, store.order());
    await waitForLockWaiters(other, 1);
    const resend = sendWithKey(new TestClient(b), key, store.order());
    await waitForLockWaiters(other, 2);
    // Meanwhile the last unit goes elsewhere: the first attempt is refused and rolls its claim back.
    await other.query("update products set quantity = 0 where id = $1", [store.product.id]);
    await other.query("commit");
    const [a, r] = await Promise.all([first, resend]);
    expect(a.statusCode).toBe(409);
    // The resend claimed the key itself and was refused on its own account: nothing was remembered.
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: '"Oolong" is out of stock' });
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
    // Back in stock: the next resend under the key is placed.
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, store.product.id));
    expect((await sendWithKey(new TestClient(b), key, store.order())).statusCode).toBe(201);
    expect(await store.orderCount()).toBe(1);
  });
});

/** Waits until `n` sessions of this database wait for a lock (the test's own never does). */
async function waitForLockWaiters(client: pg.Client, n: number) {
  for (let i = 0; i < 500; i++) {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${n} sessions never waited for a lock`);
}
