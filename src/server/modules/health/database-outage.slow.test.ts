import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { type BackgroundFailures, createBackgroundFailures } from "#server/background-failures";
import { createLogger } from "#server/logging";
import { createMailWorker, type MailWorker, smtpTransport } from "#server/modules/mail/service";
import { createStorage } from "#server/storage/create-storage";
import { createProduct } from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { sample } from "#tests/helpers/metrics-text";
import { type SmtpSink, startSmtpSink } from "#tests/helpers/smtp-sink";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { onPostgresServer, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

/** How long the database refuses every connection. */
const OUTAGE_MS = 4000;
const FROM = "Storefront <orders@storefront.test>";

/**
 * Finding 9 of issue 40 (decision 0047): the app's database goes away and comes back. Its
 * connections are ended from another connection and new ones refused for a few seconds; the app
 * stays alive, answers 503 with the sentence (cached store answers still 200), and recovers by
 * itself: the same app, no restart.
 */
describe.skipIf(!process.env.DATABASE_URL)("a database outage on PostgreSQL", () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let failures: BackgroundFailures;
  let sink: SmtpSink;
  let mail: MailWorker;
  const webDir = mkdtempSync(path.join(tmpdir(), "outage-web-"));
  /** Every answer the test got, by request: none may be a 5xx other than the outage's 503. */
  const answers: { what: string; status: number }[] = [];

  beforeAll(async () => {
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    database = await openTestDatabase("postgres", { log: createLogger("silent") });
    sink = await startSmtpSink();
    const config = testConfig({
      fileStorage: { driver: "postgres" },
      metricsEnabled: true,
      mail: { smtpUrl: sink.url, from: FROM },
    });
    failures = createBackgroundFailures(createLogger("silent"));
    app = await buildTestApp(database, config, { webDir, failures });
    // Main.ts's worker, polling often: it must go on polling through the outage.
    mail = createMailWorker({
      db: database.db,
      transport: smtpTransport(config.mail!),
      storage: createStorage(config, database.db),
      pollMs: 200,
      failures,
    });
    mail.start();
  });
  afterAll(async () => {
    await mail?.stop();
    await app?.close();
    await database?.close();
    await sink?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  const databaseName = () => new URL(database.url!).pathname.slice(1);
  async function startOutage() {
    await onPostgresServer(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS false`);
    await onPostgresServer(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName()}'`,
    );
  }
  const endOutage = () => onPostgresServer(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`);

  /** A request through `client` (or anonymously), its answer kept for the final check. */
  async function ask(
    what: string,
    send: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const res = await send();
    answers.push({ what, status: res.statusCode });
    return res;
  }
  const get = (url: string, client?: TestClient) =>
    ask(`GET ${url}`, () => (client ? client.get(url) : app.inject({ url })));

  function expectUnreachable(res: LightMyRequestResponse, what: string) {
    expect(res.statusCode, what).toBe(503);
    expect(res.json(), what).toEqual({ message: STORE_UNREACHABLE_MESSAGE });
    expect(res.headers["retry-after"], what).toBe("5");
  }

  const failed = async (operation: string) =>
    sample(
      (await app.inject({ url: "/metrics" })).body,
      `storefront_background_failures_total{operation="${operation}"}`,
    );

  it("stays alive, answers 503 with the sentence (cached store answers still served), and recovers without a restart", {
    timeout: 120_000,
  }, async () => {
    const { client: merchant, merchant: store } = await registerMerchant(app);
    const product = await createProduct(database.db, store.id, { name: "Aspirin", price: "4.50" });
    const shopper = new TestClient(app);
    // Their pages asked for their anti-forgery tokens before the outage.
    await shopper.token();
    await merchant.token();
    const order = (i: number, email?: string) =>
      ask(`POST /api/orders #${i}`, () =>
        shopper.post("/api/orders", {
          merchantSlug: store.businessSlug,
          customer: { name: `Shopper ${i}`, phone: `+1 212 555 ${1000 + i}`, address: "1 Main St", email },
          items: [{ productId: product.id, quantity: 1 }],
        }),
      );
    // What shoppers looked at before: the store's answer and its page, now in memory.
    const storeUrl = `/api/microsite/${store.businessSlug}`;
    const pageUrl = `/microsite/${store.businessSlug}`;
    expect((await get(storeUrl)).statusCode).toBe(200);
    expect((await get(pageUrl)).statusCode).toBe(200);
    expect((await order(0)).statusCode).toBe(201);
    expect((await get("/api/merchant/orders", merchant)).statusCode).toBe(200);

    // Checkouts in flight as the connections are ended: each is placed, or told to try again.
    const inFlight = Array.from({ length: 20 }, (_, i) => order(100 + i));
    await startOutage();
    for (const res of await Promise.all(inFlight)) expect([201, 503]).toContain(res.statusCode);
    const outageEnds = Date.now() + OUTAGE_MS;

    expect((await get("/api/health")).json()).toEqual({ status: "ok" });
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, failed: ["database", "migrations"] });
    expectUnreachable(await order(1), "a checkout");
    expectUnreachable(await get("/api/merchant/orders", merchant), "the dashboard's orders");
    expectUnreachable(await get("/api/user", merchant), "the dashboard's account: 503, not a 401");
    // Not a token bound to the browser in place of the session, refused once the database is back.
    expectUnreachable(await get("/api/csrf-token", merchant), "the dashboard's anti-forgery token");
    expectUnreachable(
      await ask("PUT customization", () => merchant.put("/api/merchant/customization", { theme: "red" })),
      "a dashboard change",
    );
    expectUnreachable(await get("/api/marketplace"), "an answer not in memory");
    // The cached store answer and its page keep serving.
    const cached = await get(storeUrl);
    expect(cached.statusCode).toBe(200);
    expect(cached.json().products.map((p: { name: string }) => p.name)).toEqual(["Aspirin"]);
    // Also to the signed-in merchant looking at their store: the session that cannot be read is no hindrance.
    expect((await get(storeUrl, merchant)).statusCode).toBe(200);
    const page = await get(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Aspirin");
    // A page whose data is not in memory: the web app's page for it.
    const missing = await get("/microsite/not-in-memory");
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain(STORE_UNREACHABLE_MESSAGE);
    expect((await get("/api/health")).statusCode).toBe(200);

    // The mail worker goes on polling, each failed poll counted.
    await vi.waitFor(async () => expect(await failed("mail")).toBeGreaterThan(0), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));
    await endOutage();

    // Back, without a restart.
    await vi.waitFor(async () => expect((await get("/api/health/ready")).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 250,
    });
    const placed = await order(2, "grace@example.com");
    expect(placed.statusCode).toBe(201);
    expect((await get("/api/merchant/orders", merchant)).statusCode).toBe(200);
    expect((await get("/api/marketplace")).statusCode).toBe(200);
    // The event connection is back: a change through the API reaches the cached answer within 5 s.
    const changed = await ask("PUT customization", () =>
      merchant.put("/api/merchant/customization", { theme: "red", customDisplayName: "Back Again" }),
    );
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await get(storeUrl)).json().merchant.customDisplayName).toBe("Back Again"),
      { timeout: 5_000, interval: 100 },
    );
    // The mail worker too: the order placed after the outage is mailed to the customer.
    await vi.waitFor(() => expect(sink.received.some((m) => m.to.includes("grace@example.com"))).toBe(true), {
      timeout: 10_000,
    });
    expect(await failed("listen")).toBeGreaterThan(0);

    const serverErrors = answers.filter(({ status }) => status >= 500 && status !== 503);
    expect(serverErrors).toEqual([]);
  });
});
