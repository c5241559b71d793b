import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterEach, expect, it, vi } from "vitest";
import { type BackgroundFailures, createBackgroundFailures } from "#server/background-failures";
import { PUBLIC_CACHE_TTL_MS } from "#server/cache/public-cache";
import type { EventBus } from "#server/events/event-bus";
import { createMemoryEventBus } from "#server/events/memory-event-bus";
import { createPostgresEventBus } from "#server/events/postgres-event-bus";
import { createStorage } from "#server/storage/create-storage";
import type { FileStorage } from "#server/storage/file-storage";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { sample } from "#tests/helpers/metrics-text";
import { buildTestApp, registerMerchant, TestClient } from "#tests/helpers/test-app";
import { createLogger } from "./logging";

/** Nothing listens on port 1: the event connection is refused, as when its database is unreachable. */
const UNREACHABLE_EVENTS_DATABASE = "postgres://postgres@127.0.0.1:1/storefront";

interface LogLine {
  level: number;
  msg: string;
  operation?: string;
  channel?: string;
  key?: string;
  err?: { message: string };
}

describeOnDrivers("failures nothing waits for", (t) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The app with /metrics on and its log captured; its bus and storage as the test makes them. */
  async function appWith(make: {
    events?: (failures: BackgroundFailures) => EventBus;
    storage?: FileStorage;
    now?: () => number;
  }) {
    const lines: LogLine[] = [];
    const log = createLogger("info", { write: (line) => void lines.push(JSON.parse(line)) });
    const failures = createBackgroundFailures(log);
    app = await buildTestApp(
      t.database,
      { ...t.config, metricsEnabled: true },
      { log, failures, events: make.events?.(failures), storage: make.storage, now: make.now },
    );
    const failed = async (operation: string) =>
      sample(
        (await app!.inject({ url: "/metrics" })).body,
        `storefront_background_failures_total{operation="${operation}"}`,
      );
    const logged = (operation: string) => lines.filter((line) => line.operation === operation);
    return { app, failed, logged };
  }

  it("logs and counts a store change no other process could be told of, and still saves the change", async () => {
    const { app, failed, logged } = await appWith({
      events: (failures) => createPostgresEventBus(UNREACHABLE_EVENTS_DATABASE, failures),
    });
    const { client } = await registerMerchant(app);
    const before = (await failed("publish"))!;

    const res = await client.post("/api/categories", { name: "Breads" });
    expect(res.statusCode).toBe(201);
    expect((await client.get("/api/categories")).json()).toEqual([
      expect.objectContaining({ name: "Breads" }),
    ]);

    expect(await failed("publish")).toBe(before + 1);
    const published = logged("publish");
    expect(published).toHaveLength(before + 1);
    expect(published.at(-1)).toMatchObject({
      level: 40,
      msg: "publishing on store_changes failed",
      channel: "store_changes",
      err: { message: expect.stringContaining("ECONNREFUSED") },
    });
    // The public cache could not listen for other processes' changes either: said and counted too.
    expect(await failed("listen")).toBeGreaterThanOrEqual(1);
    expect(logged("listen")[0]).toMatchObject({
      msg: "listening on store_changes failed",
      channel: "store_changes",
    });
    expect(await failed("file_cleanup")).toBe(0);
  });

  it("logs and counts a new order's alert that a subscriber dropped, and still places the order", async () => {
    const { app, failed, logged } = await appWith({
      events: (failures) => {
        const events = createMemoryEventBus(failures);
        events.subscribe("new_orders", () => {
          throw new Error("a dashboard's stream broke");
        });
        return events;
      },
    });
    const { merchant } = await registerMerchant(app);
    const tea = await createProduct(t.database.db, merchant.id, { name: "Tea", price: "4.50" });
    expect(await failed("publish")).toBe(0);

    const placed = await new TestClient(app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Ann Buyer", phone: "+1 555 0100", address: "1 Main Street" },
      items: [{ productId: tea.id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);

    expect(await failed("publish")).toBe(1);
    expect(logged("publish")).toEqual([
      expect.objectContaining({
        msg: "publishing on new_orders failed",
        channel: "new_orders",
        err: expect.objectContaining({ message: "a dashboard's stream broke" }),
      }),
    ]);
  });

  it("logs and counts a replaced image that storage could not remove, and still saves the product", async () => {
    const storage = createStorage(t.config, t.database.db);
    const { app, failed, logged } = await appWith({
      storage: { ...storage, remove: () => Promise.reject(new Error("the disk is read-only")) },
    });
    const { client, merchant } = await registerMerchant(app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c83c5a" } })
      .png()
      .toBuffer();
    const uploaded = await client.upload("/api/upload-image", "image", "tea.png", png, "image/png");
    expect(uploaded.statusCode).toBe(201);
    const { imageUrl } = uploaded.json();
    const product = await createProduct(t.database.db, merchant.id, { name: "Tea", imageUrl });

    const res = await client.put(`/api/products/${product.id}`, { imageUrl: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toBeNull();

    expect(await failed("file_cleanup")).toBe(1);
    expect(logged("file_cleanup")).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "removing an unused image failed",
        key: imageUrl.replace("/uploads/", ""),
        err: expect.objectContaining({ message: "the disk is read-only" }),
      }),
    ]);
  });

  it("logs and counts a store's answer it could not read again, and serves the last one meanwhile", async () => {
    let clock = Date.now();
    const { app, failed, logged } = await appWith({ now: () => clock });
    const { client, merchant } = await registerMerchant(app);
    expect((await client.post("/api/categories", { name: "Teas" })).statusCode).toBe(201);
    const url = `/api/microsite/${merchant.businessSlug}`;
    expect((await app.inject({ url })).json().categories).toEqual([
      expect.objectContaining({ name: "Teas" }),
    ]);
    expect(await failed("cache_reload")).toBe(0);

    // The database cannot answer the store's read (its categories are gone for a moment).
    await t.database.db.execute(sql`alter table categories rename to categories_away`);
    try {
      clock += PUBLIC_CACHE_TTL_MS + 1;
      const stale = await app.inject({ url });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().categories).toEqual([expect.objectContaining({ name: "Teas" })]);
      await vi.waitFor(async () => expect(await failed("cache_reload")).toBe(1));
    } finally {
      await t.database.db.execute(sql`alter table categories_away rename to categories`);
    }
    expect(logged("cache_reload")).toEqual([
      expect.objectContaining({
        level: 40,
        msg: `public cache: reloading "microsite:${merchant.businessSlug}" failed; serving its last answer`,
        err: expect.objectContaining({ message: expect.stringContaining("categories") }),
      }),
    ]);
  });
});
