import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import type { DeliveryState, EventBus } from "#server/events/event-bus";
import { createMemoryEventBus } from "#server/events/memory-event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { silentFailures } from "#tests/helpers/silent-log";
import { MAX_STALE_MS, MISS_TTL_MS, PUBLIC_CACHE_TTL_MS, PublicCache } from "./public-cache";

const storeNotFound = () => new AppError("NOT_FOUND", "Store not found");
const databaseDown = () => new Error("connect ECONNREFUSED 127.0.0.1:5432");
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup({ maxBytes = 1_000_000 } = {}) {
  // One process's bus, with the delivery of the others' messages under the test's control.
  let delivery: (state: DeliveryState) => void = () => {};
  const events: EventBus = {
    ...createMemoryEventBus(silentFailures()),
    watchDelivery: (handler) => {
      delivery = handler;
      return () => {};
    },
  };
  let now = 1_000_000;
  const warnings: string[] = [];
  const cache = new PublicCache(events, { maxBytes, now: () => now, warn: (m) => warnings.push(m) });
  let loads = 0;
  /** A load of `value` for store `merchantId` (null: every store), a stock-bearing one unless told. */
  const load =
    <T>(merchantId: string | null, value: T, { showsStock = merchantId !== null, bytes = 10 } = {}) =>
    async () => {
      loads++;
      return { merchantId, showsStock, value, bytes };
    };
  const failing = (error: () => Error) => async (): Promise<never> => {
    loads++;
    throw error();
  };
  /** A load that ends when `release` is called. */
  const held = <T>(merchantId: string, value: T) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    return {
      load: async () => {
        loads++;
        await gate;
        return { merchantId, showsStock: true, value, bytes: 10 };
      },
      release: () => release(),
    };
  };
  return {
    events,
    /** What the bus tells the cache: its connection dropped ("lost"), or it hears all again. */
    tell: (state: DeliveryState) => delivery(state),
    cache,
    load,
    failing,
    held,
    warnings,
    loads: () => loads,
    advance: (ms: number) => (now += ms),
  };
}

