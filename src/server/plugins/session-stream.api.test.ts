import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPassword } from "#server/admin/merchant-commands";
import { openPostgres } from "#server/db/client";
import { createEventBus } from "#server/events/create-event-bus";
import type { EventBus } from "#server/events/event-bus";
import { createCounterStore } from "#server/limits/create-counter-store";
import { openOrderStream } from "#tests/helpers/order-stream";
import { silentFailures } from "#tests/helpers/silent-log";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

const ENDS_WITHIN_MS = 5_000;

describe.each(DRIVERS)("an ended session ends its order streams on %s", (driver) => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openPostgres>> | null = null;
  /** Process A takes the sign-outs; process B serves the streams (the same app on PGlite). */
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseUrl: string;
  let busOfA: EventBus;
  /**
   * On PostgreSQL the operator's command is a process of its own with its own bus. On PGlite it
   * cannot run beside a server, so there the test sends its announcement through the app's bus.
   */
  const adminEvents = () => (driver === "postgres" ? createEventBus(database.url, silentFailures()) : busOfA);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    busOfA = createEventBus(database.url, silentFailures());
    a = await buildTestApp(database, testConfig(), { events: busOfA });
    if (driver === "postgres") second = await openPostgres(database.url!);
    b = second ? await buildTestApp({ ...second, url: database.url }, testConfig()) : a;
    baseUrl = await b.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await second?.close();
    await database.close();
  });

  /** A merchant signed in twice (two devices): one stream per device, each open and listening. */
  async function merchantWithTwoDevices() {
    const { client: laptop, merchant } = await registerMerchant(a);
    const phone = await signedInAgain(a, merchant.email);
    const streams = [
      openOrderStream(baseUrl, laptop.cookieHeader()),
      openOrderStream(baseUrl, phone.cookieHeader()),
    ];
    await Promise.all(streams.map((s) => s.open));
    // A subscription is in place once the stream is open; on PostgreSQL LISTEN also needs a moment.
    await new Promise((r) => setTimeout(r, 300));
    return { merchant, laptop, phone, streams };
  }

  it("signing out everywhere closes every device's stream, and says why first", async () => {
    const { laptop, streams } = await merchantWithTwoDevices();
    const bystander = await merchantWithTwoDevices();
    expect((await laptop.post("/api/logout-everywhere")).statusCode).toBe(200);
    expect(await Promise.all(streams.map((s) => s.endsWithin(ENDS_WITHIN_MS)))).toEqual([true, true]);
    for (const stream of streams) expect(stream.events).toEqual(["session-ended"]);
    // Another merchant's streams stay open.
    expect(await bystander.streams[0]!.endsWithin(500)).toBe(false);
    for (const s of bystander.streams) s.close();
  });

  it("signing out on one device closes that device's stream only", async () => {
    const { phone, streams } = await merchantWithTwoDevices();
    expect((await phone.post("/api/logout")).statusCode).toBe(200);
    expect(await streams[1]!.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await streams[0]!.endsWithin(500)).toBe(false);
    streams[0]!.close();
  });

  // A suspension no longer signs the merchant out: they still work open orders (issue 47 item 3).
  it("a password reset from the operator's command closes the streams", async () => {
    for (const command of [resetPassword]) {
      const { merchant, streams } = await merchantWithTwoDevices();
      const events = adminEvents();
      try {
        await command({ db: database.db, events, counters: createCounterStore(database) }, merchant.email);
        expect(await Promise.all(streams.map((s) => s.endsWithin(ENDS_WITHIN_MS))), command.name).toEqual([
          true,
          true,
        ]);
      } finally {
        if (events !== busOfA) await events.close();
      }
    }
  });
});

async function signedInAgain(app: FastifyInstance, email: string): Promise<TestClient> {
  const client = new TestClient(app);
  expect((await client.post("/api/login", { email, password: "secret123" })).statusCode).toBe(200);
  return client;
}
