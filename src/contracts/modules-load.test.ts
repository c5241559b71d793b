import { describe, expect, it } from "vitest";

// Loaded inside the tests, not imported at the top: a contract module that throws while loading
// then fails a test here, instead of only failing to collect the files that import it (which a
// mutation run cannot tell from a pass).
const modules = import.meta.glob(["./*.ts", "!./*.test.ts"]);

describe("contract modules", () => {
  it("are all found", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.keys(modules))("%s loads and exports something", async (path) => {
    const loaded = (await modules[path]!()) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
