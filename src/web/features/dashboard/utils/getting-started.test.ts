import { describe, expect, it } from "vitest";
import { stepsDone } from "./getting-started";

describe("getting started", () => {
  it("ticks each step off once the store has one of what it asks for", () => {
    expect(stepsDone({ products: 0, categories: 0, deliveryZones: 0 })).toEqual([false, false, false]);
    expect(stepsDone({ products: 1, categories: 0, deliveryZones: 0 })).toEqual([true, false, false]);
    expect(stepsDone({ products: 13, categories: 4, deliveryZones: 1 })).toEqual([true, true, true]);
  });

  it("ticks nothing off while the counts are loading", () => {
    expect(stepsDone({ products: undefined, categories: undefined, deliveryZones: undefined })).toEqual([
      false,
      false,
      false,
    ]);
  });
});
