import { describe, expect, it } from "vitest";
import { testProduct as product } from "#tests/helpers/test-product";
import {
  allProductsQuery,
  hasActiveFilters,
  inPriceBand,
  isWholeStore,
  listingParams,
  matchesListing,
  NO_FILTERS,
} from "./product-filters";

describe("product filters", () => {
  it("puts prices in bands by the effective price, 10 to 50 inclusive", () => {
    const at = (price: string, discountPrice: string | null = null) => product({ price, discountPrice });
    expect(inPriceBand(at("9.99"), "under-10", "USD")).toBe(true);
    expect(inPriceBand(at("10.00"), "under-10", "USD")).toBe(false);
    expect(inPriceBand(at("10.00"), "10-50", "USD")).toBe(true);
    expect(inPriceBand(at("50.00"), "10-50", "USD")).toBe(true);
    expect(inPriceBand(at("50.01"), "10-50", "USD")).toBe(false);
    expect(inPriceBand(at("50.01"), "over-50", "USD")).toBe(true);
    // 12.99 with a 9.99 discount is under $10.
    expect(inPriceBand(at("12.99", "9.99"), "under-10", "USD")).toBe(true);
    expect(inPriceBand(at("12.99", "9.99"), "10-50", "USD")).toBe(false);
    expect(inPriceBand(at("89.00", "45.00"), "over-50", "USD")).toBe(false);
  });

  it("combines search, category, price and availability", () => {
    const products = [
      product({ id: "1", name: "Aspirin", categoryId: "pain", price: "7.25", quantity: 6 }),
      product({ id: "2", name: "Ibuprofen", categoryId: "pain", price: "8.99", quantity: 0 }),
      product({ id: "3", name: "Multivitamin", categoryId: "vit", price: "18.75" }),
      product({ id: "4", name: "Omega-3", categoryId: null, price: "60.00" }),
    ];
    const ids = (search: string, filters = NO_FILTERS) =>
      products.filter((p) => matchesListing(p, allProductsQuery(search, filters), "USD")).map((p) => p.id);
    expect(ids("")).toEqual(["1", "2", "3", "4"]);
    expect(ids("", { ...NO_FILTERS, categoryId: "pain" })).toEqual(["1", "2"]);
    expect(ids("", { ...NO_FILTERS, availability: "out-of-stock" })).toEqual(["2"]);
    expect(ids("", { ...NO_FILTERS, availability: "in-stock" })).toEqual(["1", "3", "4"]);
    expect(ids("i", { ...NO_FILTERS, price: "under-10" })).toEqual(["1", "2"]);
    expect(ids("omega", { ...NO_FILTERS, price: "over-50" })).toEqual(["4"]);
    expect(products.filter((p) => matchesListing(p, { category: "none" }, "USD")).map((p) => p.id)).toEqual([
      "4",
    ]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, price: "10-50" })).toBe(true);
  });

  it("asks the server only for the conditions set", () => {
    expect(isWholeStore(allProductsQuery("  ", NO_FILTERS))).toBe(true);
    expect(isWholeStore(allProductsQuery("tea", NO_FILTERS))).toBe(false);
    expect(isWholeStore({ category: "none" })).toBe(false);
    expect(listingParams(allProductsQuery(" tea ", NO_FILTERS))).toEqual({ q: "tea" });
    expect(
      listingParams(allProductsQuery("", { categoryId: "c1", price: "over-50", availability: "in-stock" })),
    ).toEqual({ category: "c1", price: "over-50", availability: "in-stock" });
  });
});
