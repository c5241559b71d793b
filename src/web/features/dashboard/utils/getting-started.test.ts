import { describe, expect, it } from "vitest";
import type { TSetupProgress } from "#contracts/store-setup";
import { setupStanding, stepsDone } from "./getting-started";

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

  it("does not count a template's examples until they are published (issue 48)", () => {
    const examples = { products: 12, categories: 4 };
    expect(stepsDone({ products: 12, categories: 4, deliveryZones: 0, examples })).toEqual([
      false,
      false,
      false,
    ]);
    // Two published, one category renamed: the store's own.
    expect(
      stepsDone({ products: 12, categories: 4, deliveryZones: 0, examples: { products: 10, categories: 3 } }),
    ).toEqual([true, true, false]);
  });
});

const progress = (over: Partial<TSetupProgress> = {}): TSetupProgress => ({
  steps: { type: "done" },
  next: "catalog",
  finishedAt: null,
  examples: { products: 12, categories: 4 },
  ...over,
});

describe("the first-run path's standing", () => {
  it("counts the steps done, not those skipped, and names the next", () => {
    expect(setupStanding(progress())).toEqual({ summary: "1 of 5 steps done", next: "Your catalog" });
    expect(
      setupStanding(
        progress({ steps: { type: "done", catalog: "skipped", hours: "done" }, next: "delivery" }),
      ),
    ).toEqual({ summary: "2 of 5 steps done", next: "How shoppers get it" });
  });

  it("sends a store whose steps are all behind it to the last screen, and says nothing once it is live", () => {
    const allDone = {
      type: "done",
      catalog: "done",
      hours: "done",
      delivery: "done",
      payments: "done",
    } as const;
    expect(setupStanding(progress({ steps: allDone, next: null }))).toEqual({
      summary: "5 of 5 steps done",
      next: "Your store is live",
    });
    expect(setupStanding(progress({ steps: allDone, next: null, finishedAt: "2026-12-03T09:00:00Z" }))).toBe(
      null,
    );
    expect(setupStanding(undefined)).toBe(null);
  });
});
