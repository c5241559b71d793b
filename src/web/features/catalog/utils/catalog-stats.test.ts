import { describe, expect, it } from "vitest";
import { isLowStock } from "./catalog-stats";

describe("catalog stats", () => {
  it("does not count untracked stock as low", () => {
    expect(isLowStock({ quantity: null })).toBe(false);
    expect(isLowStock({ quantity: 0 })).toBe(true);
    expect(isLowStock({ quantity: 9 })).toBe(true);
    expect(isLowStock({ quantity: 10 })).toBe(false);
  });
});
