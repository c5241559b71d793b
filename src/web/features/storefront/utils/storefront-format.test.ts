import { describe, expect, it } from "vitest";
import {
  adHref,
  cardLowStock,
  orderNumber,
  pageLowStock,
  pluralize,
  shortId,
  telHref,
} from "./storefront-format";

describe("storefront display rules", () => {
  it("shows the order id as # plus its last 8 characters upper-cased; products by their first 8", () => {
    expect(orderNumber("3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b")).toBe("#3E4F5A6B");
    expect(shortId("3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b")).toBe("3f2a9c1e");
  });

  it("dials phone numbers as typed", () => {
    expect(telHref("+1 212-555-0142")).toBe("tel:+12125550142");
    expect(telHref("(718) 555 0199")).toBe("tel:7185550199");
  });

  it("pluralizes", () => {
    expect(pluralize(1, "store")).toBe("1 store");
    expect(pluralize(3, "store")).toBe("3 stores");
    expect(pluralize(0, "offer")).toBe("0 offers");
  });

  it("shows low stock from 1 to 9 on cards and 1 to 5 on the product page", () => {
    expect([0, 1, 9, 10, null].map(cardLowStock)).toEqual([false, true, true, false, false]);
    expect([0, 1, 5, 6, null].map(pageLowStock)).toEqual([false, true, true, false, false]);
  });

  it("opens only non-blank, safe ad links", () => {
    expect(adHref(null)).toBeNull();
    expect(adHref("   ")).toBeNull();
    expect(adHref("https://www.cdc.gov/flu")).toBe("https://www.cdc.gov/flu");
    expect(adHref("/microsite/bella-napoli")).toBe("/microsite/bella-napoli");
    expect(adHref("example.com/sale")).toBe("https://example.com/sale");
    expect(adHref("localhost:3000/x")).toBe("https://localhost:3000/x");
    expect(adHref("javascript:alert(1)")).toBeNull();
    expect(adHref("//evil.example")).toBeNull();
  });
});
