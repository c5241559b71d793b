import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentFailures } from "#tests/helpers/silent-log";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import type { DeliveryState, EventBus } from "./event-bus";
import { createPostgresEventBus, EVENT_CONNECTION_NAME } from "./postgres-event-bus";

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

  it("heardEverywhere returns once the other process has handled what was published before it", async () => {
    const heard: string[] = [];
    const unsubscribe = b.subscribe("bus_heard", (payload) => heard.push(payload));
    try {
      // LISTEN is sent when the first subscriber comes; give it a moment to reach the server.
      await new Promise((r) => setTimeout(r, 200));
      for (let i = 0; i < 20; i++) {
        await a.publish("bus_heard", `change ${i}`);
        await a.heardEverywhere();
        // Not a moment later: by the time it returns, B's subscriber has run.
        expect(heard).toHaveLength(i + 1);
      }
    } finally {
      unsubscribe();
    }
  });

  it("heardEverywhere waits a bounded time for a process that does not answer, and not again for it", async () => {
    // An event connection that listens to nothing: a process stalled, or half gone.
    const silent = new pg.Client({
      connectionString: database.url!,
      application_name: EVENT_CONNECTION_NAME,
    });
    await silent.connect();
    try {
      await a.publish("bus_heard", "x");
      let started = Date.now();
      await a.heardEverywhere();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(Date.now() - started).toBeLessThan(3000);
      started = Date.now();
      await a.heardEverywhere();
      expect(Date.now() - started).toBeLessThan(500);
    } finally {
      await silent.end();
    }
  });

  async function until(check: () => boolean, what: string, limitMs = 5000) {
    const deadline = Date.now() + limitMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("tells its watchers the moment its connection drops, and again once it listens and has caught up", async () => {
    // Its own application name, so that the test can end its connection and no other.
    const name = `watched_${randomBytes(4).toString("hex")}`;
    const url = new URL(database.url!);
    url.searchParams.set("application_name", name);
    const watched = createPostgresEventBus(url.toString(), silentFailures());
    const states: DeliveryState[] = [];
    watched.watchDelivery((state) => states.push(state));
    try {
      // Not listening yet: lost until its connection listens and has read the count.
      expect(states).toEqual(["lost"]);
      await until(() => states.length === 2, "the first connection");
      expect(states).toEqual(["lost", "caught_up"]);

      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${name}`,
      );
      await until(() => states.length === 3, "the dropped connection");
      expect(states[2]).toBe("lost");
      await until(() => states.length === 4, "the reconnection");
      expect(states[3]).toBe("caught_up");

      // Heard messages, numbered, raise nothing (a check and its grace later).
      await a.publish("bus_watched", "heard");
      await new Promise((r) => setTimeout(r, 1600));
      expect(states).toHaveLength(4);
      // A number taken and never sent (its sender died): found by the next check and its grace.
      await database.db.execute(sql`SELECT nextval('event_count')`);
      await until(() => states.length === 5, "the lost message to be found", 3000);
      expect(states[4]).toBe("caught_up");
    } finally {
      await watched.close();
    }
  });
});
