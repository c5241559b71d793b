import { describe, expect, it } from "vitest";
import { HeardCount } from "./heard-count";

describe("HeardCount", () => {
  it("finds every send heard, in any order", () => {
    const count = new HeardCount(500);
    count.startFrom(10);
    for (const n of [12, 11, 14, 13]) count.heard(n);
    expect(count.check(14, 0)).toBe("heard");
    expect(count.check(10, 0)).toBe("heard");
  });

  it("waits for a send taken but not heard yet, and is content once it arrives", () => {
    const count = new HeardCount(500);
    count.heard(1);
    expect(count.check(2, 1000)).toBe("waiting");
    expect(count.check(2, 1400)).toBe("waiting");
    count.heard(2);
    expect(count.check(2, 1600)).toBe("heard");
  });

  it("calls a send missed once it is still not heard after the grace, then starts afresh from the count", () => {
    const count = new HeardCount(500);
    count.heard(1);
    count.heard(3);
    expect(count.check(3, 1000)).toBe("waiting");
    expect(count.check(3, 1500)).toBe("missed");
    expect(count.check(3, 1600)).toBe("heard");
    count.heard(4);
    expect(count.check(4, 1700)).toBe("heard");
  });

  it("keeps waiting only for the sends a check found missing: later ones get their own grace", () => {
    const count = new HeardCount(500);
    expect(count.check(1, 0)).toBe("waiting");
    count.heard(1);
    // 1 arrived; 2 is new at this check and may be on its way.
    expect(count.check(2, 600)).toBe("waiting");
    expect(count.check(2, 900)).toBe("waiting");
    expect(count.check(2, 1100)).toBe("missed");
  });

  it("a catch-up covers what came before it: numbers up to its count are settled, later ones are not", () => {
    const count = new HeardCount(500);
    count.heard(2);
    expect(count.check(2, 0)).toBe("waiting");
    count.startFrom(5);
    expect(count.check(5, 10_000)).toBe("heard");
    expect(count.check(6, 10_000)).toBe("waiting");
    count.heard(7);
    count.heard(6);
    expect(count.check(7, 10_100)).toBe("heard");
  });
});
