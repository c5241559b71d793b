import { describe, expect, it } from "vitest";
import { ALL_PRODUCTS, UNCATEGORIZED } from "#contracts/catalog-page";
import { isFilterActive } from "./filter-products";

describe("product search and filters", () => {
  it("is active with a search or a filter other than All", () => {
    expect(isFilterActive({ search: "", filter: ALL_PRODUCTS })).toBe(false);
    expect(isFilterActive({ search: " ", filter: ALL_PRODUCTS })).toBe(false);
    expect(isFilterActive({ search: "a", filter: ALL_PRODUCTS })).toBe(true);
    expect(isFilterActive({ search: "", filter: UNCATEGORIZED })).toBe(true);
  });
});