describe("PublicCache", () => {
  it("keeps an answer until its own store changes: another store's change leaves it", async () => {
    const { events, cache, load, loads } = setup();
    expect(await cache.value("microsite:a", load("A", 1))).toBe(1);
    expect(await cache.value("microsite:a", load("A", 2))).toBe(1);
    await announceStoreChange(events, "B");
    await announceStoreChange(events, "B", "stock");
    expect(await cache.value("microsite:a", load("A", 3))).toBe(1);
    await announceStoreChange(events, "A");
    expect(await cache.value("microsite:a", load("A", 4))).toBe(4);
    expect(loads()).toBe(2);
  });

  it("an order (a stock change) outdates its store's stock-bearing answers, not its zones nor the marketplace", async () => {
    const { events, cache, load } = setup();
    await cache.value("microsite:a", load("A", "page 1"));
    await cache.value("zones:a", load("A", "zones 1", { showsStock: false }));
    await cache.value("marketplace", load(null, "stores 1"));
    await announceStoreChange(events, "A", "stock");
    expect(await cache.value("microsite:a", load("A", "page 2"))).toBe("page 2");
    expect(await cache.value("zones:a", load("A", "zones 2", { showsStock: false }))).toBe("zones 1");
    expect(await cache.value("marketplace", load(null, "stores 2"))).toBe("stores 1");
  });

  it("a store change outdates that store's answers and the marketplace", async () => {
    const { events, cache, load } = setup();
    await cache.value("zones:a", load("A", "zones 1", { showsStock: false }));
    await cache.value("marketplace", load(null, "stores 1"));
    await announceStoreChange(events, "A");
    expect(await cache.value("zones:a", load("A", "zones 2", { showsStock: false }))).toBe("zones 2");
    expect(await cache.value("marketplace", load(null, "stores 2"))).toBe("stores 2");
  });

  it("keeps a load that started before another store's change", async () => {
    const { events, cache, load, held, loads } = setup();
    const slow = held("A", "a page");
    const first = cache.value("microsite:a", slow.load);
    await settle();
    await announceStoreChange(events, "B");
    // A request made after B's change joins A's load: it cannot be outdated by it.
    const joined = cache.value("microsite:a", load("A", "second load"));
    slow.release();
    expect(await first).toBe("a page");
    expect(await joined).toBe("a page");
    expect(await cache.value("microsite:a", load("A", "third load"))).toBe("a page");
    expect(loads()).toBe(1);
  });

  it("does not hand a load that started before its store's change to a request made after it, nor keep it", async () => {
    const { events, cache, load, held } = setup();
    const slow = held("A", "old");
    const before = cache.value("k", slow.load);
    await settle();
    await announceStoreChange(events, "A");
    const after = cache.value("k", load("A", "new"));
    slow.release();
    expect(await before).toBe("old");
    expect(await after).toBe("new");
    expect(await cache.value("k", load("A", "newer"))).toBe("new");
  });

  it("does not keep an answer whose load overlapped its store's change: it may predate it", async () => {
    const { events, cache, load, held } = setup();
    const slow = held("A", "old");
    const only = cache.value("k", slow.load);
    await settle();
    await announceStoreChange(events, "A", "stock");
    slow.release();
    expect(await only).toBe("old");
    expect(await cache.value("k", load("A", "new"))).toBe("new");
  });

  it("loads a missing answer once for all the requests that ask while it loads", async () => {
    const { cache, load, loads } = setup();
    const answers = await Promise.all([1, 2, 3].map((n) => cache.value("k", load("A", { n }))));
    expect(answers.map((a) => a.n)).toEqual([1, 1, 1]);
    // One value, so a body's compressed copies are made once too.
    expect(new Set(answers).size).toBe(1);
    expect(loads()).toBe(1);
  });

  it("is bounded by bytes: the least recently used answers go first", async () => {
    const { cache, load, loads } = setup({ maxBytes: 1_000 });
    await cache.value("a", load("A", "a", { bytes: 400 }));
    await cache.value("b", load("B", "b", { bytes: 400 }));
    await cache.value("a", load("A", "a again", { bytes: 400 })); // a is now the most recent
    await cache.value("c", load("C", "c", { bytes: 400 })); // 1,200 bytes: b goes
    expect(loads()).toBe(3);
    expect(await cache.value("a", load("A", "a reloaded", { bytes: 400 }))).toBe("a");
    expect(await cache.value("c", load("C", "c reloaded", { bytes: 400 }))).toBe("c");
    expect(await cache.value("b", load("B", "b reloaded", { bytes: 400 }))).toBe("b reloaded");
    // An answer larger than the whole bound is served, never kept.
    expect(await cache.value("huge", load("H", 1, { bytes: 5_000 }))).toBe(1);
    expect(await cache.value("huge", load("H", 2, { bytes: 5_000 }))).toBe(2);
  });

  it("after the TTL, answers from the old answer while one reload runs (changes made outside the app)", async () => {
    const { cache, load, loads, advance } = setup();
    await cache.value("k", load("A", 1));
    advance(PUBLIC_CACHE_TTL_MS - 1);
    expect(await cache.value("k", load("A", 2))).toBe(1);
    advance(1);
    // No shopper waits for the safety net's reload: the expired answer goes out while it runs.
    expect(await Promise.all([cache.value("k", load("A", 3)), cache.value("k", load("A", 4))])).toEqual([
      1, 1,
    ]);
    await settle();
    expect(await cache.value("k", load("A", 5))).toBe(3);
    expect(loads()).toBe(2);
  });

  it("drops an expired answer whose reload finds it gone (a store suspended by hand)", async () => {
    const { cache, load, failing, advance } = setup();
    await cache.value("k", load("A", 1));
    advance(PUBLIC_CACHE_TTL_MS);
    expect(await cache.value("k", failing(storeNotFound))).toBe(1);
    await settle();
    await expect(cache.value("k", failing(storeNotFound))).rejects.toThrow("Store not found");
  });

  it("serves an expired answer while its reload fails for another reason, warns once, and retries", async () => {
    const { cache, load, failing, advance, warnings, loads } = setup();
    await cache.value("k", load("A", 1));
    advance(PUBLIC_CACHE_TTL_MS);
    expect(await cache.value("k", failing(databaseDown))).toBe(1);
    await settle();
    // The next requests within a second do not try again: a database that is down is not hammered.
    expect(await cache.value("k", failing(databaseDown))).toBe(1);
    expect(loads()).toBe(2);
    advance(1_000);
    expect(await cache.value("k", failing(databaseDown))).toBe(1);
    await settle();
    expect(loads()).toBe(3);
    expect(warnings).toHaveLength(1);
    advance(1_000);
    expect(await cache.value("k", load("A", 2))).toBe(1);
    await settle();
    expect(await cache.value("k", load("A", 3))).toBe(2);
  });

  it("serves the last answer of a changed store when its reload fails, for a bounded time", async () => {
    const { events, cache, load, failing, advance, warnings } = setup();
    await cache.value("k", load("A", "before the change"));
    await announceStoreChange(events, "A");
    expect(await cache.value("k", failing(databaseDown))).toBe("before the change");
    expect(warnings).toHaveLength(1);
    // Past the bound, the failure is the answer: a page minutes old is not passed off as current.
    advance(MAX_STALE_MS + 1);
    await expect(cache.value("k", failing(databaseDown))).rejects.toThrow("ECONNREFUSED");
  });

  it("never serves a changed answer whose reload finds it gone, even while a later reload fails", async () => {
    const { events, cache, load, failing, advance } = setup();
    await cache.value("k", load("A", "suspended store"));
    await announceStoreChange(events, "A");
    await expect(cache.value("k", failing(storeNotFound))).rejects.toThrow("Store not found");
    advance(MISS_TTL_MS);
    await expect(cache.value("k", failing(databaseDown))).rejects.toThrow("ECONNREFUSED");
  });

  it("answers an unknown id from memory for a few seconds", async () => {
    const { cache, load, failing, loads, advance } = setup();
    await expect(cache.value("microsite:nope", failing(storeNotFound))).rejects.toThrow("Store not found");
    await expect(cache.value("microsite:nope", failing(storeNotFound))).rejects.toThrow("Store not found");
    expect(loads()).toBe(1);
    advance(MISS_TTL_MS - 1);
    await expect(cache.value("microsite:nope", load("N", "opened"))).rejects.toThrow("Store not found");
    advance(1);
    expect(await cache.value("microsite:nope", load("N", "opened"))).toBe("opened");
  });

  it("forgets an unknown id at once when any store changes (a store registered or approved), not on an order", async () => {
    const { events, cache, load, failing } = setup();
    await expect(cache.value("microsite:soon", failing(storeNotFound))).rejects.toThrow();
    await announceStoreChange(events, "other", "stock");
    await expect(cache.value("microsite:soon", load("S", "open"))).rejects.toThrow();
    await announceStoreChange(events, "S");
    expect(await cache.value("microsite:soon", load("S", "open"))).toBe("open");
  });

  it("does not remember a not-found whose load overlapped a store change", async () => {
    const { events, cache, load } = setup();
    let release!: () => void;
    const slow = cache.value("microsite:soon", async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      throw storeNotFound();
    });
    await settle();
    await announceStoreChange(events, "S");
    release();
    await expect(slow).rejects.toThrow();
    expect(await cache.value("microsite:soon", load("S", "open"))).toBe("open");
  });

  it("never serves an answer past its validUntil (a store closing), not even once while reloading", async () => {
    const { cache, advance } = setup();
    const until = (value: string, validUntil: number) => async () => ({
      merchantId: "A",
      showsStock: true,
      value,
      bytes: 10,
      validUntil,
    });
    expect(await cache.value("microsite:a", until("open", 1_000_000 + 5_000))).toBe("open");
    advance(4_999);
    expect(await cache.value("microsite:a", until("closed", Number.MAX_SAFE_INTEGER))).toBe("open");
    advance(1);
    expect(await cache.value("microsite:a", until("closed", Number.MAX_SAFE_INTEGER))).toBe("closed");
  });

  it("while it cannot hear other processes' changes, loads every answer afresh; once caught up, keeps answers again", async () => {
    const { cache, load, loads, tell } = setup();
    await cache.value("microsite:a", load("A", "kept"));
    await cache.value("marketplace", load(null, "stores kept"));
    tell("lost");
    expect(await cache.value("microsite:a", load("A", "fresh 1"))).toBe("fresh 1");
    expect(await cache.value("microsite:a", load("A", "fresh 2"))).toBe("fresh 2");
    expect(await cache.value("marketplace", load(null, "stores fresh"))).toBe("stores fresh");
    tell("caught_up");
    // Loaded while deaf, before the catch-up: it may predate a change that was missed.
    expect(await cache.value("microsite:a", load("A", "after"))).toBe("after");
    expect(await cache.value("microsite:a", load("A", "not loaded"))).toBe("after");
    expect(loads()).toBe(6);
  });

  it("a catch-up (a message found lost) outdates every answer, of every store, stock or not", async () => {
    const { cache, load, tell } = setup();
    await cache.value("microsite:a", load("A", "page 1"));
    await cache.value("zones:b", load("B", "zones 1", { showsStock: false }));
    await cache.value("marketplace", load(null, "stores 1"));
    tell("caught_up");
    expect(await cache.value("microsite:a", load("A", "page 2"))).toBe("page 2");
    expect(await cache.value("zones:b", load("B", "zones 2", { showsStock: false }))).toBe("zones 2");
    expect(await cache.value("marketplace", load(null, "stores 2"))).toBe("stores 2");
  });

  it("does not keep a load that started before a catch-up as current", async () => {
    const { cache, load, held, tell } = setup();
    const slow = held("A", "read before");
    const first = cache.value("microsite:a", slow.load);
    await settle();
    tell("caught_up");
    slow.release();
    expect(await first).toBe("read before");
    expect(await cache.value("microsite:a", load("A", "read after"))).toBe("read after");
  });

  it("while deaf, a store found gone is gone at once, and a kept answer is served only if the database fails", async () => {
    const { cache, load, failing, tell, warnings } = setup();
    await cache.value("microsite:a", load("A", "suspended store"));
    await cache.value("microsite:b", load("B", "last answer"));
    tell("lost");
    await expect(cache.value("microsite:a", failing(storeNotFound))).rejects.toThrow("Store not found");
    expect(await cache.value("microsite:b", failing(databaseDown))).toBe("last answer");
    expect(warnings).toHaveLength(1);
  });

  it("while deaf, does not answer an unknown id from memory: a store may have opened meanwhile", async () => {
    const { cache, load, failing, tell } = setup();
    await expect(cache.value("microsite:soon", failing(storeNotFound))).rejects.toThrow();
    tell("lost");
    expect(await cache.value("microsite:soon", load("S", "open"))).toBe("open");
  });
});
