import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { createEventBus } from "#server/events/create-event-bus";
import type { EventBus } from "#server/events/event-bus";
import { createCounterStore } from "#server/limits/create-counter-store";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import { TestClient, testConfig } from "#tests/helpers/test-app";
import { parseCommand, runCommand } from "./commands";
import { type AdminContext, AdminError } from "./merchant-commands";

const PASSWORD = "secret123";
const LOCK_AFTER_FAILURES = 3;

/** Polls until `check` passes: an announcement from another process arrives a moment after it is sent. */
async function eventually(check: () => Promise<void>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

// Three failed sign-ins lock a pair (email, address), to see reset-password lift it.
const config = {
  merchantApproval: "manual",
  limits: { loginFailuresPerEmail: LOCK_AFTER_FAILURES },
} as const;

describeOnDrivers("operator commands", { config }, (t, driver) => {
  let cliEvents: EventBus;
  let admin: AdminContext;
  let n = 0;

  beforeAll(async () => {
    // On PostgreSQL the command runs as its own process with its own bus, as `npm run admin` does;
    // on PGlite only one process can open the data, so the command shares the app's bus.
    cliEvents = t.database.url ? createEventBus(t.database.url, silentFailures()) : t.events;
    // On PostgreSQL its counters are the table every server counts in; on PGlite they would be the
    // command's own (the server, whose memory holds its locks, is stopped while a command runs).
    admin = {
      db: t.database.db,
      events: cliEvents,
      counters: createCounterStore(t.database),
      storage: t.storage,
      dataDir: t.dataDir,
      mailBaseUrl: null,
      publicUrl: "https://shop.example",
      // The servers' SESSION_SECRET, as the operator's shell has it: a printed link is theirs to check.
      sessionSecret: testConfig().sessionSecret,
    };
  });
  afterAll(async () => {
    if (cliEvents !== t.events) await cliEvents.close();
  });

  const run = async (...args: string[]) => (await runCommand(parseCommand(args), admin)).join("\n");

  /** A store registered through the API, waiting for approval. */
  async function pendingStore() {
    n++;
    const email = `owner${n}-${Date.now()}@example.com`;
    const slug = `admin-store-${n}-${Date.now().toString(36)}`;
    const res = await new TestClient(t.app).post("/api/register", {
      email,
      password: PASSWORD,
      businessName: `Admin Store ${n}`,
      businessSlug: slug,
      businessType: "retail",
    });
    expect(res.statusCode).toBe(202);
    // Something to sell: a store with nothing is not listed in the marketplace.
    const [store] = await t.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.businessSlug, slug));
    await createProduct(t.database.db, store!.id);
    return { email, slug };
  }

  async function signIn(email: string, password = PASSWORD) {
    const client = new TestClient(t.app);
    const res = await client.post("/api/login", { email, password });
    return { client, res };
  }

  const marketplaceSlugs = async () => {
    const res = await t.app.inject({ url: "/api/marketplace?q=Admin%20Store" });
    expect(res.statusCode).toBe(200);
    return (res.json() as { merchant: { businessSlug: string } }[]).map((e) => e.merchant.businessSlug);
  };
  const microsite = (slug: string) => t.app.inject({ url: `/api/microsite/${slug}` });

  it("lists a new store as pending; approving it puts it live and lets its merchant sign in", async () => {
    const { email, slug } = await pendingStore();
    expect(await run("merchants", "list")).toMatch(new RegExp(`pending\\s+${email}\\s+${slug}`));
    expect((await signIn(email)).res.statusCode).toBe(403);
    expect(await microsite(slug)).toMatchObject({ statusCode: 404 });

    // Typed as the operator might: the stored email is lower case.
    expect(await run("merchants", "approve", ` ${email.toUpperCase()} `)).toContain(
      `Approved ${email}: Admin Store ${n} is live at /microsite/${slug}.`,
    );

    expect((await signIn(email)).res.statusCode).toBe(200);
    expect(await marketplaceSlugs()).toContain(slug);
    expect((await microsite(slug)).statusCode).toBe(200);
    expect(await run("merchants", "list")).toMatch(new RegExp(`approved\\s+${email}`));
  });

  it("suspending a live store takes it off the marketplace at once while its merchant still works; approving restores it", async () => {
    const { email, slug } = await pendingStore();
    await run("merchants", "approve", email);
    const { client } = await signIn(email);
    // Both answers are now in the app's cache, which lives 30 s without an announcement.
    expect(await marketplaceSlugs()).toContain(slug);
    expect((await microsite(slug)).statusCode).toBe(200);

    const said = await run("merchants", "suspend", email, "--reason", "Unpaid orders reported");
    expect(said).toContain(`Suspended ${email}`);
    expect(said).toContain(`npm run admin -- merchants approve ${email}`);

    await eventually(async () => {
      expect(await marketplaceSlugs()).not.toContain(slug);
      expect((await microsite(slug)).statusCode).toBe(410);
    });
    // Issue 47: the merchant still signs in, and is told why.
    expect((await client.get("/api/user")).json()).toMatchObject({
      status: "suspended",
      statusReason: "Unpaid orders reported",
    });
    expect((await signIn(email)).res.statusCode).toBe(200);
    expect(await run("merchants", "list")).toMatch(new RegExp(`suspended\\s+${email}`));

    await run("merchants", "approve", email);
    await eventually(async () => {
      expect(await marketplaceSlugs()).toContain(slug);
      expect((await microsite(slug)).statusCode).toBe(200);
    });
  });

  it("a store waiting for approval cannot be suspended, and is rejected with a reason its merchant is told", async () => {
    const { email } = await pendingStore();
    await expect(run("merchants", "suspend", email)).rejects.toThrow(
      new AdminError(`${email}: Only a live store can be suspended.`),
    );
    await run("merchants", "reject", email, "--reason", "Incomplete details");
    expect((await signIn(email)).res.json().message).toContain("Incomplete details");
  });

  it("operator add promotes a person or prints a one-time link; operator remove closes the console", async () => {
    const { email } = await pendingStore();
    await run("merchants", "approve", email);
    expect(await run("operator", "add", email, "--role", "support")).toContain(`${email} is now support`);
    const { client } = await signIn(email);
    expect((await client.get("/api/admin/me")).json()).toMatchObject({ platformRole: "support" });

    const newcomer = `new-operator-${Date.now()}@example.com`;
    const lines = await run("operator", "add", newcomer, "--role", "operator");
    const link = /https:\/\/shop\.example\/set-password\/(\S+)/.exec(lines)?.[1];
    expect(link).toBeDefined();
    const set = await new TestClient(t.app).post("/api/password", {
      token: link,
      password: "a-new-password",
    });
    expect(set.statusCode).toBe(200);
    // Once only.
    expect(
      (await new TestClient(t.app).post("/api/password", { token: link, password: "another-one" }))
        .statusCode,
    ).toBe(404);
    const operator = new TestClient(t.app);
    expect(
      (await operator.post("/api/login", { email: newcomer, password: "a-new-password" })).json(),
    ).toMatchObject({
      platformRole: "operator",
    });

    expect(await run("operator", "remove", email)).toContain("no longer support");
    expect((await client.get("/api/admin/me")).statusCode).toBe(404);
  });

  it("reset-password prints a new random password that signs in; the old one and every open session end", async () => {
    const { email } = await pendingStore();
    await run("merchants", "approve", email);
    const { client } = await signIn(email);

    const lines = (await runCommand(parseCommand(["reset-password", email]), admin)) as string[];
    expect(lines[0]).toContain(`New password for ${email}`);
    const password = lines[1]!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    expect((await client.get("/api/user")).statusCode).toBe(401);
    expect((await signIn(email)).res.statusCode).toBe(401);
    expect((await signIn(email, password)).res.statusCode).toBe(200);

    const again = (await runCommand(parseCommand(["reset-password", email]), admin))[1];
    expect(again).not.toBe(password);
  });

  it.runIf(driver === "postgres")(
    "reset-password lifts the login lock its owner's failed tries set, from another process",
    async () => {
      const { email } = await pendingStore();
      await run("merchants", "approve", email);
      for (let i = 0; i < LOCK_AFTER_FAILURES; i++)
        expect((await signIn(email, "wrong-password")).res.statusCode).toBe(401);
      expect((await signIn(email)).res.statusCode).toBe(429);

      const password = (await runCommand(parseCommand(["reset-password", email]), admin))[1]!;
      expect((await signIn(email, password)).res.statusCode).toBe(200);
    },
  );

  it("an unknown email is refused by each command, by name, changing nothing", async () => {
    for (const args of [
      ["merchants", "approve", "nobody@example.com"],
      ["merchants", "suspend", "nobody@example.com", "--reason", "x"],
      ["reset-password", "nobody@example.com"],
    ]) {
      await expect(run(...args)).rejects.toThrow(
        new AdminError('No merchant has the email "nobody@example.com".'),
      );
    }
  });
});

