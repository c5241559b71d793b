import { describe, expect, it } from "vitest";
import { effectivePriceCents, formatMoney, fromCents, toCents } from "./money";

describe("money", () => {
  it("parses decimal strings to cents exactly", () => {
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("7")).toBe(700);
    expect(() => toCents("1.234")).toThrow();
    expect(() => toCents("-1")).toThrow();
  });
  it("adds without float drift", () => {
    expect(fromCents(toCents("0.10") + toCents("0.20"))).toBe("0.30");
    expect(formatMoney(toCents("19.99") * 3)).toBe("$59.97");
  });
  it("uses the discount price when present", () => {
    expect(effectivePriceCents({ price: "10.00", discountPrice: "7.50" })).toBe(750);
    expect(effectivePriceCents({ price: "10.00", discountPrice: null })).toBe(1000);
    // An older row whose "discount" is above the price is sold at the price, never above it.
    expect(effectivePriceCents({ price: "10.00", discountPrice: "50.00" })).toBe(1000);
    expect(effectivePriceCents({ price: "10.00", discountPrice: "10.00" })).toBe(1000);
  });
});
