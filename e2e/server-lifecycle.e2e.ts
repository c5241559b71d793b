import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { type RunningServer, startServer } from "./support/server";

/** Talks to the server as a browser would: cookies kept, CSRF token fetched. */
async function session(baseUrl: string) {
  let cookie = "";
  const keep = (res: Response) => {
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = [...cookie.split("; ").filter(Boolean), ...set].join("; ");
  };
  const tokenRes = await fetch(`${baseUrl}/api/csrf-token`);
  keep(tokenRes);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, "x-csrf-token": csrfToken, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    keep(res);
    return res;
  };
}

/**
 * The runtime contract. These tests start their own servers, on new data folders the server seeds
 * itself (or not), and stop them: they use neither the `server` fixture nor a browser.
 */
test.describe("runtime contract", () => {
  /** Servers a test started and has not stopped yet (one that failed half-way): stopped after it. */
  const running = new Set<RunningServer>();
  const start = async (...args: Parameters<typeof startServer>) => {
    const server = await startServer(...args);
    running.add(server);
    return server;
  };
  const stop = async (server: RunningServer) => {
    running.delete(server);
    await server.stop();
  };
  let dataDir = "";
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "storefront-lifecycle-"));
  });
  test.afterEach(async () => {
    for (const server of [...running]) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("seeds demo stores, serves the app, keeps data across a graceful SIGTERM restart", async () => {
    const first = await start({}, { dataDir, keepData: true });
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const html = await (await fetch(`${first.baseUrl}/some/client/route`)).text();
    expect(html).toContain('<div id="root">');
    const api404 = await fetch(`${first.baseUrl}/api/nope`);
    expect(api404.status).toBe(404);
    expect(((await api404.json()) as { message: string }).message).toMatch(/not found/);

    const call = await session(first.baseUrl);
    const login = await call("POST", "/api/login", { email: "pharmacy@demo.store", password: "demo1234" });
    expect(login.status).toBe(200);
    const reg = await (await session(first.baseUrl))("POST", "/api/register", {
      email: "persist@example.com",
      password: "secret123",
      businessName: "Persisted Shop",
      businessSlug: "",
    });
    expect(reg.status).toBe(201);

    await stop(first);
    expect(await first.exitCode).toBe(0);

    const second = await start({}, { dataDir, keepData: true });
    const again = await (await session(second.baseUrl))("POST", "/api/login", {
      email: "persist@example.com",
      password: "secret123",
    });
    expect(again.status).toBe(200);
    await stop(second);
    expect(await second.exitCode).toBe(0);
  });

  test("MERCHANT_APPROVAL=manual answers {pendingApproval, message}; DEMO_DATA=off seeds nothing", async () => {
    const server = await start(
      { MERCHANT_APPROVAL: "manual", DEMO_DATA: "off" },
      { dataDir, keepData: true },
    );
    const demo = await (await session(server.baseUrl))("POST", "/api/login", {
      email: "pharmacy@demo.store",
      password: "demo1234",
    });
    expect(demo.status).toBe(401);
    const res = await (await session(server.baseUrl))("POST", "/api/register", {
      email: "manual@example.com",
      password: "secret123",
      businessName: "Manual Shop",
      businessSlug: "manual-shop",
      businessType: "pharmacy",
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ pendingApproval: true, message: expect.any(String) });
  });
});
