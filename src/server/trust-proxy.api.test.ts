import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { type TestApp, TestClient } from "#tests/helpers/test-app";
import { DRIVERS } from "#tests/helpers/test-database";

const limits = {
  loginPerIpPerMinute: 3,
  registerPerIpPerMinute: 3,
  ordersPerIpPerMinute: 3,
};
const forwardedFor = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });

/** Sends `count` requests, each claiming another client address, and returns their statuses. */
async function statusesOf(send: (n: number) => Promise<{ statusCode: number }>, count: number) {
  const statuses: number[] = [];
  for (let n = 1; n <= count; n++) statuses.push((await send(n)).statusCode);
  return statuses;
}

describe.each(DRIVERS)("per-IP limits and forwarded headers on %s", (driver) => {
  const direct = useTestApp(driver, { config: { limits } });
  const proxied = useTestApp(driver, { config: { limits, trustProxy: 1 } });

  const login = (t: TestApp, headers: Record<string, string>) =>
    new TestClient(t.app).request(
      "POST",
      "/api/login",
      { email: "x@example.com", password: "wrong" },
      { headers },
    );
  const register = (t: TestApp, n: number, headers: Record<string, string>) =>
    new TestClient(t.app).request(
      "POST",
      "/api/register",
      { email: `xff${n}-${Date.now()}@example.com`, password: "secret123", businessName: `Xff ${n}` },
      { headers },
    );

  it("a client cannot reset its login budget with X-Forwarded-For when no proxy is trusted", async () => {
    expect(await statusesOf((n) => login(direct, forwardedFor(n)), 4)).toEqual([401, 401, 401, 429]);
  });

  it("a client cannot reset its sign-up budget with X-Forwarded-For when no proxy is trusted", async () => {
    expect(await statusesOf((n) => register(direct, n, forwardedFor(n)), 4)).toEqual([201, 201, 201, 429]);
  });

  it("a client cannot reset its order budget with X-Forwarded-For when no proxy is trusted", async () => {
    const merchant = await createMerchant(direct.database.db);
    const product = await createProduct(direct.database.db, merchant.id, { quantity: null });
    const client = new TestClient(direct.app);
    const order = (n: number) =>
      client.request(
        "POST",
        "/api/orders",
        {
          merchantSlug: merchant.businessSlug,
          customer: { name: "Ann", phone: "555 0100", address: "1 Main Street, Springfield" },
          items: [{ productId: product.id, quantity: 1 }],
        },
        { headers: forwardedFor(n) },
      );
    expect(await statusesOf(order, 4)).toEqual([201, 201, 201, 429]);
  });

  it("behind a trusted proxy each client is counted by the address the proxy saw", async () => {
    // Four clients: none is over its own budget.
    expect(await statusesOf((n) => login(proxied, forwardedFor(n)), 4)).toEqual([401, 401, 401, 401]);
    // One client four times: the fourth is refused, whatever it puts further left in the header.
    const same = (n: number) => login(proxied, { "x-forwarded-for": `10.9.9.${n}, 198.51.100.7` });
    expect(await statusesOf(same, 4)).toEqual([401, 401, 401, 429]);
  });

  it("sets Secure cookies for X-Forwarded-Proto: https only when the proxy is trusted", async () => {
    const browserCookie = async (t: TestApp) => {
      const res = await t.app.inject({ url: "/api/csrf-token", headers: { "x-forwarded-proto": "https" } });
      return res.cookies.find((c) => c.name === "bid")!;
    };
    expect((await browserCookie(direct)).secure).toBeFalsy();
    expect((await browserCookie(proxied)).secure).toBe(true);
  });
});
