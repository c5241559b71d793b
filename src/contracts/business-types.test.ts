import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, businessTypeLabel } from "./business-types";

describe("business types", () => {
  it("labels the three types, anything else as Store", () => {
    expect(["pharmacy", "restaurant", "retail", "bakery", "other", ""].map(businessTypeLabel)).toEqual([
      "Pharmacy",
      "Restaurant",
      "Retail",
      "Store",
      "Store",
      "Store",
    ]);
  });

  it("never reads a label off the object prototype", () => {
    expect(businessTypeLabel("constructor")).toBe("Store");
    expect(businessTypeLabel("toString")).toBe("Store");
  });

  it("registers pharmacy, restaurant and retail, in that order", () => {
    expect(BUSINESS_TYPES).toEqual(["pharmacy", "restaurant", "retail"]);
  });
});
