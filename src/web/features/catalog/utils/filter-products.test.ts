import { describe, expect, it } from "vitest";
import {
  ALL_PRODUCTS,
  countByFilter,
  filterProducts,
  isFilterActive,
  UNCATEGORIZED,
} from "./filter-products";

const categories = [{ id: "c1" }, { id: "c2" }];
const products = [
  { name: "Vitamin C", description: "Immune support", categoryId: "c1" },
  { name: "Sunscreen", description: null, categoryId: "c2" },
  { name: "Plasters", description: "Waterproof, vitamin-free", categoryId: null },
  { name: "Old thing", description: null, categoryId: "deleted-category" },
];

describe("product search and filters", () => {
  it("filters by category, uncategorized (including unknown category ids) and all", () => {
    const names = (filter: string, search = "") =>
      filterProducts(products, categories, { search, filter }).map((p) => p.name);
    expect(names(ALL_PRODUCTS)).toHaveLength(4);
    expect(names("c1")).toEqual(["Vitamin C"]);
    expect(names(UNCATEGORIZED)).toEqual(["Plasters", "Old thing"]);
    expect(names(UNCATEGORIZED, "vitamin")).toEqual(["Plasters"]);
    expect(names("c2", "vitamin")).toEqual([]);
  });

  it("counts every filter over the whole catalog", () => {
    expect(countByFilter(products, [...categories, { id: "c3" }])).toEqual({
      all: 4,
      uncategorized: 2,
      c1: 1,
      c2: 1,
      c3: 0,
    });
  });

  it("is active with a search or a filter other than All", () => {
    expect(isFilterActive({ search: "", filter: ALL_PRODUCTS })).toBe(false);
    expect(isFilterActive({ search: " ", filter: ALL_PRODUCTS })).toBe(false);
    expect(isFilterActive({ search: "a", filter: ALL_PRODUCTS })).toBe(true);
    expect(isFilterActive({ search: "", filter: UNCATEGORIZED })).toBe(true);
  });
});
