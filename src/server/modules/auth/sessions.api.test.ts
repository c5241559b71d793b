import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions } from "#server/db/schema/sessions";
import { purgeExpiredSessions } from "#server/plugins/session";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";

const DAY_S = 24 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

describeOnDrivers("session lifetime and sign out everywhere", (t) => {
  const db = () => t.database.db;

  async function signedInClient() {
    const { client, merchant } = await registerMerchant(t.app);
    const [row] = await db().select().from(sessions).where(eq(sessions.merchantId, merchant.id));
    return { client, merchant, sessionId: row!.id };
  }
  const sessionCookie = (res: { cookies: { name: string; maxAge?: number }[] }) =>
    res.cookies.find((c) => c.name === "sid");

  it("slides the cookie with the idle window: an active merchant stays signed in past 7 days", async () => {
    const { client, sessionId } = await signedInClient();
    // Within the hour nothing is written and no cookie is re-sent.
    const quiet = await client.get("/api/user");
    expect(quiet.statusCode).toBe(200);
    expect(sessionCookie(quiet)).toBeUndefined();

    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    await db().update(sessions).set({ lastSeenAt: twoHoursAgo }).where(eq(sessions.id, sessionId));
    const touched = await client.get("/api/user");
    expect(touched.statusCode).toBe(200);
    const cookie = sessionCookie(touched)!;
    expect(cookie).toMatchObject({ maxAge: 7 * DAY_S, path: "/", httpOnly: true, sameSite: "Lax" });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("signs out after 7 idle days, and not a minute before", async () => {
    const { client, sessionId } = await signedInClient();
    const idleFor = (ms: number) =>
      db()
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.id, sessionId));
    await idleFor(7 * DAY_S * 1000 - 60_000);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    // That request slid the window: lastSeenAt is now.
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await idleFor(7 * DAY_S * 1000 + 60_000);
    const res = await client.get("/api/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Not authenticated" });
  });

  it("leaves lastSeenAt alone within the hour, refreshes it after", async () => {
    const { client, sessionId } = await signedInClient();
    const seenAt = async () =>
      (await db().select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt.getTime();
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000);
    await db().update(sessions).set({ lastSeenAt: fiftyMinutesAgo }).where(eq(sessions.id, sessionId));
    const quiet = await client.get("/api/user");
    expect(quiet.statusCode).toBe(200);
    expect(sessionCookie(quiet)).toBeUndefined();
    expect(await seenAt()).toBe(fiftyMinutesAgo.getTime());

    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 70 * 60_000) })
      .where(eq(sessions.id, sessionId));
    expect(sessionCookie(await client.get("/api/user"))).toBeDefined();
    expect(await seenAt()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends a session at its absolute end, 30 days after sign-in, however active", async () => {
    const { client, sessionId } = await signedInClient();
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    const thirtyDays = 30 * DAY_S * 1000;
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + thirtyDays - 60_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + thirtyDays);

    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("purges expired session rows and keeps live ones", async () => {
    const { sessionId: expired } = await signedInClient();
    const { client, sessionId: live } = await signedInClient();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired));
    await purgeExpiredSessions(db());
    expect(await db().select().from(sessions).where(eq(sessions.id, expired))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.id, live))).toHaveLength(1);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });

  it("sets the session cookie for the whole site, for 7 days, HttpOnly, Lax, not Secure over http", async () => {
    const { client } = await registerMerchant(t.app);
    await client.post("/api/logout");
    const { merchant } = await signedInClient();
    const login = await client.post("/api/login", { email: merchant.email, password: "secret123" });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login)!;
    expect(cookie).toMatchObject({ path: "/", maxAge: 7 * DAY_S, httpOnly: true, sameSite: "Lax" });
    expect(cookie).not.toHaveProperty("secure");
    const logout = await client.post("/api/logout");
    expect(sessionCookie(logout)).toMatchObject({ value: "", path: "/" });
  });

  it("marks the session and browser cookies Secure when the request came over https", async () => {
    const behindProxy = await buildTestApp(t.database, testConfig({ trustProxy: 1 }));
    try {
      const https = { "x-forwarded-proto": "https" };
      const anonymous = await behindProxy.inject({ url: "/api/csrf-token", headers: https });
      expect(anonymous.cookies.find((c) => c.name === "bid")).toMatchObject({ secure: true, path: "/" });

      const { merchant } = await signedInClient();
      const client = new TestClient(behindProxy);
      const login = await client.request(
        "POST",
        "/api/login",
        { email: merchant.email, password: "secret123" },
        { headers: https },
      );
      expect(login.statusCode).toBe(200);
      expect(sessionCookie(login)).toMatchObject({ secure: true, path: "/", maxAge: 7 * DAY_S });
    } finally {
      await behindProxy.close();
    }
  });

  it("never lets the slid cookie outlive the session's absolute end", async () => {
    const { client, sessionId } = await signedInClient();
    const endsIn2Days = new Date(Date.now() + 2 * DAY_S * 1000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * HOUR_MS), expiresAt: endsIn2Days })
      .where(eq(sessions.id, sessionId));
    const maxAge = sessionCookie(await client.get("/api/user"))!.maxAge!;
    expect(maxAge).toBeLessThanOrEqual(2 * DAY_S);
    expect(maxAge).toBeGreaterThan(2 * DAY_S - 60);
  });

  it("signs the merchant out on every device, and no one else", async () => {
    const { client: phone, merchant } = await signedInClient();
    const laptop = new TestClient(t.app);
    expect(
      (await laptop.post("/api/login", { email: merchant.email, password: "secret123" })).statusCode,
    ).toBe(200);
    const { client: someoneElse } = await signedInClient();

    const res = await phone.post("/api/logout-everywhere");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Signed out on every device" });
    expect(sessionCookie(res)).toMatchObject({ value: "", path: "/" });
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    expect((await someoneElse.get("/api/user")).statusCode).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.merchantId, merchant.id))).toEqual([]);
  });

  it("refuses sign out everywhere when signed out or without the CSRF token", async () => {
    expect((await new TestClient(t.app).post("/api/logout-everywhere")).statusCode).toBe(401);
    const { client } = await signedInClient();
    const forged = await client.request("POST", "/api/logout-everywhere", undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });
});
