import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { createMerchant, createOrder } from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

const NOINDEX_META = '<meta name="robots" content="noindex, nofollow" />';

describe.each(DRIVERS)("order tracking pages on %s", (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "tracking-web-"));
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    database = await openTestDatabase(driver);
    app = await buildTestApp(database, testConfig({ limits: { trackingLookupsPerIpPerMinute: 5 } }), {
      webDir,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  /** The page as a browser at `address` asks for it. */
  const page = (url: string, address = "198.51.100.1") => app.inject({ url, remoteAddress: address });

  /** A store's order: the store's address and the order's tracking code. */
  async function placedOrder() {
    const m = await createMerchant(database.db);
    const { order } = await createOrder(database.db, m.id, { totalAmount: "12.00" });
    return { slug: m.businessSlug, code: order.trackingCode };
  }

  const expectNoindex = (res: Awaited<ReturnType<typeof page>>, url: string) => {
    expect(res.headers["x-robots-tag"], url).toBe("noindex, nofollow");
    expect(res.body, url).toContain(NOINDEX_META);
    expect(res.headers["content-type"], url).toMatch(/^text\/html/);
  };

  it("answers 200 with the app for an order that exists (its code in any case), never to be indexed", async () => {
    const { slug, code } = await placedOrder();
    for (const url of [
      `/microsite/${slug}/track/${code}`,
      `/microsite/${slug}/track/${code.toLowerCase()}/`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expectNoindex(res, url);
    }
  });

  it("answers 404 with the app, never to be indexed, for an unknown store, an unknown code, or another store's code", async () => {
    const { slug, code } = await placedOrder();
    const other = await createMerchant(database.db);
    const suspended = await createMerchant(database.db, { isApproved: false, suspendedAt: new Date() });
    const { code: suspendedCode } = await createOrder(database.db, suspended.id, {
      totalAmount: "1.00",
    }).then(({ order }) => ({ code: order.trackingCode }));
    for (const url of [
      `/microsite/no-such-store/track/${code}`,
      `/microsite/${slug}/track/ZZZZZZZZ`,
      `/microsite/${slug}/track/not-a-code`,
      `/microsite/${other.businessSlug}/track/${code}`,
      `/microsite/${suspended.businessSlug}/track/${suspendedCode}`,
    ]) {
      const res = await page(url, "198.51.100.2");
      expect(res.statusCode, url).toBe(404);
      expectNoindex(res, url);
      // The app draws its own 'Page Not Found' from the same index.html.
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("looks codes up for one address only as often as the tracking API allows, then serves the page unchecked", async () => {
    const { slug } = await placedOrder();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await page(`/microsite/${slug}/track/ZZZZZZZ${i}`, "2001:db8:9::1")).statusCode);
    }
    // Five lookups a minute (RATE_LIMIT_TRACKING_PER_MINUTE here): a guesser learns nothing after.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 200, 200]);
    // Its /64 is the same address; another address still gets answers.
    const sameNet = await page(`/microsite/${slug}/track/ZZZZZZZZ`, "2001:db8:9::ffff");
    expect(sameNet.statusCode).toBe(200);
    expectNoindex(sameNet, "unchecked");
    expect((await page(`/microsite/${slug}/track/ZZZZZZZZ`, "203.0.113.99")).statusCode).toBe(404);
  });
});
