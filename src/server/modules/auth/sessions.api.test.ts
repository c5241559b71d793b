import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema/sessions";
import { createTestApp, registerMerchant, type TestApp, TestClient } from "#tests/helpers/test-app";
import { DRIVERS } from "#tests/helpers/test-database";

const DAY_S = 24 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

describe.each(DRIVERS)("session lifetime and sign out everywhere on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
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
