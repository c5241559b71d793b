import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "#tests/helpers/factories";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import { createLogger, serializeError } from "./logging";

const PASSWORD = "Correct-Horse-7731";
const PHONE = "+1 415-555-0142";

/**
 * The app's JSON log lines, captured through a sign-in, a CSRF-protected write, an order and an
 * order that the database refuses (a failed query's message carries its parameters), searched for
 * the secrets and personal data the issue names.
 */
describe.each(DRIVERS)("log lines on %s", (driver) => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildTestApp(database, testConfig(), {
      log: createLogger("info", { write: (line) => void lines.push(line) }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("carry a request id on every request line, and never a cookie, CSRF token, password or phone number", async () => {
    const merchant = new TestClient(app);
    const registered = await merchant.post("/api/register", {
      email: "logs@example.com",
      password: PASSWORD,
      businessName: "Log Store",
      businessSlug: "log-store",
      businessType: "retail",
      contactPhone: PHONE,
    });
    expect(registered.statusCode).toBe(201);
    const login = await merchant.post("/api/login", { email: "logs@example.com", password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === "sid")!.value;
    const csrfToken = await merchant.token();
    // A CSRF-protected write, with the token in its header and the session in its cookie.
    expect((await merchant.post("/api/categories", { name: "Teas" })).statusCode).toBe(201);

    const product = await createProduct(database.db, registered.json().id);
    const customer = new TestClient(app);
    const order = {
      merchantSlug: "log-store",
      customer: { name: "Grace Hopper", phone: PHONE, address: "1 Harbor Lane" },
      items: [{ productId: product.id, quantity: 1 }],
    };
    expect((await customer.post("/api/orders", order)).statusCode).toBe(201);

    // The database refuses the customer row: the error handler logs the failed query.
    await database.db.execute(sql`
      create function refuse_customers() returns trigger language plpgsql as
        $$ begin raise exception 'customers are read-only for this test'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_customers before insert or update on customers
        for each row execute function refuse_customers()`);
    try {
      expect((await customer.post("/api/orders", order)).statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_customers on customers`);
    }

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((entry) => entry.msg === "unhandled error");
    expect(JSON.stringify(failure)).toContain("params: [redacted]");
    const requestLines = entries.filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(12);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);

    const all = lines.join("\n");
    for (const secret of [cookie, csrfToken, PASSWORD, PHONE, PHONE.replace(/\D/g, ""), "415-555-0142"]) {
      expect(all, `the logs contain ${secret}`).not.toContain(secret);
    }
  });
});

describe("an error as a log field", () => {
  it("keeps type, message, stack, code, schema names and cause, and drops every other property", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      constraint: "customers_merchant_phone_unique",
      detail: `Key (merchant_id, phone)=(1, ${PHONE}) already exists.`,
    });
    const failed = Object.assign(
      new Error(`Failed query: insert into customers\nparams: 1,${PHONE}`, { cause }),
      {
        query: "insert into customers",
        params: ["1", PHONE],
      },
    );
    const logged = serializeError(failed);
    expect(logged).toMatchObject({
      type: "Error",
      message: "Failed query: insert into customers\nparams: [redacted]",
      cause: {
        message: "duplicate key value violates unique constraint",
        code: "23505",
        constraint: "customers_merchant_phone_unique",
      },
    });
    expect(JSON.stringify(logged)).not.toContain(PHONE);
  });
});
