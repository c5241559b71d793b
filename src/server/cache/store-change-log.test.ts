import { describe, expect, it } from "vitest";
import { EVERY_STORE, StoreChangeLog } from "./store-change-log";

const pageOf = (merchantId: string) => ({ merchantId, showsStock: true });
const zonesOf = (merchantId: string) => ({ merchantId, showsStock: false });

describe("StoreChangeLog", () => {
  it("a store's change outdates that store's answers and those of every store, not another store's", () => {
    const log = new StoreChangeLog();
    const since = log.last;
    log.record({ merchantId: "A", scope: "store" });
    expect(log.changedSince(pageOf("A"), since)).toBe(true);
    expect(log.changedSince(EVERY_STORE, since)).toBe(true);
    expect(log.changedSince(pageOf("B"), since)).toBe(false);
  });

  it("a catch-up (changes perhaps missed) outdates every answer loaded before it, and none loaded after", () => {
    const log = new StoreChangeLog();
    log.record({ merchantId: "A", scope: "stock" });
    const before = log.last;
    log.recordEverything();
    for (const shows of [pageOf("A"), pageOf("B"), zonesOf("B"), EVERY_STORE])
      expect(log.changedSince(shows, before)).toBe(true);
    const after = log.last;
    for (const shows of [pageOf("A"), zonesOf("B"), EVERY_STORE])
      expect(log.changedSince(shows, after)).toBe(false);
    log.record({ merchantId: "B", scope: "stock" });
    expect(log.changedSince(pageOf("B"), after)).toBe(true);
    expect(log.changedSince(zonesOf("B"), after)).toBe(false);
  });
});
