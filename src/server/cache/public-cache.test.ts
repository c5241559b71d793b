import { describe, expect, it } from "vitest";
import { createMemoryEventBus } from "#server/events/memory-event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { PUBLIC_CACHE_TTL_MS, PublicCache } from "./public-cache";

function setup() {
  const events = createMemoryEventBus();
  let now = 1_000_000;
  const cache = new PublicCache(events, () => now);
  let loads = 0;
  const load = (merchantId: string | null, value: unknown) => async () => {
    loads++;
    return { merchantId, value };
  };
  return { events, cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe("PublicCache", () => {
  it("keeps a serialized answer until its store changes, then loads it again", async () => {
    const { events, cache, load, loads } = setup();
    expect((await cache.get("microsite:a", load("A", { n: 1 }))).text).toBe('{"n":1}');
    expect((await cache.get("microsite:a", load("A", { n: 2 }))).text).toBe('{"n":1}');
    await announceStoreChange(events, "B");
    expect((await cache.get("microsite:a", load("A", { n: 3 }))).text).toBe('{"n":1}');
    await announceStoreChange(events, "A");
    expect((await cache.get("microsite:a", load("A", { n: 4 }))).text).toBe('{"n":4}');
    expect(loads()).toBe(2);
  });

  it("drops the marketplace on any store's change", async () => {
    const { events, cache, load } = setup();
    await cache.get("marketplace", load(null, ["x"]));
    await announceStoreChange(events, "any-store");
    expect((await cache.get("marketplace", load(null, ["y"]))).text).toBe('["y"]');
  });

  it("after the TTL, answers once more from the old answer while one reload runs (changes made outside the app)", async () => {
    const { cache, load, loads, advance } = setup();
    await cache.get("k", load("A", 1));
    advance(PUBLIC_CACHE_TTL_MS - 1);
    expect((await cache.get("k", load("A", 2))).text).toBe("1");
    advance(1);
    // No shopper waits for the safety net's reload: the expired answer goes out while it runs.
    const [first, second] = await Promise.all([cache.get("k", load("A", 3)), cache.get("k", load("A", 4))]);
    expect([first.text, second.text]).toEqual(["1", "1"]);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get("k", load("A", 5))).text).toBe("3");
    expect(loads()).toBe(2);
  });

  it("drops an expired answer whose reload fails (a store suspended by hand is gone at the next visit)", async () => {
    const { cache, load, advance } = setup();
    await cache.get("k", load("A", 1));
    advance(PUBLIC_CACHE_TTL_MS);
    expect((await cache.get("k", () => Promise.reject(new Error("Store not found")))).text).toBe("1");
    await new Promise((r) => setTimeout(r, 0));
    await expect(cache.get("k", () => Promise.reject(new Error("Store not found")))).rejects.toThrow();
  });

  it("loads a missing answer once for all the requests that ask while it loads", async () => {
    const { cache, load, loads } = setup();
    const answers = await Promise.all([1, 2, 3].map((n) => cache.get("k", load("A", n))));
    expect(answers.map((a) => a.text)).toEqual(["1", "1", "1"]);
    // One body, so its compressed copies are made once too.
    expect(new Set(answers).size).toBe(1);
    expect(loads()).toBe(1);
  });

  it("does not hand a load that started before a change to a request made after it", async () => {
    const { events, cache } = setup();
    let release!: () => void;
    const before = cache.get("k", async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { merchantId: "A", value: "old" };
    });
    await new Promise((r) => setTimeout(r, 0));
    await announceStoreChange(events, "A");
    const after = cache.get("k", async () => ({ merchantId: "A", value: "new" }));
    release();
    expect((await before).text).toBe('"old"');
    expect((await after).text).toBe('"new"');
  });

  it("does not keep an answer whose load overlapped a change: it may predate it", async () => {
    const { events, cache } = setup();
    let release!: () => void;
    const slow = cache.get("k", async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { merchantId: "A", value: "old" };
    });
    await new Promise((r) => setTimeout(r, 0));
    await announceStoreChange(events, "A");
    release();
    expect((await slow).text).toBe('"old"');
    expect((await cache.get("k", async () => ({ merchantId: "A", value: "new" }))).text).toBe('"new"');
  });

  it("keeps nothing when the load fails (an unknown store)", async () => {
    const { cache } = setup();
    await expect(cache.get("k", () => Promise.reject(new Error("Store not found")))).rejects.toThrow();
    expect((await cache.get("k", async () => ({ merchantId: "A", value: 1 }))).text).toBe("1");
  });
});
