import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/client";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import { createCounterStore } from "./create-counter-store";

const limits = { loginPerIpPerMinute: 100, loginFailuresPerEmail: 3 };

/** An app as main.ts builds it: its own counter store over the given database, behind one proxy hop. */
const appOn = (database: Pick<TestDatabase, "db" | "driver" | "url">, overrides = {}) =>
  buildTestApp(database, testConfig({ limits, trustProxy: 1, ...overrides }));

const loginFrom = (app: FastifyInstance, ip: string, email: string, password: string) =>
  new TestClient(app).request(
    "POST",
    "/api/login",
    { email, password },
    { headers: { "x-forwarded-for": ip } },
  );

describe.each(DRIVERS)("counters and the login lock on %s", (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("counts per key in a window, peeks without counting, and clears", async () => {
    const counters = createCounterStore(database);
    expect(await counters.peek("k1")).toEqual({ count: 0, resetInMs: 0 });
    expect((await counters.hit("k1", 60_000)).count).toBe(1);
    const second = await counters.hit("k1", 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counters.peek("k1")).count).toBe(2);
    expect((await counters.hit("k2", 60_000)).count).toBe(1);
    await counters.clear("k1");
    expect((await counters.peek("k1")).count).toBe(0);
    expect((await counters.peek("k2")).count).toBe(1);
  });

  it("a burst of simultaneous hits on several keys counts each hit once, each key from 1", async () => {
    const counters = createCounterStore(database);
    // A key that needs quoting in any encoding, beside plain ones.
    const keys = ["burst:a", 'burst:"b",{c}\\', "burst:c"];
    const hits = await Promise.all(
      Array.from({ length: 90 }, (_, i) => counters.hit(keys[i % 3]!, 60_000).then((s) => [i % 3, s.count])),
    );
    for (const k of [0, 1, 2]) {
      const counts = hits.filter(([key]) => key === k).map(([, count]) => count);
      expect(counts.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect((await counters.peek(keys[k]!)).count).toBe(30);
    }
  });

  it("clears the keys with a given start and end only, taking '%' and '_' as themselves", async () => {
    const counters = createCounterStore(database);
    const keys = ["lf:1.1.1.1:a@x", "lf:2.2.2.2:a@x", "lf:1.1.1.1:ba@x", "other:a@x", "lf:1.1.1.1:%@x"];
    for (const key of keys) await counters.hit(key, 60_000);
    await counters.clearMatching("lf:", ":a@x");
    await counters.clearMatching("lf:", ":_@x");
    const left = [];
    for (const key of keys) if ((await counters.peek(key)).count > 0) left.push(key);
    expect(left).toEqual(["lf:1.1.1.1:ba@x", "other:a@x", "lf:1.1.1.1:%@x"]);
  });

  it("starts a new window once the old one has ended, and purges ended ones", async () => {
    const counters = createCounterStore(database);
    await counters.hit("short", 30);
    await counters.hit("short", 30);
    await new Promise((r) => setTimeout(r, 60));
    expect(await counters.peek("short")).toEqual({ count: 0, resetInMs: 0 });
    expect((await counters.hit("short", 30)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    await counters.purgeExpired();
    expect((await counters.hit("short", 60_000)).count).toBe(1);
  });

  it("an attacker failing from one address does not lock the owner out of their own", async () => {
    const { merchant } = await registerMerchant(app);
    const attacker = [] as number[];
    for (let i = 0; i < 5; i++)
      attacker.push((await loginFrom(app, "198.51.100.66", merchant.email, "guess")).statusCode);
    expect(attacker).toEqual([401, 401, 401, 429, 429]);
    const locked = await loginFrom(app, "198.51.100.66", merchant.email, "secret123");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed login attempts. Please try again in 15 minutes./);
    const owner = await loginFrom(app, "203.0.113.10", merchant.email, "secret123");
    expect(owner.statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address: five tries each", async () => {
    const fiveTries = await appOn(database, { limits: { ...limits, loginFailuresPerEmail: 5 } });
    try {
      const { merchant } = await registerMerchant(fiveTries);
      const tries = async (ips: string[]) => {
        const statuses = [];
        for (const ip of ips)
          statuses.push((await loginFrom(fiveTries, ip, merchant.email, "guess")).statusCode);
        return statuses;
      };
      // Five addresses of one /64 share its five tries; the sixth, anywhere in it, is refused.
      const subnet = (i: number) => `2001:db8:aa:bb:${i}::${i + 1}`;
      expect(await tries([0, 1, 2, 3, 4, 5].map(subnet))).toEqual([401, 401, 401, 401, 401, 429]);
      // ...while the next /64 has its own.
      expect(await tries(["2001:db8:aa:bc::1"])).toEqual([401]);
      expect((await loginFrom(fiveTries, "2001:db8:aa:bc::2", merchant.email, "secret123")).statusCode).toBe(
        200,
      );

      const mapped = ["::ffff:10.0.0.1", "10.0.0.1", "::ffff:10.0.0.1", "10.0.0.1", "::ffff:10.0.0.1"];
      expect(await tries(mapped)).toEqual([401, 401, 401, 401, 401]);
      expect((await loginFrom(fiveTries, "10.0.0.1", merchant.email, "secret123")).statusCode).toBe(429);
      expect((await loginFrom(fiveTries, "::ffff:10.0.0.1", merchant.email, "secret123")).statusCode).toBe(
        429,
      );
    } finally {
      await fiveTries.close();
    }
  });
});

describe.runIf(DRIVERS.includes("postgres"))("limits shared by two app processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openPostgres>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    // Its own connection pool and its own counter store: nothing shared but the database.
    second = await openPostgres(database.url!);
    a = await appOn(database, { limits: { ...limits, loginPerIpPerMinute: 4 } });
    b = await appOn({ ...second, url: database.url }, { limits: { ...limits, loginPerIpPerMinute: 4 } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await second.close();
    await database.close();
  });

  it("a per-IP limit counts requests through both processes together", async () => {
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) {
      statuses.push(
        (await loginFrom(app, "192.0.2.77", `nobody${statuses.length}@example.com`, "x")).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it("login failures through one process lock the pair in the other", async () => {
    const { merchant } = await registerMerchant(a);
    for (const app of [a, b, a])
      expect((await loginFrom(app, "192.0.2.88", merchant.email, "bad")).statusCode).toBe(401);
    expect((await loginFrom(b, "192.0.2.88", merchant.email, "secret123")).statusCode).toBe(429);
    expect((await loginFrom(b, "192.0.2.99", merchant.email, "secret123")).statusCode).toBe(200);
  });
});