describe("operator command arguments", () => {
  it.each([
    [[]],
    [["merchants"]],
    [["merchants", "delete", "a@example.com"]],
    [["merchants", "list", "extra"]],
    [["reset-password", "a@example.com", "extra"]],
    [["bogus"]],
  ])("refuses %j with the usage", (args) => {
    expect(() => parseCommand(args)).toThrow(AdminError);
    expect(() => parseCommand(args)).toThrow(/Usage:\n {2}npm run admin -- merchants list/);
  });

  it.each([[["merchants", "approve"]], [["merchants", "suspend", " "]], [["reset-password"]]])(
    "refuses %j: the email is missing",
    (args) => {
      expect(() => parseCommand(args)).toThrow(/needs the merchant's email/);
    },
  );

  it("reads each command", () => {
    expect(parseCommand(["merchants", "list"])).toEqual({ name: "merchants list" });
    expect(parseCommand(["merchants", "suspend", "a@example.com"])).toEqual({
      name: "merchants suspend",
      email: "a@example.com",
      reason: null,
    });
    expect(parseCommand(["operator", "add", "a@example.com", "--role", "support"])).toEqual({
      name: "operator add",
      email: "a@example.com",
      role: "support",
    });
    expect(() => parseCommand(["operator", "add", "a@example.com"])).toThrow(
      /--role operator or --role support/,
    );
    expect(() => parseCommand(["merchants", "reject", "a@example.com"])).toThrow(/needs --reason/);
    expect(parseCommand(["reset-password", "a@example.com"])).toEqual({
      name: "reset-password",
      email: "a@example.com",
    });
  });
});
