import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentFailures } from "#tests/helpers/silent-log";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import type { EventBus } from "./event-bus";
import { createPostgresEventBus } from "./postgres-event-bus";

/** Two processes' buses on one PostgreSQL database: what one publishes, the other hears. */
describe.skipIf(!process.env.DATABASE_URL)("the PostgreSQL event bus", () => {
  let database: TestDatabase;
  let a: EventBus;
  let b: EventBus;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    a = createPostgresEventBus(database.url!, silentFailures());
    b = createPostgresEventBus(database.url!, silentFailures());
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  async function heardBy(bus: EventBus, channel: string, count: number, publish: () => Promise<unknown>) {
    const heard: string[] = [];
    let allHeard: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    const unsubscribe = bus.subscribe(channel, (payload) => {
      heard.push(payload);
      if (heard.length === count) allHeard();
    });
    // LISTEN is sent when the first subscriber comes; give it a moment to reach the server.
    await new Promise((r) => setTimeout(r, 200));
    await publish();
    await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
    unsubscribe();
    return heard;
  }

  it("delivers a burst of 500 messages published at once, each once and in order", async () => {
    const sent = Array.from({ length: 500 }, (_, i) => `message ${i}`);
    const heard = await heardBy(b, "bus_burst", sent.length, () =>
      Promise.all(sent.map((payload) => a.publish("bus_burst", payload))),
    );
    expect(heard).toEqual(sent);
  });

  it("delivers to the publishing process too, and keeps channels apart", async () => {
    const heard = await heardBy(a, "bus_own", 2, async () => {
      await a.publish("bus_other", "not for this channel");
      await a.publish("bus_own", "first");
      await a.publish("bus_own", "second");
    });
    expect(heard).toEqual(["first", "second"]);
  });

  it("refuses a channel name that is not a plain identifier, before touching the database", async () => {
    await expect(a.publish("bad; drop table merchants", "x")).rejects.toThrow("Invalid channel name");
    expect(() => a.subscribe("Bad-Name", () => {})).toThrow("Invalid channel name");
  });
});
