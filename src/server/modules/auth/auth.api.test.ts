import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Files on disk: the session test below counts every query, and a file served from the database is one.
describeOnDrivers("auth API", { config: { fileStorage: { driver: "disk" } } }, (t, driver) => {
  const valid = (n: string) => ({
    email: `Owner${n}@Example.com`,
    password: "secret123",
    businessName: `Corner Shop ${n}`,
    businessSlug: `corner-shop-${n}`,
    businessType: "retail",
  });

  it("answers /api/health", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/user is 401 when signed out", async () => {
    const res = await new TestClient(t.app).get("/api/user");
    expect(res.statusCode).toBe(401);
  });

  it("registers, signs in at once, never returns the password hash", async () => {
    const client = new TestClient(t.app);
    const res = await client.post("/api/register", { ...valid("a1"), contactPhone: "  ", description: "Hi" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: "ownera1@example.com",
      businessSlug: "corner-shop-a1",
      isApproved: true,
      theme: "blue",
      contactPhone: null,
      description: "Hi",
    });
    expect(res.body).not.toContain("password");
    expect(res.body).not.toContain("argon2");
    const me = await client.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
    // The password is the person's (decision 0059), kept only as its argon2id hash.
    const [row] = await t.database.db.select().from(people).where(eq(people.id, body.person.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(row!.email).toBe(body.email);
  });

  it("takes a phone the store can be called on, read in its time zone's country (issue 42)", async () => {
    const register = (n: string, extra: Record<string, unknown>) =>
      new TestClient(t.app).post("/api/register", { ...valid(n), ...extra });
    const junk = await register("p1", { contactPhone: "call me maybe", timeZone: "America/New_York" });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(
      "Please enter a valid phone number for United States, or start it with + and the country code",
    );
    const national = await register("p2", { contactPhone: "(212) 555-0142", timeZone: "America/New_York" });
    expect(national.statusCode).toBe(201);
    expect(national.json().contactPhone).toBe("(212) 555-0142");
    // In London the same digits are no number; written with its country code it is one anywhere.
    expect(
      (await register("p3", { contactPhone: "(212) 555-0142", timeZone: "Europe/London" })).statusCode,
    ).toBe(400);
    expect(
      (await register("p4", { contactPhone: "+1 212 555 0142", timeZone: "Europe/London" })).statusCode,
    ).toBe(201);
    // No time zone (UTC): nothing tells the country, so a national number is not enough.
    const unknown = await register("p5", { contactPhone: "020 7946 0958" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "Please enter a valid phone number, starting with + and the country code",
    );
    expect((await register("p6", { contactPhone: "0044 20 7946 0958" })).statusCode).toBe(201);
  });

  it("defaults the business type to retail and generates the slug from the name", async () => {
    const client = new TestClient(t.app);
    const { businessSlug: _, businessType: __, ...rest } = valid("b1");
    const res = await client.post("/api/register", { ...rest, businessName: "Joe's  Café & Bar -- NYC!" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ businessSlug: "joes-caf-bar-nyc", businessType: "retail" });
    const again = await new TestClient(t.app).post("/api/register", {
      ...rest,
      email: "other-b1@example.com",
      businessName: "Joe's Café & Bar NYC",
      businessSlug: "",
    });
    expect(again.json().businessSlug).toBe("joes-caf-bar-nyc-2");
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
    [{ businessName: "  " }, "Business name is required"],
    [
      { businessSlug: "Bad Slug!" },
      "Business slug must contain only lowercase letters, numbers, and hyphens",
    ],
    [{ businessType: "bakery" }, "Please select a business type"],
  ])("refuses %o with the spec's message", async (patch, message) => {
    const res = await new TestClient(t.app).post("/api/register", { ...valid("c1"), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a name that yields no slug", async () => {
    const { businessSlug: _, ...rest } = valid("c2");
    const res = await new TestClient(t.app).post("/api/register", { ...rest, businessName: "!!!" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Business slug is required");
  });

  it.each([
    ["businessName", "Shop\u0000Name"],
    ["businessName", "Shop\u0007Bell"],
    ["contactPhone", "555\u0000"],
    ["description", "Fine\nlines but a \u0000 NUL"],
    ["address", "1 Main St\u001b[31m"],
  ])("refuses a control character in %s with 400, never a 409 or 500", async (field, value) => {
    const res = await new TestClient(t.app).post("/api/register", {
      ...valid(`nul${field}${value.length}`),
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Text must not contain control characters");
  });

  it("keeps line breaks in a description", async () => {
    const res = await new TestClient(t.app).post("/api/register", {
      ...valid("lines"),
      description: "Line one\r\nLine two\tend",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe("Line one\r\nLine two\tend");
  });

  it("gives six simultaneous sign-ups with the same name six different slugs", async () => {
    const name = `Twin Bakery ${driver}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new TestClient(t.app).post("/api/register", {
          email: `twin${i}-${driver}@example.com`,
          password: "secret123",
          businessName: name,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = results.map((r) => r.json().businessSlug as string).sort();
    const base = `twin-bakery-${driver}`;
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`, `${base}-6`]);
  });

  it("answers the same email signing up twice at once with one 201 and one clear 409", async () => {
    const body = { email: `race-${driver}@example.com`, password: "secret123", businessName: "Race Shop" };
    const results = await Promise.all([0, 1].map(() => new TestClient(t.app).post("/api/register", body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      "An account with this email already exists",
    );
  });

  it("says clearly when the email or the slug is taken", async () => {
    await new TestClient(t.app).post("/api/register", valid("d1"));
    const sameEmail = await new TestClient(t.app).post("/api/register", {
      ...valid("d2"),
      email: "OWNERd1@example.com",
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("An account with this email already exists");
    const sameSlug = await new TestClient(t.app).post("/api/register", {
      ...valid("d3"),
      businessSlug: "corner-shop-d1",
    });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().message).toMatch(/business slug is already taken/);
    const reserved = await new TestClient(t.app).post("/api/register", {
      ...valid("d4"),
      businessSlug: "marketplace",
    });
    expect(reserved.statusCode).toBe(409);
  });

  it("logs in, rotates the session id, and logout deletes the session row", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const first = (await client.post("/api/logout")).statusCode;
    expect(first).toBe(200);
    const login1 = await client.post("/api/login", { email: merchant.email, password: "secret123" });
    expect(login1.statusCode).toBe(200);
    const sid1 = login1.cookies.find((c) => c.name === "sid")!.value;
    const login2 = await client.post("/api/login", { email: merchant.email, password: "secret123" });
    const sid2 = login2.cookies.find((c) => c.name === "sid")!.value;
    expect(sid2).not.toBe(sid1);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.merchantId, merchant.id));
    expect(rows).toHaveLength(1);
    const cookie = login2.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect((await client.post("/api/logout")).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.merchantId, merchant.id)),
    ).toHaveLength(0);
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("looks the session up for API requests only, not for every asset", async () => {
    const { client } = await registerMerchant(t.app);
    const select = vi.spyOn(t.database.db, "select");
    try {
      await client.get("/uploads/0123456789abcdef0123456789abcdef.webp");
      await client.get("/assets/index.js");
      expect(select).not.toHaveBeenCalled();
      expect((await client.get("/api/user")).statusCode).toBe(200);
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const { merchant } = await registerMerchant(t.app);
    const wrong = await new TestClient(t.app).post("/api/login", {
      email: merchant.email,
      password: "nope-nope",
    });
    const unknown = await new TestClient(t.app).post("/api/login", {
      email: "ghost@example.com",
      password: "x",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it.each([
    [{ email: "bad", password: "x" }, "Please enter a valid email address"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
  ])("validates login %o", async (body, message) => {
    const res = await new TestClient(t.app).post("/api/login", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("rejects non-GET requests without a valid CSRF token", async () => {
    const client = new TestClient(t.app);
    const none = await client.request(
      "POST",
      "/api/login",
      { email: "a@b.co", password: "x" },
      { csrf: false },
    );
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/CSRF/);
    const forged = await client.request(
      "POST",
      "/api/login",
      { email: "a@b.co", password: "x" },
      { csrf: false, headers: { "x-csrf-token": "forged" } },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/CSRF/);
  });

  it("refuses a forged token from a browser that already holds its cookie, whatever its length", async () => {
    const client = new TestClient(t.app);
    const token = await client.token();
    const body = { email: "a@b.co", password: "x" };
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const forged of ["forged", flipped, `${token}A`]) {
      const res = await client.request("POST", "/api/login", body, {
        csrf: false,
        headers: { "x-csrf-token": forged },
      });
      expect(res.statusCode, forged).toBe(403);
      expect(res.json()).toEqual({ message: "Invalid or missing CSRF token" });
    }
    // The real token passes the check and reaches the route (a wrong password).
    expect((await client.post("/api/login", body)).statusCode).toBe(401);
  });

  it("gives a new browser a year-long cookie and an uncached token, and the same token after", async () => {
    const first = await t.app.inject({ url: "/api/csrf-token" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const bid = first.cookies.find((c) => c.name === "bid")!;
    expect(bid).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax", maxAge: 365 * 24 * 60 * 60 });
    expect(bid).not.toHaveProperty("secure");
    const again = await t.app.inject({ url: "/api/csrf-token", cookies: { bid: bid.value } });
    expect(again.cookies).toEqual([]);
    expect(again.json().csrfToken).toBe(first.json().csrfToken);
  });

  it("binds the token to the session once signed in: the browser's earlier token no longer works", async () => {
    const { client } = await registerMerchant(t.app);
    await client.post("/api/logout");
    const anonymousToken = await client.token();
    const { merchant } = await registerMerchant(t.app);
    expect(
      (await client.post("/api/login", { email: merchant.email, password: "secret123" })).statusCode,
    ).toBe(200);
    const stale = await client.request("POST", "/api/logout", undefined, {
      csrf: false,
      headers: { "x-csrf-token": anonymousToken },
    });
    expect(stale.statusCode).toBe(403);
    expect((await client.post("/api/logout")).statusCode).toBe(200);
  });

  it("asks no token of HEAD and OPTIONS requests", async () => {
    expect((await t.app.inject({ method: "HEAD", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "OPTIONS", url: "/api/health" })).statusCode).not.toBe(403);
  });

  it("a token from one browser does not work in another", async () => {
    const a = new TestClient(t.app);
    const tokenA = await a.token();
    const b = new TestClient(t.app);
    await b.token();
    const res = await b.request("POST", "/api/logout", undefined, {
      csrf: false,
      headers: { "x-csrf-token": tokenA },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("auth limits", () => {
  const t = useTestApp("pglite", {
    config: {
      merchantApproval: "manual",
      limits: {
        loginPerIpPerMinute: 8,
        registerPerIpPerMinute: 1000,
        loginFailuresPerEmail: 3,
        ordersPerIpPerMinute: 1000,
      },
    },
  });

  it("with manual approval, registration is pending and sign-in is refused", async () => {
    const client = new TestClient(t.app);
    const res = await client.post("/api/register", {
      email: "pending@example.com",
      password: "secret123",
      businessName: "Pending Shop",
      businessSlug: "",
      businessType: "pharmacy",
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pendingApproval: true, message: expect.stringMatching(/approve/) });
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect((await client.get("/api/user")).statusCode).toBe(401);
    const login = await client.post("/api/login", { email: "pending@example.com", password: "secret123" });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/approv/);
  });

  it("locks an email after repeated failures, then limits the IP", async () => {
    const client = new TestClient(t.app);
    const attempt = () => client.post("/api/login", { email: "victim@example.com", password: "guess" });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await client.post("/api/login", { email: `x${i}@example.com`, password: "g" })).statusCode);
    expect(codes).toContain(429);
  });
});

describe("malformed bodies", () => {
  const t = useTestApp("pglite");

  it.each([
    ["null", "The request body must be a JSON object"],
    ["[]", "The request body must be a JSON object"],
    ['"text"', "The request body must be a JSON object"],
    ["{broken", "Body is not valid JSON but content-type is set to 'application/json'"],
  ])("%s answers 400 with a message, never 500", async (raw, message) => {
    const client = new TestClient(t.app);
    for (const url of ["/api/login", "/api/register", "/api/orders"]) {
      const res = await client.request("POST", url, raw, { headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
