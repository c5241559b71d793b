import { describe, expect, it } from "vitest";
import type { TBulkProductsResponse } from "#contracts/catalog-admin";
import { describeBulkFailure, describeBulkResult } from "./bulk-result-message";

const result = (patch: Partial<TBulkProductsResponse>): TBulkProductsResponse => ({
  action: "available",
  productIds: ["a", "b"],
  keptWithOrders: [],
  notFound: 0,
  ...patch,
});

describe("describeBulkResult", () => {
  it("says what changed, with the spec's toast titles", () => {
    expect(describeBulkResult(result({}))).toEqual({
      title: "Product updated",
      description: "2 products now available.",
    });
    expect(describeBulkResult(result({ action: "unavailable", productIds: ["a"] })).description).toBe(
      "1 product now not available.",
    );
    expect(describeBulkResult(result({ action: "category" }), "Snacks").description).toBe(
      "2 products moved to Snacks.",
    );
    expect(describeBulkResult(result({ action: "category" })).description).toBe(
      "2 products now uncategorized.",
    );
  });

  it("names the products a delete kept for their orders, and those already gone", () => {
    expect(describeBulkResult(result({ action: "delete", keptWithOrders: ["c"], notFound: 1 }))).toEqual({
      title: "Product deleted",
      description:
        "Deleted 2 products. 1 product with orders was kept: mark it as unavailable instead. 1 product no longer existed.",
    });
    expect(
      describeBulkResult(result({ action: "delete", productIds: [], keptWithOrders: ["c", "d"] }))
        .description,
    ).toBe("Deleted 0 products. 2 products with orders were kept: mark them as unavailable instead.");
  });
});

describe("describeBulkFailure", () => {
  it("says how many of a large selection were done before a part failed", () => {
    expect(describeBulkFailure("unavailable", 1000, 2400)).toBe(
      "1,000 of 2,400 products were updated before this error; the rest were not changed.",
    );
    expect(describeBulkFailure("delete", 500, 700)).toBe(
      "500 of 700 products were handled before this error; the rest were not changed.",
    );
  });
});
