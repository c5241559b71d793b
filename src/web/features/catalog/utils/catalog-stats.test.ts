import { describe, expect, it } from "vitest";
import { computeCatalogStats, countProductsPerCategory, isLowStock } from "./catalog-stats";

describe("catalog stats", () => {
  it("counts products, available ones, categories and low stock (quantity under 10)", () => {
    const products = [
      { isAvailable: true, quantity: 0 },
      { isAvailable: true, quantity: 9 },
      { isAvailable: false, quantity: 10 },
      { isAvailable: true, quantity: null },
    ];
    expect(computeCatalogStats(products, [{}, {}])).toEqual({
      totalProducts: 4,
      available: 3,
      categories: 2,
      lowStock: 2,
    });
  });

  it("does not count untracked stock as low", () => {
    expect(isLowStock({ quantity: null })).toBe(false);
    expect(isLowStock({ quantity: 9 })).toBe(true);
    expect(isLowStock({ quantity: 10 })).toBe(false);
  });

  it("counts products per category, ignoring unknown and missing ids", () => {
    const counts = countProductsPerCategory(
      [{ categoryId: "a" }, { categoryId: "a" }, { categoryId: null }, { categoryId: "gone" }],
      [{ id: "a" }, { id: "b" }],
    );
    expect(Object.fromEntries(counts)).toEqual({ a: 2, b: 0 });
  });
});
