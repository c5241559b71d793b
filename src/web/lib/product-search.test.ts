import { describe, expect, it } from "vitest";
import { testProduct as product } from "#tests/helpers/test-product";
import { matchesSearch } from "./product-search";

describe("product search", () => {
  it("matches name or description, case-insensitively, ignoring surrounding spaces", () => {
    const p = product({ name: "Vitamin D3", description: "Supports BONES" });
    expect(matchesSearch(p, "vitamin")).toBe(true);
    expect(matchesSearch(p, "  VITAMIN ")).toBe(true);
    expect(matchesSearch(p, "  bones ")).toBe(true);
    expect(matchesSearch(p, "zinc")).toBe(false);
  });

  it("a blank search matches everything; a missing description matches nothing", () => {
    expect(matchesSearch(product(), "")).toBe(true);
    expect(matchesSearch(product(), "   ")).toBe(true);
    expect(matchesSearch(product({ name: "Tea", description: null }), "x")).toBe(false);
  });

  it("matches with or without accents, either way round (issue 45)", () => {
    const p = product({ name: "Jalapeño Poppers", description: "With crème fraîche" });
    expect(matchesSearch(p, "jalapeno")).toBe(true);
    expect(matchesSearch(p, "JALAPEÑO")).toBe(true);
    expect(matchesSearch(p, "creme fraiche")).toBe(true);
    expect(matchesSearch(product({ name: "Creme brulee" }), "Crème brûlée")).toBe(true);
    expect(matchesSearch(product({ name: "ﬁne tea" }), "fine")).toBe(true);
    expect(matchesSearch(p, "jalapena")).toBe(false);
  });
});
